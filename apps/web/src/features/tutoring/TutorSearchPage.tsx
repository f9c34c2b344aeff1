import './tutoring-styles';
import { Anchor, Avatar, Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconSchool } from '@tabler/icons-react';
import {
  can,
  formatPln,
  schoolLevelLabels,
  subjects,
  type TTutorCard,
  type TTutorSearchQueryInput,
  tutoring,
  ZTutorSearchQuery,
} from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { RatingStars } from '../../components/RatingStars';
import {
  FilterSelect,
  minRatingOptions,
  SearchFiltersForm,
  schoolLevelOptions,
  usePriceFilterDraft,
} from '../../components/search-page/SearchFilters';
import { SearchPageLayout } from '../../components/search-page/SearchPageLayout';
import { SearchResults } from '../../components/search-page/SearchResults';
import type { TUrlFilters } from '../../components/search-page/url-filters';
import { useSearchParamsFilters } from '../../components/search-page/useSearchParamsFilters';
import { useSearchQuery } from '../../components/search-page/useSearchQuery';
import { initialsOf } from '../../lib/profile-paths';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { useViewer } from '../../lib/session/useViewer';
import { tutoringApi, tutoringKeys } from './tutoring-api';
import { plnInputText } from './tutoring-format';
import './tutoring.pl';

const pageSize = 10;
const filterKeys = ['page', 'subject', 'level', 'maxPrice', 'minRating', 'freeFrom'] as const;
type TFilterKey = (typeof filterKeys)[number];
export type TTutorFilters = TUrlFilters<typeof ZTutorSearchQuery.shape, TFilterKey>;

/** /tutoring: teachers who tutor, filtered by subject, level, price, rating and a free time. */
export function TutorSearchPage() {
  const { t } = useTranslation();
  const search = useSearchParamsFilters(ZTutorSearchQuery.shape, filterKeys);
  const query: TTutorSearchQueryInput = { ...search.filters, pageSize };
  const list = useSearchQuery(tutoringKeys.search(query), (signal) => tutoringApi.searchTeachers(query, signal));

  return (
    <SearchPageLayout title={t('tutoring.search.title')} intro={t('tutoring.search.intro')} actions={<AccountLinks />}>
      <TutorFilters filters={search.filters} onChange={search.setFilter} onReset={() => search.reset()} />
      <SearchResults
        list={list}
        skeleton={<CardListSkeleton count={3} />}
        loadError={t('tutoring.loadError')}
        retry={t('tutoring.retry')}
        count={(total) => t('tutoring.search.results', { total })}
        empty={t('tutoring.search.empty')}
        onPageChange={search.setPage}
        renderResults={(results, style) => (
          <Stack gap="sm" style={style}>
            {results.map((card) => (
              <TutorCard key={card.teacher.id} card={card} />
            ))}
          </Stack>
        )}
      />
    </SearchPageLayout>
  );
}

function AccountLinks() {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const { viewer } = useViewer();
  if (!signedIn) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <LinkButton to="/account/bookings" icon={IconCalendarEvent} variant="light">
        {t('tutoring.search.myBookings')}
      </LinkButton>
      {can(viewer, 'offerLessons', tutoring) && (
        <LinkButton to="/account/tutoring" icon={IconSchool} variant="default">
          {t('tutoring.search.myOffer')}
        </LinkButton>
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
  const price = usePriceFilterDraft(filters.maxPrice, plnInputText, (value) => onChange('maxPrice', value));

  return (
    <SearchFiltersForm
      label={t('tutoring.search.filters')}
      cols={{ base: 1, xs: 2, md: 5 }}
      onApply={price.commit}
      applyLabel={t('tutoring.search.apply')}
      onReset={onReset}
      resetLabel={t('tutoring.search.reset')}
    >
      <FilterSelect
        label={t('tutoring.search.subject')}
        value={filters.subject}
        anyLabel={t('tutoring.search.any')}
        options={subjects.map((subject) => ({ value: subject, label: t(`tutoring.subjects.${subject}`) }))}
        onChange={(value) => onChange('subject', value)}
      />
      <FilterSelect
        label={t('tutoring.search.level')}
        value={filters.level}
        anyLabel={t('tutoring.search.any')}
        options={schoolLevelOptions}
        onChange={(value) => onChange('level', value)}
      />
      <TextInput label={t('tutoring.search.maxPrice')} {...price.inputProps} />
      <FilterSelect
        label={t('tutoring.search.minRating')}
        value={filters.minRating}
        anyLabel={t('tutoring.search.anyRating')}
        options={minRatingOptions}
        onChange={(value) => onChange('minRating', value)}
      />
      <TextInput
        type="date"
        label={t('tutoring.search.freeFrom')}
        value={filters.freeFrom ?? ''}
        onChange={(event) => onChange('freeFrom', event.currentTarget.value)}
      />
    </SearchFiltersForm>
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
