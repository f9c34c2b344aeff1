import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApprovalDecision, TMathConceptChange } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RowsSkeleton } from '../../components/PageSkeleton';
import { pageParamSetter } from '../../components/page-param';
import { ResultsPagination } from '../../components/ResultsPagination';
import { formatDateTime } from '../../i18n/dates';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { parsePage } from '../../lib/page-param';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { useCatalogueAccess } from '../../lib/session/useViewer';
import { showToast } from '../../lib/toasts';
import { ForbiddenNotice } from '../moderation';
import { conceptChangeKeys, conceptChangesApi } from './concept-changes-api';
import '../moderation';
import './concept-changes.pl';
import '../../components/catalogue.pl';

export const conceptChangesPageSize = 10;

const statusColors = { PENDING: 'yellow', APPROVED: 'teal', REJECTED: 'red' } as const;

function ChangeCard({ change }: { change: TMathConceptChange }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (status: TApprovalDecision) => conceptChangesApi.decide(change.id, status),
    onSuccess: (_result, status) => {
      showToast({
        variant: 'success',
        message: status === 'APPROVED' ? t('conceptChanges.approved') : t('conceptChanges.rejected'),
      });
      void queryClient.invalidateQueries({ queryKey: conceptChangeKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['math-concept'] });
    },
  });
  const headingId = `change-${change.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {change.concept ? (
                <Anchor component={Link} to={`/resources/concepts/${change.concept.slug}`}>
                  {change.concept.name}
                </Anchor>
              ) : (
                t('conceptChanges.deletedConcept')
              )}
            </Title>
            <Text size="sm" c="dimmed">
              {t('conceptChanges.proposer')}: {change.proposer?.displayName ?? t('conceptChanges.unknownProposer')}
              {change.proposer && ` (@${change.proposer.username})`} · {t('conceptChanges.date')}:{' '}
              {formatDateTime(change.createdAt)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="light" radius="sm">
              {t(`catalogue.conceptTypes.${change.type}`)}
            </Badge>
            <Badge variant="light" radius="sm" color={statusColors[change.status]}>
              {t(`conceptChanges.statuses.${change.status}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('conceptChanges.proposedName')}:
          </Text>{' '}
          {change.name}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('conceptChanges.proposedAliases')}:
          </Text>{' '}
          {change.aliases.length > 0 ? change.aliases.join(', ') : t('conceptChanges.noAliases')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('conceptChanges.proposedDescription')}:
          </Text>
          {change.description ? (
            <RichContent html={change.description} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('conceptChanges.noDescription')}
            </Text>
          )}
        </Stack>
        {change.status === 'PENDING' && (
          <Group justify="flex-end" gap="sm">
            <Button
              color="red"
              variant="light"
              onClick={() => decide.mutate('REJECTED')}
              loading={decide.isPending && decide.variables === 'REJECTED'}
              disabled={decide.isPending}
            >
              {t('conceptChanges.reject')}
            </Button>
            <Button
              color="teal"
              onClick={() => decide.mutate('APPROVED')}
              loading={decide.isPending && decide.variables === 'APPROVED'}
              disabled={decide.isPending}
            >
              {t('conceptChanges.approve')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** /admin/concept-changes (ADMIN): proposed changes of concepts, newest first, with the decisions. */
export function ConceptChangesPage() {
  const { t } = useTranslation();
  const { ready, allowed } = useCatalogueAccess('reviewConceptChanges');
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = { page, pageSize: conceptChangesPageSize };
  const list = useQuery({
    queryKey: conceptChangeKeys.list(query),
    queryFn: ({ signal }) => conceptChangesApi.list(query, signal),
    enabled: ready && allowed,
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('conceptChanges.title'));

  if (ready && !allowed) return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / conceptChangesPageSize)) : 1;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Title order={1}>{t('conceptChanges.title')}</Title>
      <Title order={2} size="h4" aria-live="polite">
        {t('catalogue.resultsHeading', { total: data?.total ?? 0 })}
      </Title>
      {!data && (list.isPending || !ready) && <RowsSkeleton count={2} height={140} />}
      {list.isError && !data && <Text c="red">{t('conceptChanges.loadError')}</Text>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('conceptChanges.empty')}</Text>}
      {data && data.results.length > 0 && (
        <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {data.results.map((change) => (
            <ChangeCard key={change.id} change={change} />
          ))}
        </Stack>
      )}
      {data && pageCount > 1 && (
        <ResultsPagination
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={pageParamSetter(setParams)}
        />
      )}
    </Stack>
  );
}
