import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { courseLimits, formatFileSize } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { fileUrls } from '../../components/files/files-api';
import { UploadField } from '../../components/files/UploadField';
import { saveAttachment } from '../courses';
import type { TNodeForm } from './useNodeForm';
import '../courses';
import './course-editor.pl';

/** A node's attachments: those saved with it (each downloadable and removable) and new uploads, up to the limit. */
export function NodeAttachmentsField({ form }: { form: TNodeForm }) {
  const { t } = useTranslation();
  const { savedAttachments } = form;
  return (
    <Stack gap={4}>
      {savedAttachments.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} aria-label={t('courseEditor.node.attachmentsSaved')}>
          {savedAttachments.map((file) => (
            <Paper key={file.id} component="li" withBorder radius="md" p="xs" style={{ listStyle: 'none' }}>
              <Group wrap="nowrap" gap="sm">
                <IconPaperclip size={18} aria-hidden />
                <Anchor
                  href={fileUrls.download(file.id)}
                  size="sm"
                  truncate
                  style={{ flex: 1, minWidth: 0 }}
                  onClick={(event) => {
                    event.preventDefault();
                    saveAttachment(file, t('courses.player.attachmentFailed'));
                  }}
                >
                  {file.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatFileSize(file.size)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('courseEditor.node.attachmentRemove', { name: file.name })}
                  onClick={() => form.removeSavedAttachment(file.id)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <UploadField
        assign="COURSE_ATTACHMENT"
        multiple
        maxFiles={Math.max(0, courseLimits.maxAttachments - savedAttachments.length)}
        label={t('courseEditor.node.attachments')}
        value={form.newAttachments}
        onChange={form.setNewAttachments}
        onStateChange={form.setAttachmentsState}
        error={form.shown.attachmentIds}
      />
      <Text size="xs" c="dimmed">
        {t('courseEditor.node.attachmentsHint', { max: courseLimits.maxAttachments })}
      </Text>
    </Stack>
  );
}
