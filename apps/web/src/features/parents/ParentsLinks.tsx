import { NavLink as MantineNavLink } from '@mantine/core';
import { IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useViewer } from '../../lib/session/useViewer';
import './parents.pl';

const useIsParent = () => useViewer().viewer?.role === 'PARENT';

/** "Twoje dzieci" and "Prośby o zakup" in the header's main navigation (desktop), for a parent. */
export function ParentsHeaderLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  if (!useIsParent()) return null;
  return (
    <>
      <NavLink to="/" end className={className}>
        {t('parents.nav.children')}
      </NavLink>
      <NavLink to="/parent/requests" className={className}>
        {t('parents.nav.requests')}
      </NavLink>
    </>
  );
}

/** The same two in the phone navigation. */
export function ParentsNavLinks({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  if (!useIsParent()) return null;
  return (
    <>
      <MantineNavLink
        component={Link}
        to="/"
        label={t('parents.nav.children')}
        leftSection={<IconUsers size={18} />}
        active={pathname === '/' || pathname.startsWith('/parent/children')}
        onClick={onNavigate}
      />
      <MantineNavLink
        component={Link}
        to="/parent/requests"
        label={t('parents.nav.requests')}
        leftSection={<IconShoppingCart size={18} />}
        active={pathname.startsWith('/parent/requests')}
        onClick={onNavigate}
      />
    </>
  );
}
