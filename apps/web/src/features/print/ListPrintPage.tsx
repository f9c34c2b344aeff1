// biome-ignore-all assist/source/organizeImports: the CSS side-effect import goes first
import './list-print.css';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/number-format';
import { ListPrintBody } from './ListPrintBody';
import { PrintSheet } from './PrintSheet';
import { printPl } from './print.pl';
import { isMissing, useListPrintPage } from './useListPrintPage';

/**
 * /account/lists/{id}/pdf: the signed-in account's list as a printout, what the list PDF job prints. Each task
 * as 'Zadanie {n}' (with its exam points) followed by its solution; or, as a worksheet, the tasks only, then
 * the answer key on a new page ('Odpowiedzi') and optionally the full solutions ('Rozwiązania'). Paid steps a
 * student has not unlocked stay locked, as on the task's page. Says it is ready (data-print-ready) once every
 * task, solution, formula, image and font is in; says it failed (data-print-failed) when the list or a task
 * could not be read.
 */
export function ListPrintPage() {
  const { t } = useTranslation();
  const { id, options, list, cards, tasks, failed, loaded, ready, name, content } = useListPrintPage();

  return (
    <PrintSheet backTo={`/account/lists/${id}`} ready={ready}>
      {!failed && !loaded && <p>{t('app.loading')}</p>}
      {failed && (
        <h1 data-print-failed>
          {list.isError
            ? isMissing(list.error)
              ? t('print.listNotFound')
              : t('print.listLoadError')
            : t('print.taskLoadError')}
        </h1>
      )}
      {list.data && !failed && (
        <div ref={content}>
          <h1>{name}</h1>
          <p className="print-meta">{formatCount(cards.length, printPl.listTasks)}</p>
          {loaded && <ListPrintBody tasks={tasks} options={options} />}
        </div>
      )}
    </PrintSheet>
  );
}
