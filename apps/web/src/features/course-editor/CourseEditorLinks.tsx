import { NavLink as MantineNavLink, Menu } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../lib/session/useViewer';
import './course-editor.pl';

const useRole = () => useViewer().viewer?.role ?? null;

/** TEACHER and ADMIN: 'Moje kursy' in the user menu ('Kursy do weryfikacji' is in the admin group). */
export function CourseEditorMenuItems() {
  const { t } = useTranslation();
  const role = useRole();
  if (role !== 'TEACHER' && role !== 'ADMIN') return null;
  return (
    <Menu.Item component={Link} to="/account/courses" leftSection={<IconBooks size={16} />}>
      {t('courseEditor.menu')}
    </Menu.Item>
  );
}

/** 'Moje kursy' in the phone navigation. */
export function CourseEditorNavLinks({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const role = useRole();
  if (role !== 'TEACHER' && role !== 'ADMIN') return null;
  return (
    <MantineNavLink
      component={Link}
      to="/account/courses"
      label={t('courseEditor.menu')}
      leftSection={<IconBooks size={18} />}
      active={pathname.startsWith('/account/courses')}
      onClick={onNavigate}
    />
  );
}
