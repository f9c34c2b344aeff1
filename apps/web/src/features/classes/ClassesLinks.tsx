import { NavLink as MantineNavLink, Menu } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useViewer } from '../../lib/session/useViewer';
import './classes.pl';

/** Classes are for teachers who run them and pupils who join them; ADMIN reaches them by address. */
const useShowsClasses = () => {
  const role = useViewer().viewer?.role;
  return role === 'TEACHER' || role === 'USER';
};

/** 'Klasy' in the user menu. */
export function ClassesMenuItem() {
  const { t } = useTranslation();
  if (!useShowsClasses()) return null;
  return (
    <Menu.Item component={Link} to="/classes" leftSection={<IconUsersGroup size={16} />}>
      {t('classes.menu')}
    </Menu.Item>
  );
}

/** 'Klasy' in the phone navigation. */
export function ClassesNavLink({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  if (!useShowsClasses()) return null;
  return (
    <MantineNavLink
      component={Link}
      to="/classes"
      label={t('classes.menu')}
      leftSection={<IconUsersGroup size={18} />}
      active={pathname.startsWith('/classes')}
      onClick={onNavigate}
    />
  );
}

/** 'Klasy' in the header's main navigation (desktop) for a teacher, whose daily work starts at their classes. */
export function ClassesHeaderLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  if (useViewer().viewer?.role !== 'TEACHER') return null;
  return (
    <NavLink to="/classes" className={className}>
      {t('classes.menu')}
    </NavLink>
  );
}
