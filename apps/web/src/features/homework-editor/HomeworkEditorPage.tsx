import './editor-form-styles';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can, catalogue, type THomework, type TViewer } from '@zadania/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { OutlineSkeleton, type TSkeletonBlock } from '../../components/PageSkeleton';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { homeworkApi } from '../homework';
import { HomeworkForm } from './HomeworkForm';
import { emptyHomeworkValues, valuesFromHomework } from './homework-form';
import { draftKey } from './useHomeworkDraft';
import './homework-editor.pl';

const editorOutline: readonly TSkeletonBlock[] = [
  { height: 32, width: '40%' },
  { height: 264, radius: 'md' },
  { height: 36, width: '50%' },
  { height: 180, radius: 'md' },
  { height: 180, radius: 'md' },
];

export function HomeworkEditorSkeleton() {
  return <OutlineSkeleton blocks={editorOutline} testId="homework-editor-skeleton" busy />;
}

function Refusal({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Alert color="red" icon={<IconLock />} role="alert" title="403">
        {message}
      </Alert>
      <Button component={Link} to={backTo} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {backLabel}
      </Button>
    </Stack>
  );
}

function PageFrame({
  title,
  back,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  children: React.ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={900}>
      {back && <BackLink to={back.to}>{back.label}</BackLink>}
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

/** /homeworks/save (create) and /homeworks/{slug}/edit (edit). */
export function HomeworkEditorPage() {
  const { slug } = useParams();
  const { viewer, ready } = useViewer();
  if (!ready) return <HomeworkEditorSkeleton />;
  return slug ? <EditHomework slug={slug} viewer={viewer} /> : <CreateHomework viewer={viewer} />;
}

function CreateHomework({ viewer }: { viewer: TViewer }) {
  const { t } = useTranslation();
  const initialValues = useMemo(() => emptyHomeworkValues(), []);
  const back = { to: '/homeworks', label: t('homeworkEditor.backToList') };
  if (!viewer || !can(viewer, 'createHomework', catalogue)) {
    return (
      <PageFrame title={t('homeworkEditor.createTitle')}>
        <Refusal message={t('homeworkEditor.forbiddenCreate')} backTo={back.to} backLabel={back.label} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('homeworkEditor.createTitle')} back={back}>
      <HomeworkForm
        viewer={viewer}
        homework={null}
        initialValues={initialValues}
        draftStorageKey={draftKey(viewer.id, null)}
      />
    </PageFrame>
  );
}

const isRefused = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

function EditHomework({ slug, viewer }: { slug: string; viewer: TViewer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const homework = useQuery({
    queryKey: queryKeys.homework(slug),
    queryFn: ({ signal }) => homeworkApi.get(slug, signal),
    retry: (count, error) => !isRefused(error) && count < 2,
  });
  const homeworkId = homework.data?.id;
  const solution = useQuery({
    queryKey: queryKeys.solution(homeworkId ?? ''),
    queryFn: ({ signal }) => homeworkApi.solution(homeworkId ?? '', signal),
    enabled: !!homeworkId,
    retry: (count, error) => !isRefused(error) && count < 2,
  });
  const back = { to: `/homeworks/${slug}`, label: t('homeworkEditor.backToTask') };
  const listBack = { to: '/homeworks', label: t('homeworkEditor.backToList') };
  const title = t('homeworkEditor.editTitle');

  if (homework.isPending || (homeworkId && solution.isPending)) {
    return (
      <PageFrame title={title}>
        <HomeworkEditorSkeleton />
      </PageFrame>
    );
  }
  const error = homework.error ?? solution.error;
  if (error || !homework.data) {
    if (error instanceof ApiError && error.status === 403) {
      return (
        <PageFrame title={title}>
          <Refusal message={t('homeworkEditor.forbiddenEdit')} backTo={listBack.to} backLabel={listBack.label} />
        </PageFrame>
      );
    }
    if (error instanceof ApiError && error.status === 404) {
      return (
        <PageFrame title={title} back={listBack}>
          <Alert color="red" role="alert">
            {t('homeworkEditor.notFound')}
          </Alert>
        </PageFrame>
      );
    }
    return (
      <PageFrame title={title} back={listBack}>
        <Stack align="flex-start">
          <Text role="alert">{t('homeworkEditor.loadError')}</Text>
          <Button
            variant="light"
            onClick={() => {
              homework.refetch();
              solution.refetch();
            }}
          >
            {t('homeworkEditor.retry')}
          </Button>
        </Stack>
      </PageFrame>
    );
  }
  const data = homework.data;
  if (!data.policies.update) {
    return (
      <PageFrame title={title}>
        <Refusal message={t('homeworkEditor.forbiddenEdit')} backTo={back.to} backLabel={back.label} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} back={back}>
      <EditForm
        key={data.id}
        homework={data}
        viewer={viewer}
        onSaved={(saved) => {
          queryClient.setQueryData(queryKeys.homework(slug), saved);
          if (saved.slug !== slug) queryClient.setQueryData(queryKeys.homework(saved.slug), saved);
          queryClient.invalidateQueries({ queryKey: queryKeys.solution(saved.id) });
        }}
        solution={solution.data ?? null}
      />
    </PageFrame>
  );
}

function EditForm({
  homework,
  solution,
  viewer,
  onSaved,
}: {
  homework: THomework;
  solution: Parameters<typeof valuesFromHomework>[1];
  viewer: TViewer;
  onSaved: (homework: THomework) => void;
}) {
  // Taken once per task (the form is keyed by its id): a refetch after saving must not reset what is typed.
  const [initialValues] = useState(() => valuesFromHomework(homework, solution));
  return (
    <HomeworkForm
      viewer={viewer}
      homework={homework}
      initialValues={initialValues}
      draftStorageKey={draftKey(viewer?.id ?? 'anonymous', homework.id)}
      onSaved={onSaved}
    />
  );
}
