import { Anchor, Box, Burger, Button, Group, Text } from '@mantine/core';
import { IconMathFunction } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ClassesHeaderLink } from '../features/classes/ClassesLinks';
import { ParentsHeaderLinks } from '../features/parents/ParentsLinks';
import { HelpButton } from '../features/safeguarding';
import { useIsAuthenticated } from '../lib/session/useSession';
import { useViewer } from '../lib/session/useViewer';
import classes from './AppHeader.module.css';
import { ColorSchemeToggle } from './ColorSchemeToggle';

// Signed in only: their menus (and the floating UI under them) load with the first signed-in page.
const NotificationBell = lazy(() =>
  import('../features/moderation/NotificationBell').then((module) => ({ default: module.NotificationBell })),
);
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

export function AppHeader({ drawerOpened, onToggleDrawer }: { drawerOpened: boolean; onToggleDrawer: () => void }) {
  const { t } = useTranslation();
  const isAuthenticated = useIsAuthenticated();
  const { viewer } = useViewer();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          hiddenFrom="sm"
          size="sm"
          aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
        />
        <Anchor component={Link} to="/" underline="never" c="inherit" className={classes.brand}>
          <IconMathFunction size={26} aria-hidden />
          <Text fw={800} fz="lg" component="span">
            {t('app.name')}
          </Text>
        </Anchor>
        <Group component="nav" aria-label={t('nav.mainNavigation')} gap={4} ml="lg" visibleFrom="sm">
          <NavLink to="/" end className={classes.link}>
            {t('nav.home')}
          </NavLink>
          <ClassesHeaderLink className={classes.link} />
          <ParentsHeaderLinks className={classes.link} />
          <NavLink to="/homeworks" className={classes.link}>
            {t('nav.homeworks')}
          </NavLink>
          <NavLink to="/exams" className={classes.link}>
            {t('nav.exams')}
          </NavLink>
          <NavLink to="/resources/concepts" className={classes.link}>
            {t('nav.concepts')}
          </NavLink>
          <NavLink to="/exercises" className={classes.link}>
            {t('nav.exercises')}
          </NavLink>
          <NavLink to="/courses" className={classes.link}>
            {t('nav.courses')}
          </NavLink>
          <NavLink to="/tutoring" className={classes.link}>
            {t('nav.tutoring')}
          </NavLink>
          <NavLink to="/requests" className={classes.link}>
            {t('nav.homeworkRequests')}
          </NavLink>
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {viewer?.role === 'USER' && (
          // "Potrzebuję pomocy" on every page of a signed-in pupil (issue 72): in sight, never inside a menu.
          <>
            <Box visibleFrom="sm">
              <HelpButton />
            </Box>
            <Box hiddenFrom="sm">
              <HelpButton short />
            </Box>
          </>
        )}
        <ColorSchemeToggle />
        {isAuthenticated ? (
          <Suspense fallback={null}>
            <NotificationBell />
            <UserMenu />
          </Suspense>
        ) : (
          <Group gap="xs" visibleFrom="sm" wrap="nowrap">
            <Button component={Link} to="/login" variant="default">
              {t('nav.login')}
            </Button>
            <Button component={Link} to="/register">
              {t('nav.register')}
            </Button>
          </Group>
        )}
      </Group>
    </Group>
  );
}
