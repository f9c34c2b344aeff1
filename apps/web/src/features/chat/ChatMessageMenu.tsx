import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconEdit,
  IconFlag,
  IconMessageCircle,
  IconMessages,
  IconPin,
  IconPinnedOff,
  IconTrash,
} from '@tabler/icons-react';
import type { TChatMessage, TUploadedFile } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../reports';
import './chat.pl';
import '../reports';

/** What a message's buttons and menu do, given by the timeline. */
export type TMessageActions = {
  onReply?: (message: TChatMessage) => void;
  onOpenThread?: (message: TChatMessage) => void;
  onTogglePin: (message: TChatMessage) => void;
  onEdit: (message: TChatMessage) => void;
  onDelete: (message: TChatMessage) => void;
  onJumpTo: (messageId: string) => void;
  onOpenImage: (file: TUploadedFile) => void;
};

/** A message's options: reply, thread, pin, edit (own text), delete (own, or as ADMIN) and report (another's). */
export function MessageMenu({
  message,
  mine,
  canDelete,
  actions,
}: {
  message: TChatMessage;
  mine: boolean;
  canDelete: boolean;
  actions: TMessageActions;
}) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('chat.messageOptions')}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.onReply && (
            <Menu.Item leftSection={<IconMessageCircle size={14} />} onClick={() => actions.onReply?.(message)}>
              {t('chat.reply')}
            </Menu.Item>
          )}
          {actions.onOpenThread && (
            <Menu.Item leftSection={<IconMessages size={14} />} onClick={() => actions.onOpenThread?.(message)}>
              {t('chat.openThread')}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={message.pinned ? <IconPinnedOff size={14} /> : <IconPin size={14} />}
            onClick={() => actions.onTogglePin(message)}
          >
            {message.pinned ? t('chat.unpin') : t('chat.pin')}
          </Menu.Item>
          {mine && message.kind === 'TEXT' && (
            <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => actions.onEdit(message)}>
              {t('chat.edit')}
            </Menu.Item>
          )}
          {canDelete && (
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.onDelete(message)}>
              {t('chat.delete')}
            </Menu.Item>
          )}
          {!mine && message.author && (
            <Menu.Item leftSection={<IconFlag size={14} />} onClick={() => setReporting(true)}>
              {t('reports.report.button')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ReportDialog
        targetType="CHAT_MESSAGE"
        targetId={message.id}
        opened={reporting}
        onClose={() => setReporting(false)}
      />
    </>
  );
}
