import { NavLink as MantineNavLink } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { can, catalogue } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../auth/useViewer';

/** ADMIN: 'Zadania w tle' in the phone navigation. */
export function FailedJobsNavLink({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  if (!can(viewer, 'manageBackgroundJobs', catalogue)) return null;
  return (
    <MantineNavLink
      component={Link}
      to="/admin/jobs"
      label={t('jobs.title')}
      leftSection={<IconAlertTriangle size={18} />}
      active={pathname.startsWith('/admin/jobs')}
      onClick={onNavigate}
    />
  );
}
