import { AppShell, Container, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AppHeader } from './AppHeader';
import { MobileNavigation } from './MobileNavigation';
import { removeSplash } from './splash';

export function AppLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
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
      <MobileNavigation opened={drawerOpened} onClose={drawer.close} />
      <AppShell.Main>
        <Container size="lg" px={{ base: 0, sm: 'md' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}
