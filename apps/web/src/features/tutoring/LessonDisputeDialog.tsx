import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { TLesson, TLessonChanged } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { useLessonDispute } from './useLessonPage';
import './tutoring.pl';

type TLessonDisputeDialogProps = {
  lesson: TLesson;
  opened: boolean;
  onClose: () => void;
  onChanged: (result: TLessonChanged) => void;
};

/** The form of a dispute about the lesson: its reason, then 'send'. */
export function LessonDisputeDialog({ lesson, opened, onClose, onChanged }: TLessonDisputeDialogProps) {
  const { t } = useTranslation();
  const dispute = useLessonDispute(lesson, onClose, onChanged);
  return (
    <Modal opened={opened} onClose={onClose} title={t('tutoring.lesson.disputeTitle')} centered>
      <Stack gap="md">
        <Textarea
          label={t('tutoring.lesson.disputeReason')}
          value={dispute.reason}
          onChange={(event) => dispute.setReason(event.currentTarget.value)}
          rows={5}
          maxLength={1000}
          error={dispute.error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('tutoring.lesson.cancel')}
          </Button>
          <Button color="red" loading={dispute.sending} onClick={dispute.submit}>
            {t('tutoring.lesson.disputeSend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
