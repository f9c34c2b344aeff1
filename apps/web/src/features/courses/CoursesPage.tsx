import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  formatPln,
  subjectLabels,
  subjects,
  type TCourseCard,
  type TCourseListQueryInput,
  ZCourseListQuery,
} from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../components/number-format';
import { GridSkeleton } from '../../components/PageSkeleton';
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
import type { TFilterRule, TUrlFilters } from '../../components/search-page/url-filters';
import { useSearchParamsFilters } from '../../components/search-page/useSearchParamsFilters';
import { useSearchQuery } from '../../components/search-page/useSearchQuery';
import { CourseCover } from './CourseCover';
import { CourseSubjectBadges } from './CourseSubjectBadges';
import { coursesPl } from './courses.pl';
import { courseKeys, coursesApi } from './courses-api';

const pageSize = 12;
const filterKeys = ['page', 'subject', 'level', 'free', 'maxPrice', 'minRating', 'sort'] as const;
type TFilterKey = (typeof filterKeys)[number];
export type TCourseFilters = TUrlFilters<typeof ZCourseListQuery.shape, TFilterKey>;
type TChangeKey = Exclude<TFilterKey, 'page'>;
const defaultSort = 'createdAt:DESC';

/** A free course has no price: 'free' and a maximal price do not go together. */
const freeOrMaxPrice: TFilterRule<TChangeKey> = (next, key, value) => {
  if (key === 'free' && value === 'true') next.delete('maxPrice');
  if (key === 'maxPrice' && value && next.get('free') === 'true') next.delete('free');
};

const plnText = (grosze: number) => (grosze / 100).toFixed(2).replace(/\.00$/, '').replace('.', ',');

/** /courses: published courses by subject, level, price and rating, the filters in the URL. */
export function CoursesPage() {
  const { t } = useTranslation();
  const search = useSearchParamsFilters(ZCourseListQuery.shape, filterKeys, { rule: freeOrMaxPrice });
  const query: TCourseListQueryInput = { ...search.filters, pageSize };
  const list = useSearchQuery(courseKeys.list(query), (signal) => coursesApi.list(query, signal));

  return (
    <SearchPageLayout title={t('courses.title')} intro={t('courses.intro')}>
      <CourseFilters filters={search.filters} onChange={search.setFilter} onReset={() => search.reset(['sort'])} />
      <SearchResults
        list={list}
        skeleton={<GridSkeleton count={6} height={180} cols={{ base: 1, sm: 2, lg: 3 }} testId="courses-skeleton" />}
        loadError={t('courses.loadError')}
        retry={t('courses.retry')}
        count={(total) => formatCount(total, coursesPl.results)}
        empty={t('courses.empty')}
        onPageChange={search.setPage}
        renderResults={(results, style) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={style} data-testid="course-grid">
            {results.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </SimpleGrid>
        )}
      />
    </SearchPageLayout>
  );
}

type TFiltersProps = {
  filters: TCourseFilters;
  onChange: (key: TChangeKey, value: string | null) => void;
  onReset: () => void;
};

function CourseFilters({ filters, onChange, onReset }: TFiltersProps) {
  const { t } = useTranslation();
  const price = usePriceFilterDraft(filters.maxPrice, plnText, (value) => onChange('maxPrice', value));

  return (
    <SearchFiltersForm
      label={t('courses.filters')}
      cols={{ base: 1, xs: 2, md: 3, lg: 6 }}
      onApply={price.commit}
      applyLabel={t('courses.apply')}
      onReset={onReset}
      resetLabel={t('courses.reset')}
    >
      <FilterSelect
        label={t('courses.subject')}
        value={filters.subject}
        anyLabel={t('courses.any')}
        options={subjects.map((subject) => ({ value: subject, label: subjectLabels[subject] }))}
        onChange={(value) => onChange('subject', value)}
      />
      <FilterSelect
        label={t('courses.level')}
        value={filters.level}
        anyLabel={t('courses.any')}
        options={schoolLevelOptions}
        onChange={(value) => onChange('level', value)}
      />
      <FilterSelect
        label={t('courses.price')}
        value={filters.free}
        anyLabel={t('courses.priceAny')}
        options={[
          { value: 'true', label: t('courses.priceFree') },
          { value: 'false', label: t('courses.pricePaid') },
        ]}
        onChange={(value) => onChange('free', value)}
      />
      <TextInput label={t('courses.maxPrice')} disabled={filters.free === 'true'} {...price.inputProps} />
      <FilterSelect
        label={t('courses.minRating')}
        value={filters.minRating}
        anyLabel={t('courses.anyRating')}
        options={minRatingOptions}
        onChange={(value) => onChange('minRating', value)}
      />
      <FilterSelect
        label={t('courses.sort')}
        value={filters.sort ?? defaultSort}
        options={([defaultSort, 'rating:DESC', 'price:ASC'] as const).map((sort) => ({
          value: sort,
          label: t(`courses.sorts.${sort}`),
        }))}
        onChange={(value) => onChange('sort', value === defaultSort ? null : value)}
      />
    </SearchFiltersForm>
  );
}

/**
 * One course of the catalogue: cover, title (the link), author, subject, level, price, rating and size. The list's
 * cards do not carry `coverFileId` in the contract yet: read when present, the placeholder otherwise.
 */
export function CourseCard({ course }: { course: TCourseCard }) {
  const { t } = useTranslation();
  const titleId = `course-${course.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid="course-card">
      <Card.Section mb="sm">
        <CourseCover title={course.title} coverFileId={course.coverFileId} radius={0} />
      </Card.Section>
      <Stack gap="xs" flex={1}>
        <Anchor
          component={Link}
          to={`/courses/${encodeURIComponent(course.slug)}`}
          fw={700}
          size="lg"
          id={titleId}
          style={{ overflowWrap: 'anywhere' }}
        >
          {course.title}
        </Anchor>
        {course.author && (
          <Text size="sm" c="dimmed">
            {t('courses.by', { name: course.author.displayName })}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          <CourseSubjectBadges course={course} />
          <Badge variant="light" color="gray" radius="sm" tt="none">
            {formatCount(course.nodeCount, coursesPl.nodeCount)}
          </Badge>
        </Group>
        {course.ratingCount > 0 ? (
          <RatingStars value={course.rating} count={course.ratingCount} size="xs" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('courses.noRating')}
          </Text>
        )}
        <Text fw={800} size="lg" mt="auto">
          {course.priceGross === null ? t('courses.free') : formatPln(course.priceGross)}
        </Text>
      </Stack>
    </Card>
  );
}
