import { useTranslation } from 'react-i18next';
import { KeyAnswer, PrintedTask, TaskSolution } from './ListPrintParts';
import type { TListPrintOptions, TListPrintTask } from './useListPrintPage';
import './print.pl';

/** The loaded list's tasks: each with its solution, or as a worksheet (tasks, answer key, optional solutions). */
export function ListPrintBody({ tasks, options }: { tasks: TListPrintTask[]; options: TListPrintOptions }) {
  const { t } = useTranslation();
  if (options.worksheet) return <Worksheet tasks={tasks} options={options} />;
  return tasks.map((task) => (
    <div key={task.card.id} className="list-print-item">
      <PrintedTask n={task.n} homework={task.homework!} numbered={options.numbered} />
      <section className="print-solution" aria-labelledby={`print-solution-${task.n}`}>
        <h3 id={`print-solution-${task.n}`}>{t('print.solution')}</h3>
        <TaskSolution task={task} answer={task.homework?.closed ? null : task.homework?.answer} />
      </section>
    </div>
  ));
}

/** The worksheet: the tasks only, then the answer key on a new page and optionally the full solutions. */
function Worksheet({ tasks, options }: { tasks: TListPrintTask[]; options: TListPrintOptions }) {
  const { t } = useTranslation();
  const label = (n: number) => (options.numbered ? t('print.keyTask', { n }) : t('print.keyPosition', { n }));
  return (
    <>
      {tasks.map((task) => (
        <PrintedTask key={task.card.id} n={task.n} homework={task.homework!} numbered={options.numbered} />
      ))}
      <section className="list-print-break" aria-labelledby="list-print-answers">
        <h2 id="list-print-answers">{t('print.answers')}</h2>
        <dl className="list-print-key">
          {tasks.map((task) => (
            <div key={task.card.id} className="list-print-key-row">
              <dt>{label(task.n)}</dt>
              <dd>
                <KeyAnswer homework={task.homework!} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {options.withSolutions && (
        <section className="list-print-break" aria-labelledby="list-print-solutions">
          <h2 id="list-print-solutions">{t('print.solutions')}</h2>
          {tasks.map((task) => (
            <section key={task.card.id} className="print-solution" aria-labelledby={`print-solution-${task.n}`}>
              <h3 id={`print-solution-${task.n}`}>
                {options.numbered ? t('print.solutionOf', { n: task.n }) : label(task.n)}
              </h3>
              <TaskSolution task={task} answer={null} />
            </section>
          ))}
        </section>
      )}
    </>
  );
}
