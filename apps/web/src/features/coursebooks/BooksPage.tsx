import {
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookKinds, schoolLevelLabels, schoolLevels, subjectLabels, subjects } from '@zadania/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatCount } from '../../components/number-format';
import { GridSkeleton } from '../../components/PageSkeleton';
import { PageTitleWithIntro } from '../../components/PageTitleWithIntro';
import { PagedListPagination } from '../../components/ResultsPagination';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { BookCover } from './BookCover';
import { parseBookFilters, updateBookParams } from './book-filters';
import { bookFacts } from './book-format';
import { coursebooksPl } from './coursebooks.pl';
import { coursebookKeys, coursebooksApi } from './coursebooks-api';

// ADMIN's form never loads for readers: it comes with the first "add" click.
const BookFormDialog = lazy(() => import('./BookFormDialog').then((module) => ({ default: module.BookFormDialog })));

const pageSize = 24;

/** The publisher filter: the known publishers offered, any other name typed (committed on choice, Enter or blur). */
function PublisherFilter({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <Autocomplete
      label={t('coursebooks.publisher')}
      placeholder={t('coursebooks.any')}
      data={[...coursebooksPl.publishers]}
      value={draft}
      onChange={setDraft}
      onOptionSubmit={(option) => onCommit(option)}
      onBlur={() => draft.trim() !== value && onCommit(draft.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit(draft.trim());
      }}
      clearable
      maxLength={100}
    />
  );
}

/** /resources/books: coursebooks and workbooks with filters in the URL; each opens its tree of chapters and tasks. */
export function BooksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = parseBookFilters(params);
  const query = { ...filters, pageSize };
  const list = useQuery({
    queryKey: coursebookKeys.list(query),
    queryFn: ({ signal }) => coursebooksApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('coursebooks.title'));
  const { viewer } = useViewer();
  const [creating, setCreating] = useState(false);
  const update = (change: Parameters<typeof updateBookParams>[1]) =>
    setParams((current) => updateBookParams(current, change));
  const select = (value: string | null) => value ?? undefined;
  const data = list.data;

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between" align="baseline">
        <PageTitleWithIntro title={t('coursebooks.title')} intro={t('coursebooks.description')} />
        {viewer?.role === 'ADMIN' && (
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('coursebooks.admin.addBook')}
          </Button>
        )}
      </Group>
      {creating && (
        <Suspense fallback={null}>
          <BookFormDialog
            opened
            onClose={() => setCreating(false)}
            onSaved={(book) => navigate(`/resources/books/${book.slug}`)}
          />
        </Suspense>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" role="group" aria-label={t('coursebooks.filters')}>
        <Select
          label={t('coursebooks.subject')}
          placeholder={t('coursebooks.any')}
          data={subjects.map((value) => ({ value, label: subjectLabels[value] }))}
          value={filters.subject ?? null}
          onChange={(value) => update({ subject: select(value) as typeof filters.subject })}
          clearable
          searchable
        />
        <Select
          label={t('coursebooks.level')}
          placeholder={t('coursebooks.any')}
          data={schoolLevels.map((value) => ({ value, label: schoolLevelLabels[value] }))}
          value={filters.level ?? null}
          onChange={(value) => update({ level: select(value) as typeof filters.level })}
          clearable
        />
        <Select
          label={t('coursebooks.kind')}
          placeholder={t('coursebooks.any')}
          data={bookKinds.map((value) => ({ value, label: coursebooksPl.kinds[value] }))}
          value={filters.kind ?? null}
          onChange={(value) => update({ kind: select(value) as typeof filters.kind })}
          clearable
        />
        <PublisherFilter
          value={filters.publisher ?? ''}
          onCommit={(value) => update({ publisher: value || undefined })}
        />
      </SimpleGrid>
      <Title order={2} size="h4" aria-live="polite">
        {formatCount(data?.total ?? 0, coursebooksPl.resultsHeading)}
      </Title>
      {!data && list.isPending && (
        <GridSkeleton count={6} height={150} cols={{ base: 1, sm: 2, md: 3 }} testId="books-skeleton" />
      )}
      {list.isError && !data && <Text c="red">{t('coursebooks.loadError')}</Text>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('coursebooks.empty')}</Text>}
      {data && data.results.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {data.results.map((book) => (
            <Card key={book.id} withBorder radius="md" padding="sm" component="article" aria-label={book.title}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <BookCover book={book} width={72} />
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`/resources/books/${book.slug}`}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {book.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {bookFacts(book)}
                  </Text>
                  <Group gap={4}>
                    <Badge variant="light" radius="sm">
                      {subjectLabels[book.subject]}
                    </Badge>
                    <Badge variant="outline" radius="sm">
                      {schoolLevelLabels[book.level]}
                    </Badge>
                  </Group>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <PagedListPagination list={data} onPageChange={(page) => update({ page })} />
    </Stack>
  );
}
