import { NavLink as MantineNavLink, Menu } from '@mantine/core';
import { IconFlag, IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../auth/useViewer';

/** 'Wsparcie' (the reports queue) for ADMIN in the user menu; 'Moje zgłoszenia' is in every page's footer. */
export function ReportsMenuItems() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  if (viewer?.role !== 'ADMIN') return null;
  return (
    <Menu.Item component={Link} to="/admin/support" leftSection={<IconLifebuoy size={16} />}>
      {t('reports.admin.title')}
    </Menu.Item>
  );
}

/** The same entries in the phone navigation. */
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
