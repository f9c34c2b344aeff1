import { withPageParam } from '../../components/page-param';
import '../../components/catalogue-styles';
import {
  Alert,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fileAssignKinds,
  fileKindRules,
  formatFileSize,
  listDefaults,
  pageSizeOptions,
  type TFileAssign,
  type TFileSpace,
  type TRole,
  type TUploadedFile,
} from '@zadania/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountPageHeading } from '../../components/AccountPageHeading';
import { FileRow } from '../../components/files/FileRow';
import { filesApi } from '../../components/files/files-api';
import { UploadField } from '../../components/files/UploadField';
import { ResultsPagination } from '../../components/ResultsPagination';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useMe } from '../../lib/session/useMe';
import '../../components/files/files.pl';
import '../../components/catalogue.pl';

const placeholderKeys = ['file-1', 'file-2', 'file-3', 'file-4'];

/** The upload kinds a role may choose (fileKindRules[kind].roles; no roles: everyone signed in). */
export function uploadKindsFor(role: TRole | undefined): TFileAssign[] {
  return fileAssignKinds.filter((kind) => {
    const roles = fileKindRules[kind].roles;
    return !roles || (role !== undefined && roles.includes(role));
  });
}

function readPositiveInt(value: string | null, fallback: number, allowed?: readonly number[]) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) return fallback;
  return allowed && !allowed.includes(number) ? fallback : number;
}

function StorageUsage() {
  const { t } = useTranslation();
  const space = useQuery({ queryKey: queryKeys.fileSpace, queryFn: ({ signal }) => filesApi.space(signal) });
  return (
    <Stack gap={6} data-testid="storage-usage">
      <Text size="sm" fw={500}>
        {t('files.space.label')}
      </Text>
      {space.isPending && <Skeleton height={8} radius="xl" />}
      {space.isError && (
        <Text size="sm" c="red">
          {t('files.space.error')}
        </Text>
      )}
      {space.data && <StorageBar space={space.data} />}
    </Stack>
  );
}

function StorageBar({ space }: { space: TFileSpace }) {
  const { t } = useTranslation();
  const used = formatFileSize(space.used);
  if (space.limit === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('files.space.unlimited', { used })}
      </Text>
    );
  }
  const percent = space.limit > 0 ? Math.min(100, (space.used / space.limit) * 100) : 100;
  const text = t('files.space.used', { used, limit: formatFileSize(space.limit) });
  return (
    <>
      <Progress
        value={percent}
        size="md"
        radius="xl"
        color={percent >= 90 ? 'red' : percent >= 75 ? 'yellow' : 'blue'}
        aria-label={text}
      />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </>
  );
}

/** /account/files: storage use, uploads with a choice of kind, and the user's files with their menus. */
export function MyFilesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const page = readPositiveInt(params.get('page'), 1);
  const pageSize = readPositiveInt(params.get('pageSize'), listDefaults.pageSize, pageSizeOptions);
  const query = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const list = useQuery({
    queryKey: queryKeys.fileList(query),
    queryFn: ({ signal }) => filesApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const [assign, setAssign] = useState<TFileAssign>('PRIVATE');
  const [recent, setRecent] = useState<TUploadedFile[]>([]);
  const kinds = uploadKindsFor(me.data?.role);
  useDocumentTitle(t('files.title'));

  const setPage = (next: number, nextPageSize = pageSize) =>
    setParams((current) => {
      const updated = withPageParam(current, next);
      if (nextPageSize !== listDefaults.pageSize) updated.set('pageSize', String(nextPageSize));
      else updated.delete('pageSize');
      return updated;
    });

  // After deleting the last file of the last page, step back to the page that still exists.
  const data = list.data;
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.results.length === 0 && page > 1) {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (data.pageCount > 1) updated.set('page', String(data.pageCount));
        else updated.delete('page');
        return updated;
      });
    }
  }, [data, list.isPlaceholderData, page, setParams]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.files });

  return (
    <Container size="md" px={{ base: 'xs', sm: 0 }} py="xl">
      <Stack gap="lg">
        <AccountPageHeading title={t('files.title')} intro={t('files.intro')} />

        <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
          <Stack gap="md">
            <StorageUsage />
            <Title order={2} size="h4">
              {t('files.list.uploadTitle')}
            </Title>
            <NativeSelect
              label={t('files.assign')}
              value={assign}
              onChange={(event) => setAssign(event.currentTarget.value as TFileAssign)}
              data={kinds.map((kind) => ({ value: kind, label: t(`files.kinds.${kind}`) }))}
              maw={360}
            />
            <UploadField
              assign={assign}
              multiple
              value={recent}
              onChange={(files) => {
                setRecent(files);
                refresh();
              }}
            />
          </Stack>
        </Paper>

        <Stack gap="sm" component="section" aria-labelledby="my-files-heading">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h4" id="my-files-heading">
              {t('files.list.title')}
            </Title>
            {data && (
              <Text size="sm" c="dimmed">
                {t('catalogue.resultsHeading', { total: data.total })}
              </Text>
            )}
          </Group>
          {!data && list.isPending && (
            <Stack gap="xs" aria-hidden data-testid="files-skeleton">
              {placeholderKeys.map((key) => (
                <Skeleton key={key} height={58} radius="md" />
              ))}
            </Stack>
          )}
          {list.isError && !data && (
            <Alert color="red" title={t('files.list.error')}>
              <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
                {t('files.list.retry')}
              </Button>
            </Alert>
          )}
          {data && data.results.length === 0 && <Text c="dimmed">{t('files.list.empty')}</Text>}
          {data && data.results.length > 0 && (
            <Stack
              component="ul"
              gap="xs"
              p={0}
              m={0}
              aria-label={t('files.list.title')}
              style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            >
              {data.results.map((file) => (
                <FileRow
                  key={file.id}
                  status="stored"
                  file={file}
                  onDeleted={
                    file.policies.delete
                      ? (deleted) => {
                          setRecent((files) => files.filter((item) => item.id !== deleted.id));
                          refresh();
                        }
                      : undefined
                  }
                />
              ))}
            </Stack>
          )}
          {data && data.total > 0 && (
            <ResultsPagination
              page={data.page}
              pageCount={data.pageCount}
              onPageChange={(next) => setPage(next)}
              pageSize={pageSize}
              onPageSizeChange={(size) => setPage(1, size)}
            />
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
