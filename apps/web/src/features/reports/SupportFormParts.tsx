import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { TUploadedFile } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportAttachmentPicker } from './SupportAttachments';
import './reports.pl';

/** The files attached to a support form, and whether one of them is still uploading. */
export function useSupportAttachments() {
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  return { files, setFiles, uploading, setUploading };
}

type TSupportAttachments = ReturnType<typeof useSupportAttachments>;

/** Where the form's send mutation is at (a react-query mutation fits). */
type TSending = { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown };

/**
 * The end of a support form (a report, feedback): the attachments for a signed-in viewer, the server's refusal,
 * then cancel and send; send waits for the uploads.
 */
export function SupportFormEnd({
  attachments,
  withAttachments,
  send,
  onCancel,
  cancelLabel,
  sendLabel,
  sendColor,
}: {
  attachments: TSupportAttachments;
  withAttachments: boolean;
  send: TSending;
  onCancel: () => void;
  cancelLabel: string;
  sendLabel: string;
  sendColor?: string;
}) {
  return (
    <>
      {withAttachments && (
        <SupportAttachmentPicker
          files={attachments.files}
          onChange={attachments.setFiles}
          onUploadingChange={attachments.setUploading}
          sent={send.isPending || send.isSuccess}
          disabled={send.isPending}
        />
      )}
      {send.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {send.error instanceof Error ? send.error.message : ''}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" color={sendColor} loading={send.isPending} disabled={attachments.uploading}>
          {sendLabel}
        </Button>
      </Group>
    </>
  );
}

/** The server's confirmation once a support form is sent, with a button that closes the dialog. */
export function SupportFormSent({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="teal" icon={<IconCheck aria-hidden />} role="status">
        {message}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('reports.report.close')}</Button>
      </Group>
    </Stack>
  );
}
