import { Badge } from '@mantine/core';
import { schoolLevelLabels, subjectLabels, type TCourseCard } from '@zadania/shared';

/** A course's subject and school level as the first badges of its card and of its page. */
export function CourseSubjectBadges({ course }: { course: Pick<TCourseCard, 'subject' | 'level'> }) {
  return (
    <>
      <Badge variant="light" radius="sm" tt="none">
        {subjectLabels[course.subject]}
      </Badge>
      <Badge variant="outline" color="gray" radius="sm" tt="none">
        {schoolLevelLabels[course.level]}
      </Badge>
    </>
  );
}
