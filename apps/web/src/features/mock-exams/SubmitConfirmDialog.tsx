import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './mock-exams.pl';

/**
 * "Oddaj arkusz?": the items left unanswered and those marked "Wróć do tego", each a way back to it, that handing in
 * is final, and the hand-in's failure.
 */
export function SubmitConfirmDialog({
  opened,
  onClose,
  unanswered,
  total,
  unansweredList,
  flaggedList,
  onGoTo,
  error,
  pending,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  unanswered: number;
  total: number;
  unansweredList: readonly number[];
  flaggedList: readonly number[];
  onGoTo: (position: number) => void;
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('mockExams.attempt.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('mockExams.attempt.closeDialog') }}
    >
      <Stack gap="sm">
        <Text>
          {unanswered > 0
            ? t('mockExams.attempt.confirmUnanswered', { missing: unanswered, total })
            : t('mockExams.attempt.confirmAll')}
        </Text>
        <ItemLinks
          label={t('mockExams.attempt.confirmUnansweredList')}
          positions={unansweredList}
          onGoTo={onGoTo}
          testId="mock-confirm-unanswered"
        />
        <ItemLinks
          label={t('mockExams.attempt.confirmFlaggedList')}
          positions={flaggedList}
          onGoTo={onGoTo}
          testId="mock-confirm-flagged"
        />
        <Text size="sm">{t('mockExams.attempt.confirmFinal')}</Text>
        {error !== null ? (
          <Alert color="red" role="alert" p="xs">
            {t('mockExams.attempt.submitError', { message: error })}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('mockExams.attempt.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {t('mockExams.attempt.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A labelled list of items, each a button that goes back to it. */
function ItemLinks({
  label,
  positions,
  onGoTo,
  testId,
}: {
  label: string;
  positions: readonly number[];
  onGoTo: (position: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (positions.length === 0) return null;
  return (
    <div data-testid={testId}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <List listStyleType="none" p={0} m={0} style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {positions.map((position) => (
          <List.Item key={position}>
            <Button size="compact-sm" variant="light" h={28} onClick={() => onGoTo(position)}>
              {t('mockExams.attempt.goTo', { n: position })}
            </Button>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
