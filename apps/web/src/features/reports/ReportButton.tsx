import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { TReportTargetType } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../lib/session/useViewer';
import { LazyReportDialog } from './LazyReportDialog';
import { reportsPl } from './reports.pl';

/**
 * "Zgłoś" for a task, a review, a chat message, a user or a course: a dialog with the reason and a description, sent to the
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
  const what = reportsPl.targets[targetType].toLowerCase();
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
      <LazyReportDialog targetType={targetType} targetId={targetId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
