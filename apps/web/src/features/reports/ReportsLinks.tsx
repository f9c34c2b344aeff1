import { NavLink as MantineNavLink } from '@mantine/core';
import { IconFlag, IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../auth/useViewer';

/** The phone navigation's support entries: 'Moje zgłoszenia', and the reports queue for ADMIN. */
export function ReportsNavLinks({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  if (!viewer) return null;
  return (
    <>
      {viewer.role === 'ADMIN' && (
        <MantineNavLink
          component={Link}
          to="/admin/support"
          label={t('reports.admin.title')}
          leftSection={<IconLifebuoy size={18} />}
          active={pathname.startsWith('/admin/support')}
          onClick={onNavigate}
        />
      )}
      <MantineNavLink
        component={Link}
        to="/account/reports"
        label={t('reports.mine.title')}
        leftSection={<IconFlag size={18} />}
        active={pathname.startsWith('/account/reports')}
        onClick={onNavigate}
      />
    </>
  );
}
