import { Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  formatPln,
  schoolLevelLabels,
  schoolLevels,
  subjectLabels,
  subjects,
  type THomeworkRequestListQueryIn,
  type THomeworkRequestSummary,
  type TSchoolLevel,
  type TSubject,
} from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListTabs } from '../../components/ListTabs';
import { formatCount } from '../../components/number-format';
import { PagedCardList } from '../../components/PagedCardList';
import { pageParamSetter } from '../../components/page-param';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { parsePage } from '../../lib/page-param';
import { useViewer } from '../../lib/session/useViewer';
import { homeworkRequestsPl } from './homework-requests.pl';
import { homeworkRequestKeys, homeworkRequestsApi } from './homework-requests-api';
import { formatDeadline, requestStatusColors } from './request-format';

type TScope = 'mine' | 'open' | 'offered';
const pageSize = 10;

/**
 * /requests: a student's own requests with 'Nowe zlecenie'; for a TEACHER the open requests of students to make
 * offers on (by subject and level), their own offers, and their own requests.
 */
export function RequestsPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const [params, setParams] = useSearchParams();
  const teacher = viewer?.role === 'TEACHER';
  const requested = params.get('scope');
  const scope: TScope = teacher ? (requested === 'mine' || requested === 'offered' ? requested : 'open') : 'mine';
  const subject = (subjects as readonly string[]).includes(params.get('subject') ?? '')
    ? (params.get('subject') as TSubject)
    : undefined;
  const level = (schoolLevels as readonly string[]).includes(params.get('level') ?? '')
    ? (params.get('level') as TSchoolLevel)
    : undefined;
  const page = parsePage(params.get('page'));
  useDocumentTitle(t('homeworkRequests.list.title'));

  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('homeworkRequests.list.title')}</Title>
          <Text c="dimmed">{teacher ? t('homeworkRequests.list.teacherIntro') : t('homeworkRequests.list.intro')}</Text>
        </div>
        <Button component={Link} to="/requests/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('homeworkRequests.list.newRequest')}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        <Select
          label={t('homeworkRequests.list.subject')}
          placeholder={t('homeworkRequests.list.all')}
          data={subjects.map((value) => ({ value, label: subjectLabels[value] }))}
          value={subject ?? null}
          onChange={(value) => setParam('subject', value)}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('homeworkRequests.list.level')}
          placeholder={t('homeworkRequests.list.all')}
          data={schoolLevels.map((value) => ({ value, label: schoolLevelLabels[value] }))}
          value={level ?? null}
          onChange={(value) => setParam('level', value)}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <ListTabs
        shown={teacher}
        value={scope}
        onChange={(value) => setParam('scope', value === 'open' ? null : value)}
        tabs={[
          { value: 'open', label: t('homeworkRequests.list.open') },
          { value: 'offered', label: t('homeworkRequests.list.offered') },
          { value: 'mine', label: t('homeworkRequests.list.mine') },
        ]}
      >
        <RequestList
          query={{ scope, subject, level, page, pageSize }}
          enabled={ready}
          onPage={pageParamSetter(setParams)}
        />
      </ListTabs>
    </Stack>
  );
}

type TListProps = {
  query: THomeworkRequestListQueryIn & { scope: TScope };
  enabled: boolean;
  onPage: (page: number) => void;
};

function RequestList({ query, enabled, onPage }: TListProps) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: homeworkRequestKeys.list(query),
    queryFn: ({ signal }) => homeworkRequestsApi.list(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  const empty =
    query.scope === 'open'
      ? t('homeworkRequests.list.emptyOpen')
      : query.scope === 'offered'
        ? t('homeworkRequests.list.emptyOffered')
        : t('homeworkRequests.list.empty');
  return (
    <PagedCardList
      list={list}
      placeholder={{ enabled }}
      loadError={t('homeworkRequests.loadError')}
      retryLabel={t('homeworkRequests.retry')}
      empty={empty}
      onPage={onPage}
    >
      {(request) => <RequestCard key={request.id} request={request} />}
    </PagedCardList>
  );
}

function RequestCard({ request }: { request: THomeworkRequestSummary }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={request.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text component={Link} to={`/requests/${request.id}`} fw={600} td="none" c="inherit">
            {request.title}
          </Text>
          <Badge color={requestStatusColors[request.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`homeworkRequests.statuses.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {subjectLabels[request.subject]} · {schoolLevelLabels[request.level]}
        </Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm">{t('homeworkRequests.list.deadline', { date: formatDeadline(request.deadline) })}</Text>
          {request.budgetGross !== null && (
            <Text size="sm">{t('homeworkRequests.list.budget', { amount: formatPln(request.budgetGross) })}</Text>
          )}
          <Text size="sm" c="dimmed">
            {formatCount(request.offerCount, homeworkRequestsPl.list.offers)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
