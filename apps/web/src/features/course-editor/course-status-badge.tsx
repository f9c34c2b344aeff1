import { Badge } from '@mantine/core';
import { courseStatusLabels, type TCourseStatus } from '@zadania/shared';

const colors: Record<TCourseStatus, string> = {
  DRAFT: 'gray',
  UNDER_REVIEW: 'yellow',
  PUBLISHED: 'green',
  REJECTED: 'red',
};

/** A course's state as a coloured badge. */
export function CourseStatusBadge({ status }: { status: TCourseStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {courseStatusLabels[status]}
    </Badge>
  );
}
