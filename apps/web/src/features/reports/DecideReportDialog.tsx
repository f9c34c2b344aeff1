import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { reportLimits } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { type TDecisionChoice, useDecideReport } from './useAdminSupportPage';
import './reports.pl';

/** Confirms resolving or dismissing a report, with an optional note for the record. */
export function DecideReportDialog({ choice, onClose }: { choice: TDecisionChoice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { note, setNote, decide } = useDecideReport(onClose);
  const label = choice?.decision === 'DISMISSED' ? t('reports.admin.dismiss') : t('reports.admin.resolve');
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={t('reports.admin.decideTitle', { decision: label })}
      centered
    >
      <Stack gap="md">
        {choice && <Text size="sm">{choice.report.targetLabel}</Text>}
        <Textarea
          label={t('reports.admin.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={reportLimits.noteMaxLength}
          rows={2}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('reports.admin.cancel')}
          </Button>
          <Button
            loading={decide.isPending}
            onClick={() => choice && decide.mutate({ id: choice.report.id, status: choice.decision })}
          >
            {t('reports.admin.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
