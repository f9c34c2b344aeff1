import {
  Anchor,
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
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  formatPln,
  minRatingLabel,
  parsePlnInput,
  schoolLevelLabels,
  schoolLevels,
  subjectLabels,
  subjects,
  type TCourseCard,
  type TCourseListQueryInput,
  ZCourseListQuery,
} from '@zadania/shared';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatCount } from '../../components/number-format';
import { GridSkeleton } from '../../components/PageSkeleton';
import { withPageParam } from '../../components/page-param';
import { RatingStars } from '../../components/RatingStars';
import { ResultsPagination } from '../../components/ResultsPagination';
import { pl } from '../../i18n/pl';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { CourseCover } from './CourseCover';
import { courseKeys, coursesApi } from './courses-api';

const pageSize = 12;
const filterKeys = ['page', 'subject', 'level', 'free', 'maxPrice', 'minRating', 'sort'] as const;
type TFilterKey = (typeof filterKeys)[number];
export type TCourseFilters = Pick<TCourseListQueryInput, TFilterKey>;
type TChangeKey = Exclude<TFilterKey, 'page'>;

/** The filters in the URL, each checked with the contract's own field schema (a bad value is dropped). */
export function parseCourseFilters(params: URLSearchParams): TCourseFilters {
  const filters: Record<string, unknown> = {};
  for (const key of filterKeys) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = ZCourseListQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as TCourseFilters;
}

/** The URL with one filter changed; any change other than the page goes back to page 1. */
export function withCourseFilter(current: URLSearchParams, key: TChangeKey, value: string | null) {
  const next = new URLSearchParams(current);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  // A free course has no price: 'free' and a maximal price do not go together.
  if (key === 'free' && value === 'true') next.delete('maxPrice');
  if (key === 'maxPrice' && value && next.get('free') === 'true') next.delete('free');
  next.delete('page');
  return next;
}

const plnText = (grosze: number) => (grosze / 100).toFixed(2).replace(/\.00$/, '').replace('.', ',');

/** /courses: published courses by subject, level, price and rating, the filters in the URL. */
export function CoursesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseCourseFilters(params), [params]);
  const query: TCourseListQueryInput = { ...filters, pageSize };
  const list = useQuery({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => coursesApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('courses.title'));
  const data = list.data;

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Stack gap={4}>
        <Title order={1}>{t('courses.title')}</Title>
        <Text c="dimmed">{t('courses.intro')}</Text>
      </Stack>
      <CourseFilters
        filters={filters}
        onChange={(key, value) => setParams((current) => withCourseFilter(current, key, value))}
        onReset={() =>
          setParams(() => {
            const next = new URLSearchParams();
            if (filters.sort) next.set('sort', filters.sort);
            return next;
          })
        }
      />
      {!data && list.isPending && (
        <div aria-busy="true">
          <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
          <GridSkeleton count={6} height={180} cols={{ base: 1, sm: 2, lg: 3 }} testId="courses-skeleton" />
        </div>
      )}
      {list.isError && !data && (
        <Stack gap="xs" align="flex-start">
          <Text c="red" role="alert">
            {t('courses.loadError')}
          </Text>
          <Button variant="light" onClick={() => void list.refetch()}>
            {t('courses.retry')}
          </Button>
        </Stack>
      )}
      {data && (
        <Text fw={600} aria-live="polite">
          {formatCount(data.total, pl.courses.results)}
        </Text>
      )}
      {data && data.results.length === 0 && <Text c="dimmed">{t('courses.empty')}</Text>}
      {data && data.results.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          data-testid="course-grid"
        >
          {data.results.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </SimpleGrid>
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

type TFiltersProps = {
  filters: TCourseFilters;
  onChange: (key: TChangeKey, value: string | null) => void;
  onReset: () => void;
};

function CourseFilters({ filters, onChange, onReset }: TFiltersProps) {
  const { t } = useTranslation();
  const savedPrice = typeof filters.maxPrice === 'number' ? plnText(filters.maxPrice) : '';
  const [price, setPrice] = useState(savedPrice);
  useEffect(() => setPrice(savedPrice), [savedPrice]);
  const commitPrice = () => {
    const grosze = price.trim() === '' ? null : parsePlnInput(price);
    if ((grosze === null ? '' : String(grosze)) !== (filters.maxPrice === undefined ? '' : String(filters.maxPrice)))
      onChange('maxPrice', grosze === null ? null : String(grosze));
    if (grosze === null) setPrice('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commitPrice();
  };

  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} aria-label={t('courses.filters')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
        <NativeSelect
          label={t('courses.subject')}
          value={filters.subject ?? ''}
          onChange={(event) => onChange('subject', event.currentTarget.value)}
          data={[
            { value: '', label: t('courses.any') },
            ...subjects.map((subject) => ({ value: subject, label: subjectLabels[subject] })),
          ]}
        />
        <NativeSelect
          label={t('courses.level')}
          value={filters.level ?? ''}
          onChange={(event) => onChange('level', event.currentTarget.value)}
          data={[
            { value: '', label: t('courses.any') },
            ...schoolLevels.map((level) => ({ value: level, label: schoolLevelLabels[level] })),
          ]}
        />
        <NativeSelect
          label={t('courses.price')}
          value={filters.free ?? ''}
          onChange={(event) => onChange('free', event.currentTarget.value)}
          data={[
            { value: '', label: t('courses.priceAny') },
            { value: 'true', label: t('courses.priceFree') },
            { value: 'false', label: t('courses.pricePaid') },
          ]}
        />
        <TextInput
          label={t('courses.maxPrice')}
          inputMode="decimal"
          value={price}
          disabled={filters.free === 'true'}
          onChange={(event) => setPrice(event.currentTarget.value)}
          onBlur={commitPrice}
        />
        <NativeSelect
          label={t('courses.minRating')}
          value={filters.minRating === undefined ? '' : String(filters.minRating)}
          onChange={(event) => onChange('minRating', event.currentTarget.value)}
          data={[
            { value: '', label: t('courses.anyRating') },
            ...[4, 3, 2, 1].map((stars) => ({ value: String(stars), label: minRatingLabel(stars) })),
          ]}
        />
        <NativeSelect
          label={t('courses.sort')}
          value={filters.sort ?? 'createdAt:DESC'}
          onChange={(event) =>
            onChange('sort', event.currentTarget.value === 'createdAt:DESC' ? null : event.currentTarget.value)
          }
          data={(['createdAt:DESC', 'rating:DESC', 'price:ASC'] as const).map((sort) => ({
            value: sort,
            label: t(`courses.sorts.${sort}`),
          }))}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit" variant="light">
          {t('courses.apply')}
        </Button>
        <Button variant="subtle" onClick={onReset}>
          {t('courses.reset')}
        </Button>
      </Group>
    </Card>
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
          <Badge variant="light" radius="sm" tt="none">
            {subjectLabels[course.subject]}
          </Badge>
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            {schoolLevelLabels[course.level]}
          </Badge>
          <Badge variant="light" color="gray" radius="sm" tt="none">
            {formatCount(course.nodeCount, pl.courses.nodeCount)}
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
