// biome-ignore-all assist/source/organizeImports: the CSS side-effect import goes first
import './results-print.css';
import { markNames } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../lib/api/api-error';
import { PrintSheet, usePrintReady } from '../print';
import { formatWarsaw } from './assignment-format';
import { useAssignmentResults } from './AssignmentResultsPage';
import { formatPercent, indexResults, weakestFirst } from './results-format';
import './assignments.pl';

/** /assignments/{id}/results/print: a light A4 sheet of each pupil's points, percentage and mark, for the register. */
export function AssignmentResultsPrintPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const results = useAssignmentResults(id);
  const ready = usePrintReady(!!results.data);
  const data = results.data;
  const index = data ? indexResults(data) : null;

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
                <th scope="col">{t('assignments.print.number')}</th>
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
                    <td>{position + 1}</td>
                    <th scope="row">{pupil.name}</th>
                    <td>{mark ? `${mark.points}/${mark.maxPoints}` : '—'}</td>
                    <td>{mark ? formatPercent(mark.percent) : '—'}</td>
                    <td>
                      {mark ? (
                        <>
                          <strong>{mark.label}</strong> {markNames[mark.mark as keyof typeof markNames]}
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {data.byRequirement.length > 0 && (
            <>
              <h2>{t('assignments.results.byRequirement')}</h2>
              <ul className="results-print-requirements">
                {weakestFirst(data.byRequirement).map((row) => (
                  <li key={`${row.system}:${row.code}`}>
                    {row.code} ({row.system}): {formatPercent(row.percent)}
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
