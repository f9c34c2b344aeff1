import { Badge } from '@mantine/core';
import type { THomeworkCard, THomeworkStatus, TSchoolLevel } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { homeworkStatusColors } from './status-colors';
import './homework.pl';
import '../../components/catalogue.pl';

/** The task's status, plus 'W trakcie recenzji' while an admin review is pending. */
export function StatusBadges({
  status,
  adminReview,
}: {
  status: THomeworkStatus;
  adminReview: THomeworkCard['adminReview'];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Badge color={homeworkStatusColors[status]} variant="light" radius="sm">
        {t(`catalogue.statuses.${status}`)}
      </Badge>
      {adminReview?.status === 'PENDING' && status !== 'UNDER_REVIEW' && (
        <Badge color="yellow" variant="light" radius="sm">
          {t('catalogue.statuses.UNDER_REVIEW')}
        </Badge>
      )}
    </>
  );
}

/** The task's school level and whether its answer is chosen (closed) or written (open). */
export function LevelAndKindBadges({ level, closed }: { level: TSchoolLevel; closed: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge variant="outline" color="gray" radius="sm">
        {t(`catalogue.levels.${level}`)}
      </Badge>
      <Badge variant="outline" color="gray" radius="sm">
        {closed ? t('homework.closedTask') : t('homework.openTask')}
      </Badge>
    </>
  );
}
