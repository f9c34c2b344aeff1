import { Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  reportLimits,
  reportReasons,
  type TReportReason,
  type TReportTargetType,
  ZReportCreate,
} from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../lib/session/useViewer';
import { reportsPl } from './reports.pl';
import { reportsApi } from './reports-api';
import { SupportFormEnd, SupportFormSent, useSupportAttachments } from './SupportFormParts';

/** The report dialog on its own, for a menu item that opens it (a chat message's menu). */
export function ReportDialog({
  targetType,
  targetId,
  opened,
  onClose,
}: {
  targetType: TReportTargetType;
  targetId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('reports.report.title')}>
      {opened && <ReportForm targetType={targetType} targetId={targetId} onClose={onClose} />}
    </Modal>
  );
}

function ReportForm({
  targetType,
  targetId,
  onClose,
}: {
  targetType: TReportTargetType;
  targetId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [fieldError, setFieldError] = useState<{ reason?: string; details?: string }>({});
  const attachments = useSupportAttachments();
  const { viewer } = useViewer();
  const send = useMutation({ mutationFn: reportsApi.create });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (attachments.uploading) return;
    const fileIds = attachments.files.map((file) => file.id);
    const parsed = ZReportCreate.safeParse({ targetType, targetId, reason, details, fileIds });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setFieldError({
        reason: issues.find((issue) => issue.path[0] === 'reason')?.message,
        details: issues.find((issue) => issue.path[0] === 'details')?.message,
      });
      return;
    }
    setFieldError({});
    send.mutate({ targetType, targetId, reason: parsed.data.reason, details: parsed.data.details, fileIds });
  };

  if (send.isSuccess) return <SupportFormSent message={send.data.message} onClose={onClose} />;

  const detailsRequired = reason === 'OTHER';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('reports.report.intro')}
        </Text>
        <Radio.Group
          label={t('reports.report.reason')}
          value={reason ?? ''}
          onChange={(value) => {
            setReason(value as TReportReason);
            setFieldError((old) => ({ ...old, reason: undefined }));
          }}
          error={fieldError.reason}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {reportReasons.map((value) => (
              <Radio key={value} value={value} label={reportsPl.reasons[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={detailsRequired ? t('reports.report.detailsRequired') : t('reports.report.details')}
          description={t('reports.report.detailsHint')}
          withAsterisk={detailsRequired}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          maxLength={reportLimits.detailsMaxLength}
          rows={3}
          error={fieldError.details}
        />
        <SupportFormEnd
          attachments={attachments}
          withAttachments={Boolean(viewer)}
          send={send}
          onCancel={onClose}
          cancelLabel={t('reports.report.cancel')}
          sendLabel={t('reports.report.send')}
          sendColor="red"
        />
      </Stack>
    </form>
  );
}
