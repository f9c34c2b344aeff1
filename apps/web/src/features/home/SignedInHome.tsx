import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/session/useMe';
import { DueAssignments } from '../assignments';
import { LearningDashboard } from '../learning';
import { MockAttemptsCard } from '../mock-exams';
import { ParentHome } from '../parents';
import { TeacherHome } from './TeacherHome';
import './home.pl';

/**
 * The role decides the home: a TEACHER's classes, a PARENT's children, everybody else's learning dashboard. Only the first load of the
 * signed-in user waits; once it failed, the dashboard shows (which reads the user again by itself).
 */
export function SignedInHome() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.data?.role === 'TEACHER') return <TeacherHome />;
  if (me.data?.role === 'PARENT') return <ParentHome />;
  if (!me.data && me.isPending && me.errorUpdateCount === 0)
    return <Skeleton height={240} radius="md" role="status" aria-label={t('app.loading')} />;
  return <LearningDashboard dueWork={<DueAssignments />} examWork={<MockAttemptsCard />} />;
}
