import './catalogue-styles';
import { Group, Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/hooks/useDocumentTitle';
import { useHashScroll } from '../lib/hooks/useHashScroll';
import { BackLink } from './BackLink';
import { DetailUnavailable } from './DetailUnavailable';
import './catalogue.pl';

/**
 * The frame of a resource's page (a concept, a task type): a skeleton while loading, the reason when it is
 * missing or failed, else the way back to the list, the name with its badges, a subtitle and the content.
 */
export function ResourceDetailLayout<T extends { name: string }>({
  query,
  isMissing,
  notFoundTitle,
  backTo,
  backLabel,
  badges,
  subtitle,
  children,
}: {
  query: UseQueryResult<T>;
  isMissing: (error: unknown) => boolean;
  notFoundTitle: string;
  backTo: string;
  backLabel: string;
  badges: (data: T) => ReactNode;
  subtitle: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const data = query.data;
  useDocumentTitle(data?.name ?? null);
  useHashScroll(!!data);

  if (query.isPending) {
    return (
      <Stack gap="md" aria-hidden>
        <Skeleton height={32} width="40%" />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (!data) {
    const missing = isMissing(query.error);
    return (
      <DetailUnavailable
        title={missing ? notFoundTitle : t('catalogue.loadError')}
        onRetry={missing ? undefined : () => query.refetch()}
        backTo={backTo}
        backLabel={backLabel}
      />
    );
  }

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={860}>
      <BackLink to={backTo}>{backLabel}</BackLink>
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Title>
          {badges(data)}
        </Group>
        {subtitle(data)}
      </Stack>
      {children(data)}
    </Stack>
  );
}
