import { Alert, Button, Group, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TCourse } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseStatusBadge } from './course-status-badge';
import './course-editor.pl';

type TTransition = 'submit' | 'withdraw' | 'unpublish';

/** The course's title and state, with the reviewer's comment on a rejection or the note while it is reviewed. */
export function CourseEditorHeader({ course }: { course: TCourse }) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1}>{course.title}</Title>
        <CourseStatusBadge status={course.status} />
      </Group>
      {course.status === 'REJECTED' && course.reviewComment && (
        <Alert color="red" icon={<IconAlertCircle />}>
          {t('courseEditor.mine.rejectedComment', { comment: course.reviewComment })}
        </Alert>
      )}
      {course.status === 'UNDER_REVIEW' && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {t('courseEditor.actions.underReview')}
        </Alert>
      )}
    </>
  );
}

/** What the author may do with the course now: send it to review, withdraw or unpublish it, preview it, delete it. */
export function CourseStateActions({
  course,
  transition,
  onTransition,
  onDelete,
}: {
  course: TCourse;
  /** The state change being sent, if any. */
  transition: TTransition | null;
  onTransition: (action: TTransition) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { policies } = course;
  return (
    <Group gap="xs" wrap="wrap">
      {policies.submit && (
        <Button onClick={() => onTransition('submit')} loading={transition === 'submit'}>
          {t('courseEditor.actions.submit')}
        </Button>
      )}
      {policies.withdraw && (
        <Button variant="light" onClick={() => onTransition('withdraw')} loading={transition === 'withdraw'}>
          {t('courseEditor.actions.withdraw')}
        </Button>
      )}
      {policies.unpublish && (
        <Button
          variant="light"
          color="orange"
          onClick={() => onTransition('unpublish')}
          loading={transition === 'unpublish'}
        >
          {t('courseEditor.actions.unpublish')}
        </Button>
      )}
      <Button component={Link} to={`/courses/${course.slug}`} variant="default">
        {t('courseEditor.actions.preview')}
      </Button>
      {policies.delete && (
        <Button variant="subtle" color="red" onClick={onDelete}>
          {t('courseEditor.actions.delete')}
        </Button>
      )}
    </Group>
  );
}
