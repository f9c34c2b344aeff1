import { Badge } from '@mantine/core';
import { homeworkStateLabel, type THomeworkCard, type THomeworkStatus } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { homeworkStatusColors } from '../homework';
import '../../components/catalogue.pl';

/** One label for a task's state (homeworkStateLabel): 'W trakcie recenzji' while pending, else its status. */
export function HomeworkStateBadge({ homework }: { homework: Pick<THomeworkCard, 'status' | 'adminReview'> }) {
  const { t } = useTranslation();
  const adminReviewStatus = homework.adminReview?.status ?? null;
  const statusLabels = Object.fromEntries(
    Object.keys(homeworkStatusColors).map((status) => [status, t(`catalogue.statuses.${status as THomeworkStatus}`)]),
  ) as Record<THomeworkStatus, string>;
  const label = homeworkStateLabel({ status: homework.status, adminReviewStatus }, statusLabels);
  const color = adminReviewStatus === 'PENDING' ? 'yellow' : homeworkStatusColors[homework.status];
  return (
    <Badge color={color} variant="light" radius="sm">
      {label}
    </Badge>
  );
}
