import { Alert, Button, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { requirementKey, type TAssignmentResults } from '@zadania/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { RetryAlert } from '../../components/ErrorAlert';
import { filenameFromContentDisposition, saveBlob } from '../../components/files/download-file';
import { PlainList } from '../../components/PlainList';
import { TitledSection } from '../../components/TitledSection';
import { ApiError, errorText, retryUnlessRefused } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { formatWarsaw } from './assignment-format';
import { assignmentKeys, assignmentsApi } from './assignments-api';
import { ResultsMatrix } from './ResultsMatrix';
import { formatPercent, marksNotes, weakestFirst } from './results-format';
import './assignments.pl';

/** The results of one assignment (GET /assignment/{id}/results), for the class's teachers. */
export const useAssignmentResults = (id: string) =>
  useQuery({
    queryKey: assignmentKeys.results(id),
    queryFn: ({ signal }) => assignmentsApi.results(id, signal),
    retry: retryUnlessRefused,
  });

/**
 * /assignments/{id}/results: the matrix of pupils × items with totals, percentages and proposed marks, the class's
 * result per requirement and per concept (weakest first), the CSV and a sheet to print for the register.
 */
export function AssignmentResultsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const results = useAssignmentResults(id);
  useDocumentTitle(results.data?.assignment.title ?? t('assignments.results.title'));

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      {results.isPending ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton height={40} width="50%" />
          <Skeleton height={240} radius="md" />
        </Stack>
      ) : results.isError ? (
        results.error instanceof ApiError && results.error.status < 500 ? (
          <Alert color="red" role="alert">
            {errorText(results.error, t('assignments.results.loadError'))}
          </Alert>
        ) : (
          <RetryAlert
            message={t('assignments.results.loadError')}
            retryLabel={t('assignments.retry')}
            onRetry={() => void results.refetch()}
          />
        )
      ) : (
        <Results id={id} results={results.data} />
      )}
    </Stack>
  );
}

function Results({ id, results }: { id: string; results: TAssignmentResults }) {
  const { t } = useTranslation();
  const { assignment } = results;
  const matrixId = useId();
  const requirementsId = useId();
  const conceptsId = useId();
  const notes = marksNotes(results.marks);
  const csv = useMutation({
    mutationFn: async () => {
      const response = await assignmentsApi.resultsCsv(id);
      const name =
        filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? t('assignments.results.csvName');
      saveBlob(await response.blob(), name);
    },
    onError: (failure) =>
      showToast({ variant: 'error', message: errorText(failure, t('assignments.results.csvError')) }),
  });

  return (
    <>
      <BackLink to={`/classes/${assignment.classId}`}>{assignment.className}</BackLink>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {assignment.title}
        </Title>
        <Text c="dimmed" size="sm">
          {t('assignments.results.meta', {
            className: assignment.className,
            due: formatWarsaw(assignment.dueAt),
          })}
        </Text>
      </Stack>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={csv.isPending}
          onClick={() => csv.mutate()}
        >
          {t('assignments.results.csv')}
        </Button>
        <Button
          component={Link}
          to={`/assignments/${id}/results/print`}
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          {t('assignments.results.print')}
        </Button>
        {(assignment.policies.update || assignment.policies.archive) && (
          <Button component={Link} to={`/assignments/${id}/edit`} variant="default">
            {t('assignments.edit.link')}
          </Button>
        )}
      </Group>

      <TitledSection id={matrixId} title={t('assignments.results.matrixTitle')} titleSize="h3">
        {results.pupils.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('assignments.results.noPupils')}
          </Text>
        ) : (
          <ResultsMatrix results={results} />
        )}
        {notes.pending && (
          <Text size="sm" data-testid="marks-pending">
            {t('assignments.results.pendingNote', { due: formatWarsaw(assignment.dueAt) })}
          </Text>
        )}
        {notes.noWork && (
          <Text size="xs" c="dimmed">
            {t('assignments.results.noWorkLegend')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('assignments.results.bands', {
            bands: results.markBands.minimums.map((minimum, index) => `${index + 2}: ${minimum} %`).join(', '),
          })}
        </Text>
      </TitledSection>

      <TitledSection id={requirementsId} title={t('assignments.results.byRequirement')} titleSize="h3">
        {results.byRequirement.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('assignments.results.noRequirements')}
          </Text>
        ) : (
          <PlainList gap="xs" aria-labelledby={requirementsId} data-testid="by-requirement">
            {weakestFirst(results.byRequirement).map((row) => (
              <PercentRow
                key={requirementKey(row)}
                label={row.text ?? row.code}
                detail={row.text === null ? row.system : `${row.code} · ${row.system}`}
                percent={row.percent}
              />
            ))}
          </PlainList>
        )}
      </TitledSection>

      {results.byConcept.length > 0 && (
        <TitledSection id={conceptsId} title={t('assignments.results.byConcept')} titleSize="h3">
          <PlainList gap="xs" aria-labelledby={conceptsId}>
            {weakestFirst(results.byConcept).map((row) => (
              <PercentRow key={row.conceptId} label={row.name} percent={row.percent} />
            ))}
          </PlainList>
        </TitledSection>
      )}
    </>
  );
}

function PercentRow({ label, detail, percent }: { label: string; detail?: string; percent: number }) {
  const color = percent < 50 ? 'red' : percent < 75 ? 'yellow' : 'teal';
  return (
    <Stack component="li" gap={2}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-end">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {detail && (
            <Text span size="xs" c="dimmed" fw={400} display="block">
              {detail}
            </Text>
          )}
          {label}
        </Text>
        <Text size="sm" fw={600} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
          {formatPercent(percent)}
        </Text>
      </Group>
      <Progress value={percent} color={color} size="sm" aria-hidden />
    </Stack>
  );
}
