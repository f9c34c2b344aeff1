// biome-ignore-all assist/source/organizeImports: the CSS side-effect import goes first
import './results-print.css';
import { markNames } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../lib/api/api-error';
import { PrintSheet, usePrintReady } from '../print';
import { formatWarsaw } from './assignment-format';
import { useAssignmentResults } from './AssignmentResultsPage';
import { formatPercent, indexResults, marksNotes, weakestFirst } from './results-format';
import './assignments.pl';

/** /assignments/{id}/results/print: a light A4 sheet of each pupil's points, percentage and mark, for the register. */
export function AssignmentResultsPrintPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const results = useAssignmentResults(id);
  const ready = usePrintReady(!!results.data);
  const data = results.data;
  const index = data ? indexResults(data) : null;
  // The register's numbers when the teachers set them, else the list's order.
  const numbered = !!data?.pupils.some((pupil) => pupil.registerNumber !== null);
  const notes = data ? marksNotes(data.marks) : null;

  return (
    <PrintSheet backTo={`/assignments/${id}/results`} ready={ready}>
      {results.isPending && <p>{t('app.loading')}</p>}
      {results.isError && <h1 data-print-failed>{errorText(results.error, t('assignments.results.loadError'))}</h1>}
      {data && index && (
        <>
          <h1>{data.assignment.title}</h1>
          <p>
            {t('assignments.results.meta', {
              className: data.assignment.className,
              due: formatWarsaw(data.assignment.dueAt),
            })}
          </p>
          <table className="results-print-table">
            <thead>
              <tr>
                <th scope="col">{numbered ? t('assignments.print.registerNumber') : t('assignments.print.number')}</th>
                <th scope="col">{t('assignments.results.pupil')}</th>
                <th scope="col">{t('assignments.results.points')}</th>
                <th scope="col">{t('assignments.results.percent')}</th>
                <th scope="col">{t('assignments.results.mark')}</th>
              </tr>
            </thead>
            <tbody>
              {data.pupils.map((pupil, position) => {
                const mark = index.mark(pupil.id);
                return (
                  <tr key={pupil.id}>
                    <td>{numbered ? (pupil.registerNumber ?? '') : position + 1}</td>
                    <th scope="row">{pupil.name}</th>
                    <td>{mark ? `${mark.points}/${mark.maxPoints}` : '—'}</td>
                    <td>{mark ? formatPercent(mark.percent) : '—'}</td>
                    <td data-testid={`print-mark-${pupil.username}`}>
                      {mark?.label ? (
                        <>
                          <strong>{mark.label}</strong>
                          {mark.mark !== null && ` ${markNames[mark.mark as keyof typeof markNames]}`}
                        </>
                      ) : (
                        <>
                          <span aria-hidden>—</span>
                          <span className="results-print-hidden">{t('assignments.results.markPending')}</span>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {notes?.pending && (
            <p>{t('assignments.results.pendingNote', { due: formatWarsaw(data.assignment.dueAt) })}</p>
          )}
          {notes?.noWork && <p>{t('assignments.results.noWorkLegend')}</p>}
          {data.byRequirement.length > 0 && (
            <>
              <h2>{t('assignments.results.byRequirement')}</h2>
              <ul className="results-print-requirements">
                {weakestFirst(data.byRequirement).map((row) => (
                  <li key={`${row.system}:${row.code}`}>
                    <strong>{row.code}</strong>
                    {row.text && ` ${row.text}`}: {formatPercent(row.percent)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </PrintSheet>
  );
}
