import { NavLink as MantineNavLink, Menu } from '@mantine/core';
import { IconPlaylist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsAuthenticated } from '../../lib/session/useSession';
import './lists.pl';

/** 'Moje listy' in the user menu. */
export function ListsMenuItem() {
  const { t } = useTranslation();
  return (
    <Menu.Item component={Link} to="/account/lists" leftSection={<IconPlaylist size={16} />}>
      {t('lists.title')}
    </Menu.Item>
  );
}

/** The same entry in the phone navigation, for the signed in. */
export function ListsNavLink({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const isAuthenticated = useIsAuthenticated();
  if (!isAuthenticated) return null;
  return (
    <MantineNavLink
      component={Link}
      to="/account/lists"
      label={t('lists.title')}
      leftSection={<IconPlaylist size={18} />}
      active={pathname.startsWith('/account/lists')}
      onClick={onNavigate}
    />
  );
}
