import { NavLink as MantineNavLink, Menu } from '@mantine/core';
import { IconHelp, IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsAuthenticated } from '../../lib/session/useSession';
import './support.pl';
import '../notes';

/** 'Notatki' in the user menu ('Pomoc' is in every page's footer). */
export function SupportMenuItems() {
  const { t } = useTranslation();
  return (
    <Menu.Item component={Link} to="/account/notes" leftSection={<IconNotebook size={16} />}>
      {t('notes.title')}
    </Menu.Item>
  );
}

/** The same entries in the phone navigation: 'Pomoc' for everyone, 'Notatki' for the signed in. */
export function SupportNavLinks({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const isAuthenticated = useIsAuthenticated();
  return (
    <>
      {isAuthenticated && (
        <MantineNavLink
          component={Link}
          to="/account/notes"
          label={t('notes.title')}
          leftSection={<IconNotebook size={18} />}
          active={pathname.startsWith('/account/notes')}
          onClick={onNavigate}
        />
      )}
      <MantineNavLink
        component={Link}
        to="/help"
        label={t('support.menu')}
        leftSection={<IconHelp size={18} />}
        active={pathname.startsWith('/help')}
        onClick={onNavigate}
      />
    </>
  );
}
