import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { removeSplash } from '../app/splash';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { NetworkError } from '../lib/api/api-error';

/**
 * The page's code or data could not be fetched because the connection is gone: the browser says it is offline, or
 * a lazy page's chunk failed to load (the browsers' messages: "Failed to fetch dynamically imported module",
 * "error loading dynamically imported module", "Importing a module script failed").
 */
export function isConnectionLost(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (error instanceof NetworkError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message);
}

const reloadDocument = () => window.location.reload();

/** Offline: says so, offers a retry, and retries by itself (`retry`, a reload) once the connection is back. */
export function ConnectionLostPage({ retry = reloadDocument }: { retry?: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" role="alert">
        <Title order={1} size="h2">
          {t('routeError.offlineTitle')}
        </Title>
        <Text c="dimmed">{t('routeError.offlineText')}</Text>
        <Button onClick={retry}>{t('routeError.retry')}</Button>
      </Stack>
    </Container>
  );
}

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(removeSplash, []);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isConnectionLost(error)) return <ConnectionLostPage />;

  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.text')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            {t('common.backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
