import { AppShell, Container, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { removeSplash } from './splash';

// The phone drawer loads when the burger is first pressed.
const MobileNavigation = lazy(() =>
  import('./MobileNavigation').then((module) => ({ default: module.MobileNavigation })),
);

export function AppLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);
  const navigation = useNavigation();
  useEffect(removeSplash, []);

  return (
    <AppShell header={{ height: 60 }} padding="md">
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
      <AppShell.Main>
        <Container size="lg" px={{ base: 0, sm: 'md' }}>
          <Outlet />
          <AppFooter />
        </Container>
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}
