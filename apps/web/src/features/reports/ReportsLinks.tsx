import { NavLink as MantineNavLink } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../lib/session/useViewer';
import './reports.pl';

/** 'Moje zgłoszenia' in the phone navigation (the reports queue is in the admin group). */
export function ReportsNavLinks({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  if (!viewer) return null;
  return (
    <MantineNavLink
      component={Link}
      to="/account/reports"
      label={t('reports.mine.title')}
      leftSection={<IconFlag size={18} />}
      active={pathname.startsWith('/account/reports')}
      onClick={onNavigate}
    />
  );
}
