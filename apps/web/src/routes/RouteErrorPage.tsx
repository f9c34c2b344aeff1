import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { removeSplash } from '../app/splash';
import { NotFoundPage } from '../features/errors/NotFoundPage';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(removeSplash, []);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

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
