import { Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TParentChild } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { LinkChildForm } from './LinkChildForm';
import { parentsApi, parentsKeys } from './parents-api';
import { consentText } from './parents-format';
import { QueryState } from './QueryState';
import './parents.pl';

/** A PARENT's home: one card per linked child, the requests to pay, and the form that links another child. */
export function ParentHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('parents.home.title'));
  const children = useQuery({ queryKey: parentsKeys.children, queryFn: ({ signal }) => parentsApi.children(signal) });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('parents.home.title')}</Title>
          <Text c="dimmed">{t('parents.home.intro')}</Text>
        </Stack>
        <Button component={Link} to="/parent/requests" variant="light" leftSection={<IconShoppingCart size={18} />}>
          {t('parents.nav.requests')}
        </Button>
      </Group>
      <QueryState query={children} errorFallback={t('parents.home.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <Text>{t('parents.home.empty')}</Text>
          ) : (
            <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((child) => (
                <ChildCard key={child.id} child={child} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
      <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
        <LinkChildForm />
      </Paper>
    </Stack>
  );
}

function ChildCard({ child }: { child: TParentChild }) {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={child.displayName}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {child.displayName}
          </Title>
          {child.pendingRequests > 0 && (
            <Badge color="orange" variant="light">
              {t('parents.card.pending', { count: child.pendingRequests })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('parents.card.login', { username: child.username })}
        </Text>
        <Text size="sm">{consentText(t, child.consent)}</Text>
        {child.linkConfirmed ? (
          <>
            <Text size="sm">{t('parents.card.answers', { count: child.answersThisWeek })}</Text>
            {child.lateAssignments > 0 ? (
              <Text size="sm" c="red" fw={600}>
                {t('parents.card.late', { count: child.lateAssignments })}
              </Text>
            ) : (
              <Text size="sm">{t('parents.card.noLate')}</Text>
            )}
          </>
        ) : (
          <Text size="sm" c="orange">
            {t('parents.card.awaitingChild')}
          </Text>
        )}
        <Anchor component={Link} to={`/parent/children/${child.id}`} fw={600}>
          {t('parents.card.open', { name: child.displayName })}
        </Anchor>
      </Stack>
    </Card>
  );
}
