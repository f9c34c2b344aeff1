import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconFlag } from '@tabler/icons-react';
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
import { pl } from '../../i18n/pl';
import { ApiError } from '../../lib/api/api-error';
import { useViewer } from '../auth/useViewer';
import { reportsApi } from './reports-api';

/**
 * "Zgłoś" for a task, a review, a chat message or a user: a dialog with the reason and a description, sent to the
 * moderators. Shown to a signed-in viewer who is not the author (`ownerId`); the server checks both again.
 */
export function ReportButton({
  targetType,
  targetId,
  ownerId,
  compact = true,
}: {
  targetType: TReportTargetType;
  targetId: string;
  ownerId: string | null;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const [opened, setOpened] = useState(false);
  if (!viewer || viewer.id === ownerId) return null;
  const what = pl.reports.targets[targetType].toLowerCase();
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size={compact ? 'compact-sm' : 'sm'}
        leftSection={<IconFlag size={14} aria-hidden />}
        aria-label={t('reports.report.buttonLabel', { what })}
        onClick={() => setOpened(true)}
      >
        {t('reports.report.button')}
      </Button>
      <ReportDialog targetType={targetType} targetId={targetId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

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
  const send = useMutation({ mutationFn: reportsApi.create });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZReportCreate.safeParse({ targetType, targetId, reason, details });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setFieldError({
        reason: issues.find((issue) => issue.path[0] === 'reason')?.message,
        details: issues.find((issue) => issue.path[0] === 'details')?.message,
      });
      return;
    }
    setFieldError({});
    send.mutate({ targetType, targetId, reason: parsed.data.reason, details: parsed.data.details });
  };

  if (send.isSuccess)
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconCheck aria-hidden />} role="status">
          {send.data.message}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('reports.report.close')}</Button>
        </Group>
      </Stack>
    );

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
              <Radio key={value} value={value} label={pl.reports.reasons[value]} />
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
        {send.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {send.error instanceof ApiError || send.error instanceof Error ? send.error.message : ''}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reports.report.cancel')}
          </Button>
          <Button type="submit" color="red" loading={send.isPending}>
            {t('reports.report.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
