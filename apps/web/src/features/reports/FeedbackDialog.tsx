import { Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { reportLimits, ZFeedbackCreate } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useViewer } from '../../lib/session/useViewer';
import { reportsApi } from './reports-api';
import { SupportFormEnd, SupportFormSent, useSupportAttachments } from './SupportFormParts';
import './reports.pl';

/** The feedback dialog (loaded when the footer's button is first pressed). */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('reports.feedback.title')}>
      {opened && <FeedbackForm onClose={onClose} />}
    </Modal>
  );
}

function FeedbackForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const attachments = useSupportAttachments();
  // Signed out nothing can be uploaded: the picker is for signed-in users only.
  const { viewer } = useViewer();
  const send = useMutation({ mutationFn: reportsApi.sendFeedback });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (attachments.uploading) return;
    const parsed = ZFeedbackCreate.safeParse({
      message,
      page: pathname,
      rating: rating || null,
      fileIds: viewer ? attachments.files.map((file) => file.id) : [],
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    send.mutate(parsed.data);
  };

  if (send.isSuccess) return <SupportFormSent message={send.data.message} onClose={onClose} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('reports.feedback.intro')}
        </Text>
        <Textarea
          label={t('reports.feedback.message')}
          withAsterisk
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={reportLimits.feedbackMaxLength}
          rows={4}
          error={error}
          data-autofocus
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="feedback-rating">
            {t('reports.feedback.rating')}
          </Text>
          <Rating value={rating} onChange={setRating} aria-labelledby="feedback-rating" />
        </Stack>
        <SupportFormEnd
          attachments={attachments}
          withAttachments={Boolean(viewer)}
          send={send}
          onCancel={onClose}
          cancelLabel={t('reports.feedback.cancel')}
          sendLabel={t('reports.feedback.send')}
        />
      </Stack>
    </form>
  );
}
