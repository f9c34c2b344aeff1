import './tutoring-styles';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarEvent, IconSchool } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  can,
  formatPln,
  minRatingLabel,
  parsePlnInput,
  schoolLevelLabels,
  schoolLevels,
  subjects,
  type TTutorCard,
  type TTutorSearchQueryInput,
  tutoring,
  ZTutorSearchQuery,
} from '@zadania/shared';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { withPageParam } from '../../components/page-param';
import { RatingStars } from '../../components/RatingStars';
import { ResultsPagination } from '../../components/ResultsPagination';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useIsAuthenticated } from '../auth/useSession';
import { useViewer } from '../auth/useViewer';
import { initialsOf } from '../profiles/profile-paths';
import { tutoringApi, tutoringKeys } from './tutoring-api';
import { plnInputText } from './tutoring-format';

const pageSize = 10;
const filterKeys = ['page', 'subject', 'level', 'maxPrice', 'minRating', 'freeFrom'] as const;
type TFilterKey = (typeof filterKeys)[number];
export type TTutorFilters = Pick<TTutorSearchQueryInput, TFilterKey>;

/** The filters in the URL, each checked with the contract's own field schema (a bad value is dropped). */
export function parseTutorFilters(params: URLSearchParams): TTutorFilters {
  const filters: Record<string, unknown> = {};
  for (const key of filterKeys) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = ZTutorSearchQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as TTutorFilters;
}

/** The URL with one filter changed; any change of a filter other than the page goes back to page 1. */
export function withTutorFilter(current: URLSearchParams, key: Exclude<TFilterKey, 'page'>, value: string | null) {
  const next = new URLSearchParams(current);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  next.delete('page');
  return next;
}

/** /tutoring: teachers who tutor, filtered by subject, level, price, rating and a free time. */
export function TutorSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseTutorFilters(params), [params]);
  const query: TTutorSearchQueryInput = { ...filters, pageSize };
  const list = useQuery({
    queryKey: tutoringKeys.search(query),
    queryFn: ({ signal }) => tutoringApi.searchTeachers(query, signal),
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('tutoring.search.title'));
  const setFilter = (key: Exclude<TFilterKey, 'page'>, value: string | null) =>
    setParams((current) => withTutorFilter(current, key, value));
  const data = list.data;

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('tutoring.search.title')}</Title>
          <Text c="dimmed">{t('tutoring.search.intro')}</Text>
        </Stack>
        <AccountLinks />
      </Group>
      <TutorFilters filters={filters} onChange={setFilter} onReset={() => setParams(new URLSearchParams())} />
      {!data && list.isPending && (
        <div aria-busy="true">
          <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
          <CardListSkeleton count={3} />
        </div>
      )}
      {list.isError && !data && (
        <Stack gap="xs" align="flex-start">
          <Text c="red" role="alert">
            {t('tutoring.loadError')}
          </Text>
          <Button variant="light" onClick={() => void list.refetch()}>
            {t('tutoring.retry')}
          </Button>
        </Stack>
      )}
      {data && (
        <Text fw={600} aria-live="polite">
          {t('tutoring.search.results', { total: data.total })}
        </Text>
      )}
      {data && data.results.length === 0 && <Text c="dimmed">{t('tutoring.search.empty')}</Text>}
      {data && data.results.length > 0 && (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {data.results.map((card) => (
            <TutorCard key={card.teacher.id} card={card} />
          ))}
        </Stack>
      )}
      {data && data.pageCount > 1 && (
        <ResultsPagination
          page={data.page}
          pageCount={data.pageCount}
          onPageChange={(next) => setParams((current) => withPageParam(current, next))}
        />
      )}
    </Stack>
  );
}

function AccountLinks() {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const { viewer } = useViewer();
  if (!signedIn) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component={Link}
        to="/account/bookings"
        variant="light"
        leftSection={<IconCalendarEvent size={16} aria-hidden />}
      >
        {t('tutoring.search.myBookings')}
      </Button>
      {can(viewer, 'offerLessons', tutoring) && (
        <Button
          component={Link}
          to="/account/tutoring"
          variant="default"
          leftSection={<IconSchool size={16} aria-hidden />}
        >
          {t('tutoring.search.myOffer')}
        </Button>
      )}
    </Group>
  );
}

type TFiltersProps = {
  filters: TTutorFilters;
  onChange: (key: Exclude<TFilterKey, 'page'>, value: string | null) => void;
  onReset: () => void;
};

function TutorFilters({ filters, onChange, onReset }: TFiltersProps) {
  const { t } = useTranslation();
  const savedPrice = typeof filters.maxPrice === 'number' ? plnInputText(filters.maxPrice) : '';
  const [price, setPrice] = useState(savedPrice);
  useEffect(() => setPrice(savedPrice), [savedPrice]);
  const commitPrice = () => {
    const grosze = parsePlnInput(price);
    onChange('maxPrice', grosze === null ? null : String(grosze));
    if (grosze === null) setPrice('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commitPrice();
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={submit}
      aria-label={t('tutoring.search.filters')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <NativeSelect
          label={t('tutoring.search.subject')}
          value={filters.subject ?? ''}
          onChange={(event) => onChange('subject', event.currentTarget.value)}
          data={[
            { value: '', label: t('tutoring.search.any') },
            ...subjects.map((subject) => ({ value: subject, label: t(`tutoring.subjects.${subject}`) })),
          ]}
        />
        <NativeSelect
          label={t('tutoring.search.level')}
          value={filters.level ?? ''}
          onChange={(event) => onChange('level', event.currentTarget.value)}
          data={[
            { value: '', label: t('tutoring.search.any') },
            ...schoolLevels.map((level) => ({ value: level, label: schoolLevelLabels[level] })),
          ]}
        />
        <TextInput
          label={t('tutoring.search.maxPrice')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          onBlur={commitPrice}
        />
        <NativeSelect
          label={t('tutoring.search.minRating')}
          value={filters.minRating === undefined ? '' : String(filters.minRating)}
          onChange={(event) => onChange('minRating', event.currentTarget.value)}
          data={[
            { value: '', label: t('tutoring.search.anyRating') },
            ...[4, 3, 2, 1].map((stars) => ({ value: String(stars), label: minRatingLabel(stars) })),
          ]}
        />
        <TextInput
          type="date"
          label={t('tutoring.search.freeFrom')}
          value={filters.freeFrom ?? ''}
          onChange={(event) => onChange('freeFrom', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit" variant="light">
          {t('tutoring.search.apply')}
        </Button>
        <Button variant="subtle" onClick={onReset}>
          {t('tutoring.search.reset')}
        </Button>
      </Group>
    </Card>
  );
}

function TutorCard({ card }: { card: TTutorCard }) {
  const { t } = useTranslation();
  const { teacher } = card;
  const nameId = `tutor-${teacher.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={nameId} data-testid="tutor-card">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={teacher.avatar?.url} alt="" size={56} radius="xl" color="blue">
            {initialsOf(teacher.displayName)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Anchor
              component={Link}
              to={`/teachers/${encodeURIComponent(teacher.username)}`}
              fw={700}
              size="lg"
              id={nameId}
              style={{ overflowWrap: 'anywhere' }}
            >
              {teacher.displayName}
            </Anchor>
            <Group gap={6} wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('tutoring.search.rating')}
              </Text>
              <RatingStars value={teacher.rating.lectureRating} count={teacher.rating.lectureCount} size="xs" />
            </Group>
          </Stack>
          <Text fw={800} size="lg" style={{ whiteSpace: 'nowrap' }}>
            {t('tutoring.search.priceFrom', { price: formatPln(card.minPriceGross) })}
          </Text>
        </Group>
        {card.description && (
          <Text size="sm" lineClamp={3}>
            {card.description}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          {card.subjects.map((subject) => (
            <Badge key={subject} variant="light" radius="sm" tt="none">
              {t(`tutoring.subjects.${subject}`)}
            </Badge>
          ))}
          {card.levels.map((level) => (
            <Badge key={level} variant="outline" color="gray" radius="sm" tt="none">
              {schoolLevelLabels[level]}
            </Badge>
          ))}
        </Group>
        <Group gap={6} wrap="wrap">
          <Text size="sm">{t('tutoring.search.durations', { durations: card.durations.join(', ') })}</Text>
          {card.packages && (
            <Badge variant="light" color="teal" radius="sm" tt="none">
              {t('tutoring.search.packages')}
            </Badge>
          )}
          {card.groupLessons && (
            <Badge variant="light" color="grape" radius="sm" tt="none">
              {t('tutoring.search.group')}
            </Badge>
          )}
        </Group>
        <Group>
          <Button
            component={Link}
            to={`/tutoring/${teacher.id}`}
            aria-label={t('tutoring.search.bookWith', { name: teacher.displayName })}
          >
            {t('tutoring.search.book')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
