import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../components/files/UploadField';
import { useOpenedAfterMount } from '../../lib/hooks/useOpenedAfterMount';
import { NotEnoughTokens, tokensText } from './SolutionPaywallNotices';
import { useSolutionCheckRequest } from './useSolutionCheckRequest';
import './homework.pl';

/** The student's own solution, sent to the task's author with a comment; the author answers in the chat. */
export function SolutionPaywallCheckDialog({
  homeworkId,
  price,
  opened,
  onClose,
  onSent,
}: {
  homeworkId: string;
  price: number;
  opened: boolean;
  onClose: () => void;
  onSent: (roomId: string) => void;
}) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  const { files, comment, uploading, errors, send, submit, setUploading, changeFiles, changeComment } =
    useSolutionCheckRequest(homeworkId, onSent);

  return (
    <Modal
      opened={shown}
      onClose={() => !send.isPending && onClose()}
      title={t('paywall.solutionCheckTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('paywall.solutionCheckIntro', { tokens: tokensText(price) })}</Text>
        <UploadField
          label={t('paywall.solutionFiles')}
          assign="CHAT_ATTACHMENT"
          multiple
          maxFiles={5}
          required
          value={files}
          onChange={changeFiles}
          onStateChange={(state) => setUploading(state.uploading)}
          error={errors.files ?? null}
        />
        <Textarea
          label={t('paywall.comment')}
          placeholder={t('paywall.commentPlaceholder')}
          rows={4}
          value={comment}
          onChange={(event) => changeComment(event.currentTarget.value)}
          description={t('paywall.commentLength', { length: comment.length })}
          error={errors.comment}
        />
        {errors.shortage && <NotEnoughTokens message={errors.shortage} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            {t('paywall.cancel')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={send.isPending}
            disabled={uploading}
            onClick={submit}
          >
            {t('paywall.send', { tokens: tokensText(price) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
