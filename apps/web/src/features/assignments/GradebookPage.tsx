import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { assignmentCategoryNames, type TGradebook } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { RetryAlert } from '../../components/ErrorAlert';
import { filenameFromContentDisposition, saveBlob } from '../../components/files/download-file';
import { ApiError, errorText, retryUnlessRefused } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { formatWarsawDate } from './assignment-format';
import { assignmentKeys, assignmentsApi } from './assignments-api';
import classes from './Gradebook.module.css';
import { formatAverage, gradebookLegends, indexGradebook, type TGradebookCell } from './gradebook-format';
import { pupilLabel } from './results-format';
import './assignments.pl';

/** The class's register (GET /class/{id}/gradebook), for its teachers. */
export const useGradebook = (classId: string) =>
  useQuery({
    queryKey: assignmentKeys.gradebook(classId),
    queryFn: ({ signal }) => assignmentsApi.gradebook(classId, signal),
    retry: retryUnlessRefused,
  });

/**
 * /classes/{id}/gradebook ('Dziennik'): pupils × the class's assignments, each column with its due date, kind of work
 * and weight; each cell the proposed mark, 'nb' or a dash before the due date; the weighted average per pupil; the CSV
 * and a landscape sheet to print.
 */
export function GradebookPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const gradebook = useGradebook(id);
  useDocumentTitle(
    gradebook.data
      ? `${t('assignments.gradebook.title')} · ${gradebook.data.className}`
      : t('assignments.gradebook.title'),
  );

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} miw={0}>
      {gradebook.isPending ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton height={40} width="40%" />
          <Skeleton height={240} radius="md" />
        </Stack>
      ) : gradebook.isError ? (
        gradebook.error instanceof ApiError && gradebook.error.status < 500 ? (
          <Alert color="red" role="alert">
            {errorText(gradebook.error, t('assignments.gradebook.loadError'))}
          </Alert>
        ) : (
          <RetryAlert
            message={t('assignments.gradebook.loadError')}
            retryLabel={t('assignments.retry')}
            onRetry={() => void gradebook.refetch()}
          />
        )
      ) : (
        <Gradebook gradebook={gradebook.data} />
      )}
    </Stack>
  );
}

function Gradebook({ gradebook }: { gradebook: TGradebook }) {
  const { t } = useTranslation();
  const { classId } = gradebook;
  const csv = useMutation({
    mutationFn: async () => {
      const response = await assignmentsApi.gradebookCsv(classId);
      const name =
        filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
        t('assignments.gradebook.csvName');
      saveBlob(await response.blob(), name);
    },
    onError: (failure) =>
      showToast({ variant: 'error', message: errorText(failure, t('assignments.gradebook.csvError')) }),
  });
  const empty = gradebook.pupils.length === 0 || gradebook.assignments.length === 0;

  return (
    <>
      <BackLink to={`/classes/${classId}`}>{gradebook.className}</BackLink>
      <Stack gap={4}>
        <Title order={1}>{t('assignments.gradebook.title')}</Title>
        <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('assignments.gradebook.intro', { className: gradebook.className })}
        </Text>
      </Stack>
      {gradebook.pupils.length === 0 ? (
        <Text c="dimmed">{t('assignments.gradebook.noPupils')}</Text>
      ) : gradebook.assignments.length === 0 ? (
        <Text c="dimmed">{t('assignments.gradebook.noAssignments')}</Text>
      ) : null}
      {!empty && (
        <>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={csv.isPending}
              onClick={() => csv.mutate()}
            >
              {t('assignments.gradebook.csv')}
            </Button>
            <Button
              component={Link}
              to={`/classes/${classId}/gradebook/print`}
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              {t('assignments.gradebook.print')}
            </Button>
          </Group>
          <GradebookTable gradebook={gradebook} />
          <GradebookLegend gradebook={gradebook} />
        </>
      )}
    </>
  );
}

function GradebookTable({ gradebook }: { gradebook: TGradebook }) {
  const { t } = useTranslation();
  const cellOf = indexGradebook(gradebook);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes the focus to scroll by keys (WCAG 2.1.1)
    <section className={classes.scroller} tabIndex={0} aria-label={t('assignments.gradebook.table')}>
      <Table className={classes.table} withTableBorder withColumnBorders striped="odd" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.sticky}>
              {t('assignments.gradebook.pupil')}
            </Table.Th>
            {gradebook.assignments.map((assignment) => (
              <Table.Th
                scope="col"
                key={assignment.id}
                className={`${classes.assignmentHead} ${assignment.archivedAt ? classes.archived : ''}`}
                data-testid={`column-${assignment.id}`}
              >
                <Anchor component={Link} to={`/assignments/${assignment.id}/results`} size="sm" fw={700}>
                  {assignment.title}
                </Anchor>
                <Text size="xs" c="dimmed" fw={400}>
                  {t('assignments.gradebook.due', { date: formatWarsawDate(assignment.dueAt) })}
                </Text>
                <Text size="xs" c="dimmed" fw={400}>
                  {assignmentCategoryNames[assignment.category]} ·{' '}
                  {t('assignments.gradebook.weight', { weight: assignment.weight })}
                </Text>
                {assignment.archivedAt && (
                  <Badge size="xs" color="gray" variant="light" tt="none">
                    {t('assignments.gradebook.archived')}
                  </Badge>
                )}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('assignments.gradebook.average')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gradebook.pupils.map((pupil) => (
            <Table.Tr key={pupil.id}>
              <Table.Th scope="row" className={classes.sticky}>
                <Anchor component={Link} to={`/classes/${gradebook.classId}/pupils/${pupil.id}`} size="sm" fw={600}>
                  {pupilLabel(pupil)}
                </Anchor>
              </Table.Th>
              {gradebook.assignments.map((assignment) => (
                <Table.Td key={assignment.id} data-testid={`mark-${pupil.username}-${assignment.id}`}>
                  <GradebookMark cell={cellOf(pupil.id, assignment.id)} />
                </Table.Td>
              ))}
              <Table.Td data-testid={`average-${pupil.username}`}>
                <Text size="sm" fw={700}>
                  {formatAverage(pupil.average)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

/** One mark: its label ('4+', 'nb'), a dash before the due date, nothing for work not set to the pupil; '*' late. */
function GradebookMark({ cell }: { cell: TGradebookCell | undefined }) {
  const { t } = useTranslation();
  if (!cell) return <VisuallyHidden>{t('assignments.gradebook.notSet')}</VisuallyHidden>;
  return (
    <Text size="sm" fw={cell.mark === null ? 400 : 700} span>
      {cell.label === null ? (
        <>
          <span aria-hidden>—</span>
          <VisuallyHidden>{t('assignments.gradebook.markPending')}</VisuallyHidden>
        </>
      ) : (
        cell.label
      )}
      {cell.late && (
        <>
          <span aria-hidden>*</span>
          <VisuallyHidden>{`, ${t('assignments.gradebook.late')}`}</VisuallyHidden>
        </>
      )}
    </Text>
  );
}

function GradebookLegend({ gradebook }: { gradebook: TGradebook }) {
  const { t } = useTranslation();
  const legends = gradebookLegends(gradebook);
  return (
    <Stack gap={2} data-testid="gradebook-legend">
      {legends.pending && (
        <Text size="xs" c="dimmed">
          {t('assignments.gradebook.pendingLegend')}
        </Text>
      )}
      {legends.noWork && (
        <Text size="xs" c="dimmed">
          {t('assignments.gradebook.noWorkLegend')}
        </Text>
      )}
      {legends.late && (
        <Text size="xs" c="dimmed">
          {t('assignments.gradebook.lateLegend')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('assignments.gradebook.averageNote')}
      </Text>
    </Stack>
  );
}
