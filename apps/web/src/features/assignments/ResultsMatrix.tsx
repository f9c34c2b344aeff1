import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TAssignmentResults, TResultsCell, TResultsMark } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './ResultsMatrix.module.css';
import { formatMark, formatPercent, indexResults, pupilLabel } from './results-format';
import './assignments.pl';

/**
 * Pupils × items: each cell the points, the attempts and whether it came late; then each pupil's total, percentage
 * and proposed mark. Scrolls sideways on a phone (and takes the focus to scroll with the keys), the pupil column stays.
 */
export function ResultsMatrix({ results }: { results: TAssignmentResults }) {
  const { t } = useTranslation();
  const index = indexResults(results);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes the focus to scroll by keys (WCAG 2.1.1)
    <section className={classes.scroller} tabIndex={0} aria-label={t('assignments.results.matrix')}>
      <Table className={classes.table} withTableBorder withColumnBorders striped="odd" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.sticky}>
              {t('assignments.results.pupil')}
            </Table.Th>
            {results.items.map((item) => (
              <Table.Th
                scope="col"
                key={item.position}
                className={classes.itemHead}
                data-testid={`item-${item.position}`}
              >
                <Text size="sm" fw={700}>
                  {t('assignments.results.itemShort', { n: item.position })}
                </Text>
                <Text size="xs" c="dimmed" fw={400} className={classes.itemTitle}>
                  {item.title}
                </Text>
                {item.weight !== 1 && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {item.weight === 0
                      ? t('assignments.results.notCounted')
                      : t('assignments.results.weight', { weight: item.weight })}
                  </Text>
                )}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('assignments.results.points')}</Table.Th>
            <Table.Th scope="col">{t('assignments.results.percent')}</Table.Th>
            <Table.Th scope="col">{t('assignments.results.mark')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.pupils.map((pupil) => {
            const mark = index.mark(pupil.id);
            return (
              <Table.Tr key={pupil.id}>
                <Table.Th scope="row" className={classes.sticky}>
                  <Anchor
                    component={Link}
                    to={`/classes/${results.assignment.classId}/pupils/${pupil.id}`}
                    size="sm"
                    fw={600}
                  >
                    {pupilLabel(pupil)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {pupil.username}
                  </Text>
                </Table.Th>
                {results.items.map((item) => (
                  <Table.Td key={item.position} data-testid={`cell-${pupil.username}-${item.position}`}>
                    <CellContent cell={index.cell(pupil.id, item.position)} />
                  </Table.Td>
                ))}
                <Table.Td>{mark ? `${mark.points}/${mark.maxPoints}` : '—'}</Table.Td>
                <Table.Td>{mark ? formatPercent(mark.percent) : '—'}</Table.Td>
                <Table.Td data-testid={`mark-${pupil.username}`}>
                  <MarkContent mark={mark} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </section>
  );
}

function CellContent({ cell }: { cell: TResultsCell | undefined }) {
  const { t } = useTranslation();
  if (!cell || cell.attempts === 0)
    return (
      <>
        <span aria-hidden>—</span>
        <VisuallyHidden>{t('assignments.results.noAnswer')}</VisuallyHidden>
      </>
    );
  return (
    <>
      <Text size="sm" fw={600} c={cell.points > 0 ? 'teal' : 'red'}>
        {cell.points}/{cell.maxPoints}
      </Text>
      <Text size="xs" c="dimmed">
        {t('assignments.results.attempts', { count: cell.attempts })}
      </Text>
      {cell.late && (
        <Text size="xs" c="orange" fw={600}>
          {t('assignments.results.late')}
        </Text>
      )}
    </>
  );
}

/** The proposed mark; before the due date a dash read out as 'Ocena po terminie'; 'nb' for no work after it. */
function MarkContent({ mark }: { mark: TResultsMark | undefined }) {
  const { t } = useTranslation();
  const text = mark ? formatMark(mark) : null;
  if (text === null)
    return (
      <>
        <span aria-hidden>—</span>
        <VisuallyHidden>{t('assignments.results.markPending')}</VisuallyHidden>
      </>
    );
  return (
    <Text size="sm" fw={700}>
      {text}
    </Text>
  );
}
