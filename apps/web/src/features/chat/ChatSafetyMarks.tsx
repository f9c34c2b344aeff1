import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconEye, IconFlag, IconShieldLock } from '@tabler/icons-react';
import type { TChatMessage, TUploadedFile } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../reports';
import { MessageFiles } from './ChatMessageFiles';
import './chat.pl';

/**
 * What the sender sees of their own withheld message (issue 72): held for review (with why) or rejected, or waiting
 * for 7:00 because it goes to a minor at night.
 */
export function ChatSafetyMarks({ message }: { message: TChatMessage }) {
  const { t } = useTranslation();
  const held = message.held;
  if (!held && !message.deliverAt) return null;
  return (
    <Stack gap={2} mt={4}>
      {held && held.decision !== 'RELEASED' && (
        <Group gap="xs" wrap="wrap">
          <Badge
            size="sm"
            variant="light"
            color={held.decision === 'REJECTED' ? 'red' : 'orange'}
            leftSection={<IconShieldLock size={12} />}
          >
            {held.decision === 'REJECTED' ? t('chat.rejectedLabel') : t('chat.heldLabel')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('chat.heldReason', { reason: held.reason })}
          </Text>
        </Group>
      )}
      {message.deliverAt && (
        <Badge size="sm" variant="light" color="blue" leftSection={<IconClock size={12} />}>
          {t('chat.nightLabel')}
        </Badge>
      )}
    </Stack>
  );
}

/**
 * A minor's view of an adult's images (issue 72): blurred until "Pokaż obraz" (a button, so the keyboard reaches it),
 * with "Zgłoś" beside it (the report of the message, as its menu offers).
 */
export function BlurredMessageFiles({
  message,
  onOpenImage,
}: {
  message: TChatMessage;
  onOpenImage: (file: TUploadedFile) => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [reporting, setReporting] = useState(false);
  if (shown) return <MessageFiles files={message.files} onOpenImage={onOpenImage} />;
  return (
    <Stack gap={6}>
      <div style={{ filter: 'blur(16px)', pointerEvents: 'none' }} aria-hidden data-testid="chat-blurred-images">
        <MessageFiles files={message.files} onOpenImage={() => undefined} />
      </div>
      <Text size="xs" c="dimmed">
        {t('chat.blurredHint')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button size="compact-sm" variant="light" leftSection={<IconEye size={14} />} onClick={() => setShown(true)}>
          {t('chat.showImage')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconFlag size={14} />}
          onClick={() => setReporting(true)}
        >
          {t('chat.reportImage')}
        </Button>
      </Group>
      <ReportDialog
        targetType="CHAT_MESSAGE"
        targetId={message.id}
        opened={reporting}
        onClose={() => setReporting(false)}
      />
    </Stack>
  );
}
