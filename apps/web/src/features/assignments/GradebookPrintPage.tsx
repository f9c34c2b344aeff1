// biome-ignore-all assist/source/organizeImports: the CSS side-effect import goes first
import './gradebook-print.css';
import { assignmentCategoryNames } from '@zadania/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../lib/api/api-error';
import { PrintSheet, usePrintReady } from '../print';
import { formatWarsawDate } from './assignment-format';
import { useGradebook } from './GradebookPage';
import { formatAverage, gradebookLegends, indexGradebook } from './gradebook-format';
import './assignments.pl';

/** The class that puts the sheet on a landscape A4 page (gradebook-print.css), for as long as the view is open. */
const landscapeClass = 'gradebook-print';

/** /classes/{id}/gradebook/print: the whole register on landscape A4 sheets, every column, the legends below. */
export function GradebookPrintPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const gradebook = useGradebook(id);
  const ready = usePrintReady(!!gradebook.data);
  const data = gradebook.data;
  const cellOf = data ? indexGradebook(data) : null;
  const legends = data ? gradebookLegends(data) : null;
  const numbered = !!data?.pupils.some((pupil) => pupil.registerNumber !== null);
  useEffect(() => {
    document.documentElement.classList.add(landscapeClass);
    return () => document.documentElement.classList.remove(landscapeClass);
  }, []);

  return (
    <PrintSheet backTo={`/classes/${id}/gradebook`} ready={ready}>
      {gradebook.isPending && <p>{t('app.loading')}</p>}
      {gradebook.isError && (
        <h1 data-print-failed>{errorText(gradebook.error, t('assignments.gradebook.loadError'))}</h1>
      )}
      {data && cellOf && legends && (
        <>
          <h1>
            {t('assignments.gradebook.title')} · {data.className}
          </h1>
          {data.pupils.length === 0 ? (
            <p>{t('assignments.gradebook.noPupils')}</p>
          ) : data.assignments.length === 0 ? (
            <p>{t('assignments.gradebook.noAssignments')}</p>
          ) : (
            <>
              <table className="gradebook-print-table">
                <thead>
                  <tr>
                    <th scope="col">
                      {numbered ? t('assignments.print.registerNumber') : t('assignments.print.number')}
                    </th>
                    <th scope="col">{t('assignments.gradebook.pupil')}</th>
                    {data.assignments.map((assignment) => (
                      <th scope="col" key={assignment.id}>
                        {assignment.title}
                        <span className="gradebook-print-meta">
                          {formatWarsawDate(assignment.dueAt)}, {assignmentCategoryNames[assignment.category]},{' '}
                          {t('assignments.gradebook.weight', { weight: assignment.weight })}
                          {assignment.archivedAt && `, ${t('assignments.gradebook.archived')}`}
                        </span>
                      </th>
                    ))}
                    <th scope="col">{t('assignments.gradebook.average')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.pupils.map((pupil, position) => (
                    <tr key={pupil.id}>
                      <td>{numbered ? (pupil.registerNumber ?? '') : position + 1}</td>
                      <th scope="row">{pupil.name}</th>
                      {data.assignments.map((assignment) => {
                        const cell = cellOf(pupil.id, assignment.id);
                        return (
                          <td key={assignment.id} data-testid={`print-${pupil.username}-${assignment.id}`}>
                            {cell ? `${cell.label ?? '—'}${cell.late ? '*' : ''}` : ''}
                          </td>
                        );
                      })}
                      <td>
                        <strong>{formatAverage(pupil.average)}</strong>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {legends.pending && <p>{t('assignments.gradebook.pendingLegend')}</p>}
              {legends.noWork && <p>{t('assignments.gradebook.noWorkLegend')}</p>}
              {legends.late && <p>{t('assignments.gradebook.lateLegend')}</p>}
              <p>{t('assignments.gradebook.averageNote')}</p>
            </>
          )}
        </>
      )}
    </PrintSheet>
  );
}
