import './tutoring-styles';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTabs } from '../../components/ListTabs';
import { StudentInviteForm } from './StudentInviteForm';
import { StudentLinkList } from './StudentLinkList';
import { useStudentsPage } from './useStudentsPage';
import './tutoring.pl';

/** /account/students: a TEACHER's students (and invitations), and everyone's teachers and invitations received. */
export function StudentsPage() {
  const { t } = useTranslation();
  const { ready, teaches, side, title, chooseSide } = useStudentsPage();

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Title order={1}>{title}</Title>
      {!ready && <Skeleton height={160} aria-hidden />}
      <ListTabs
        shown={ready && teaches}
        value={side}
        onChange={chooseSide}
        tabs={[
          { value: 'teacher', label: t('tutoring.students.myStudents') },
          { value: 'student', label: t('tutoring.students.myTeachers') },
        ]}
      >
        {ready && (
          <Stack gap="md">
            {side === 'teacher' && <StudentInviteForm />}
            <StudentLinkList side={side} />
          </Stack>
        )}
      </ListTabs>
    </Stack>
  );
}
