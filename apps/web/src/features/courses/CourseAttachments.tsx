import { Anchor, List, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { formatFileSize, type TCourseAttachment } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../components/files/download-file';
import { fileUrls } from '../../components/files/files-api';
import { ApiError } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import './courses.pl';

/** Fetches an attachment with the session and saves it under its name; a failure shows a toast. */
export function saveAttachment(file: Pick<TCourseAttachment, 'id' | 'name'>, fallbackMessage: string) {
  void downloadFile({ id: file.id, originalname: file.name }).catch((failure: unknown) =>
    showToast({ variant: 'error', message: failure instanceof ApiError ? failure.message : fallbackMessage }),
  );
}

/**
 * A node's attachments as download links, under its content. The link points at the download route; a click
 * fetches it with the session (a paid course's files are not public) and saves it under its name.
 */
export function CourseAttachments({ attachments }: { attachments: readonly TCourseAttachment[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('courses.player.attachments')}>
      <Text fw={600}>{t('courses.player.attachments')}</Text>
      <List size="sm" icon={<IconPaperclip size={16} aria-hidden />} spacing={4}>
        {attachments.map((file) => (
          <List.Item key={file.id}>
            <Anchor
              href={fileUrls.download(file.id)}
              download={file.name}
              aria-label={t('courses.player.attachmentDownload', { name: file.name, size: formatFileSize(file.size) })}
              onClick={(event) => {
                event.preventDefault();
                saveAttachment(file, t('courses.player.attachmentFailed'));
              }}
            >
              {file.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              ({formatFileSize(file.size)})
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
