import { Badge } from '@mantine/core';
import {
  subjectLabels,
  type THomeworkCard,
  type THomeworkStatus,
  type TSchoolLevel,
  type TSubject,
} from '@zadania/shared';
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

/** The task's subject, school level and whether its answer is chosen (closed) or written (open). */
export function LevelAndKindBadges({
  level,
  closed,
  subject,
}: {
  level: TSchoolLevel;
  closed: boolean;
  subject?: TSubject;
}) {
  const { t } = useTranslation();
  return (
    <>
      {subject && (
        <Badge variant="outline" color="gray" radius="sm">
          {subjectLabels[subject]}
        </Badge>
      )}
      <Badge variant="outline" color="gray" radius="sm">
        {t(`catalogue.levels.${level}`)}
      </Badge>
      <Badge variant="outline" color="gray" radius="sm">
        {closed ? t('homework.closedTask') : t('homework.openTask')}
      </Badge>
    </>
  );
}
