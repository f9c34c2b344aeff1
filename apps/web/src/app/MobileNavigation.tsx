import { Button, Divider, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import {
  IconBook2,
  IconCategory,
  IconCertificate,
  IconClipboardList,
  IconDice5,
  IconFileCertificate,
  IconFolder,
  IconHome,
  IconId,
  IconListCheck,
  IconPuzzle,
  IconSchool,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AdminNavLinks } from '../features/admin/AdminNavLinks';
import { AssignmentsNavLink } from '../features/assignments/AssignmentsLinks';
import { ClassesNavLink } from '../features/classes/ClassesLinks';
import { CommerceNavLinks } from '../features/commerce/CommerceLinks';
import { CourseEditorNavLinks } from '../features/course-editor/CourseEditorLinks';
import { ListsNavLink } from '../features/lists/ListsLinks';
import { ModerationNavLinks } from '../features/moderation/ModerationLinks';
import { ParentsNavLinks } from '../features/parents/ParentsLinks';
import { ReportsNavLinks } from '../features/reports/ReportsLinks';
import { SupportNavLinks } from '../features/support/SupportLinks';
import { useIsAuthenticated } from '../lib/session/useSession';
import '../features/account/account.pl';
import '../components/files/files.pl';
import '../features/coursebooks/coursebooks.pl';

/** The phone navigation: a drawer opened by the header's burger. */
export function MobileNavigation({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAuthenticated = useIsAuthenticated();

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="80%"
      padding="md"
      title={t('app.name')}
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack gap="xs" component="nav" aria-label={t('nav.mainNavigation')}>
        <MantineNavLink
          component={Link}
          to="/"
          label={t('nav.home')}
          leftSection={<IconHome size={18} />}
          active={pathname === '/'}
          onClick={onClose}
        />
        <ClassesNavLink pathname={pathname} onNavigate={onClose} />
        <ParentsNavLinks pathname={pathname} onNavigate={onClose} />
        <MantineNavLink
          component={Link}
          to="/homeworks"
          label={t('nav.homeworks')}
          leftSection={<IconListCheck size={18} />}
          active={pathname.startsWith('/homeworks')}
          onClick={onClose}
        />
        <MantineNavLink
          component={Link}
          to="/exams"
          label={t('nav.exams')}
          leftSection={<IconFileCertificate size={18} />}
          active={pathname.startsWith('/exams')}
          onClick={onClose}
        />
        <MantineNavLink
          component={Link}
          to="/resources/concepts"
          label={t('nav.concepts')}
          leftSection={<IconBook2 size={18} />}
          active={pathname.startsWith('/resources/concepts')}
          onClick={onClose}
        />
        <MantineNavLink
          component={Link}
          to="/exercises"
          label={t('nav.exercises')}
          leftSection={<IconPuzzle size={18} />}
          active={pathname.startsWith('/exercises')}
          onClick={onClose}
        />
        <MantineNavLink
          component={Link}
          to="/generators"
          label={t('nav.generators')}
          leftSection={<IconDice5 size={18} />}
          active={pathname.startsWith('/generators')}
          onClick={onClose}
        />
        <MantineNavLink
          component={Link}
          to="/courses"
          label={t('nav.courses')}
          leftSection={<IconCertificate size={18} />}
          active={pathname.startsWith('/courses')}
          onClick={onClose}
        />
        <MantineNavLink
          component={Link}
          to="/tutoring"
          label={t('nav.tutoring')}
          leftSection={<IconSchool size={18} />}
          active={pathname.startsWith('/tutoring')}
          onClick={onClose}
        />
        <MantineNavLink
          component={Link}
          to="/requests"
          label={t('nav.homeworkRequests')}
          leftSection={<IconClipboardList size={18} />}
          active={pathname.startsWith('/requests')}
          onClick={onClose}
        />
        <MantineNavLink
          component={Link}
          to="/resources/homework-types"
          label={t('nav.homeworkTypes')}
          leftSection={<IconCategory size={18} />}
          active={pathname.startsWith('/resources/homework-types')}
          onClick={onClose}
        />
        <MantineNavLink
          component={Link}
          to="/resources/books"
          label={t('coursebooks.menu')}
          leftSection={<IconBook2 size={18} />}
          active={pathname.startsWith('/resources/books')}
          onClick={onClose}
        />
        <AssignmentsNavLink pathname={pathname} onNavigate={onClose} />
        {isAuthenticated && <ModerationNavLinks pathname={pathname} onNavigate={onClose} />}
        {isAuthenticated && <CommerceNavLinks pathname={pathname} onNavigate={onClose} />}
        {isAuthenticated && <ReportsNavLinks pathname={pathname} onNavigate={onClose} />}
        {isAuthenticated && <CourseEditorNavLinks pathname={pathname} onNavigate={onClose} />}
        <ListsNavLink pathname={pathname} onNavigate={onClose} />
        <SupportNavLinks pathname={pathname} onNavigate={onClose} />
        {isAuthenticated && (
          <MantineNavLink
            component={Link}
            to="/account/files"
            label={t('files.title')}
            leftSection={<IconFolder size={18} />}
            active={pathname === '/account/files'}
            onClick={onClose}
          />
        )}
        {isAuthenticated && (
          <MantineNavLink
            component={Link}
            to="/account/profile"
            label={t('accountProfile.menu')}
            leftSection={<IconUserCircle size={18} />}
            active={pathname === '/account/profile'}
            onClick={onClose}
          />
        )}
        {isAuthenticated && (
          <MantineNavLink
            component={Link}
            to="/account/data"
            label={t('nav.accountData')}
            leftSection={<IconId size={18} />}
            active={pathname === '/account/data'}
            onClick={onClose}
          />
        )}
        {isAuthenticated && (
          <MantineNavLink
            component={Link}
            to="/account/security"
            label={t('nav.security')}
            leftSection={<IconShieldLock size={18} />}
            active={pathname === '/account/security'}
            onClick={onClose}
          />
        )}
        {isAuthenticated && <AdminNavLinks pathname={pathname} onNavigate={onClose} />}
        {!isAuthenticated && (
          <>
            <Divider my="sm" />
            <Button component={Link} to="/login" variant="default" onClick={onClose}>
              {t('nav.login')}
            </Button>
            <Button component={Link} to="/register" onClick={onClose}>
              {t('nav.register')}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
