import { AppShell, Container, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ParentalConsentNotice } from '../features/auth/ParentalConsentNotice';
import { PasswordChangeGate } from '../features/auth/PasswordChangeGate';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { removeSplash } from './splash';

// The phone drawer loads when the burger is first pressed.
const MobileNavigation = lazy(() =>
  import('./MobileNavigation').then((module) => ({ default: module.MobileNavigation })),
);

/** The id of every page's main content: the skip link's target. */
export const mainContentId = 'tresc';

export function AppLayout() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);
  const navigation = useNavigation();
  useEffect(removeSplash, []);

  return (
    <AppShell header={{ height: 60 }} padding="md">
      {/* The first stop of the keyboard: past the header's links, straight to the page. */}
      <a href={`#${mainContentId}`} className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        {navigation.state === 'loading' && (
          <Progress value={100} animated size={2} radius={0} pos="absolute" top={0} left={0} right={0} aria-hidden />
        )}
        <AppHeader drawerOpened={drawerOpened} onToggleDrawer={drawer.toggle} />
      </AppShell.Header>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNavigation opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
      <AppShell.Main id={mainContentId} tabIndex={-1} className={classes.main}>
        <Container size="lg" px={{ base: 0, sm: 'md' }}>
          <PasswordChangeGate />
          <ParentalConsentNotice />
          <Outlet />
          <AppFooter />
        </Container>
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}
