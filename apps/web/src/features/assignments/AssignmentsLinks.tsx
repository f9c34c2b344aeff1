import { NavLink as MantineNavLink, Menu } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../lib/session/useViewer';
import './assignments.pl';

/** Assignments are worked on by pupils (USER); teachers reach theirs from each class's page. */
const useShowsAssignments = () => useViewer().viewer?.role === 'USER';

/** 'Zadane' in the user menu. */
export function AssignmentsMenuItem() {
  const { t } = useTranslation();
  if (!useShowsAssignments()) return null;
  return (
    <Menu.Item component={Link} to="/assignments" leftSection={<IconClipboardCheck size={16} />}>
      {t('assignments.menu')}
    </Menu.Item>
  );
}

/** 'Zadane' in the phone navigation. */
export function AssignmentsNavLink({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  if (!useShowsAssignments()) return null;
  return (
    <MantineNavLink
      component={Link}
      to="/assignments"
      label={t('assignments.menu')}
      leftSection={<IconClipboardCheck size={18} />}
      active={pathname.startsWith('/assignments')}
      onClick={onNavigate}
    />
  );
}
