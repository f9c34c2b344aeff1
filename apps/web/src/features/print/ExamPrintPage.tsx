import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../../i18n/dates';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { floorPoints, formatPoints, isExamMissing, useExam } from '../exams';
import { homeworkApi } from '../homework';
import { mockExamsApi, mockExamsKeys } from '../mock-exams';
import { MockPaperPrint } from './MockPaperPrint';
import { PrintSheet, PrintSolutionSteps, PrintTask, usePrintReady } from './PrintSheet';
import '../exams';
import './print.pl';
import '../../components/catalogue.pl';

/**
 * /exams/{slug}/pdf: every task as 'Zadanie {n}' with its points (rounded down), then a 'Rozwiązania'
 * section with each task's solution fully expanded. An exam solved as a paper against the clock prints its paper's
 * items instead, as the exam sheet (no keys: the paper's solutions come after an attempt).
 */
export function ExamPrintPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { exam, tasks } = useExam(slug);
  const data = exam.data;
  // The exam lists only the descriptions; closed answers come with each task.
  const homeworks = useQueries({
    queries: tasks.map((task) => ({
      queryKey: queryKeys.homework(task.homework.slug),
      queryFn: ({ signal }: { signal: AbortSignal }) => homeworkApi.get(task.homework.slug, signal),
    })),
  });
  const solutions = useQueries({
    queries: tasks.map((task) => ({
      queryKey: queryKeys.solution(task.homework.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => homeworkApi.solution(task.homework.id, signal),
    })),
  });
  const paperExamId = data?.hasMockPaper ? data.id : null;
  const paper = useQuery({
    queryKey: mockExamsKeys.paper(paperExamId ?? ''),
    queryFn: ({ signal }) => mockExamsApi.paper(paperExamId!, signal),
    enabled: paperExamId !== null,
  });
  const loaded =
    !!data &&
    (paperExamId === null || !paper.isPending) &&
    homeworks.every((query) => !query.isPending) &&
    solutions.every((query) => !query.isPending);
  const ready = usePrintReady(loaded);
  useDocumentTitle(data?.name ?? null);

  return (
    <PrintSheet backTo={`/exams/${slug}`} ready={ready}>
      {exam.isPending && <p>{t('app.loading')}</p>}
      {exam.isError && <h1>{isExamMissing(exam.error) ? t('exams.notFound') : t('catalogue.loadError')}</h1>}
      {data && (
        <>
          <h1>{data.name}</h1>
          <p className="print-meta">
            {formatDate(data.date)} · {t('exams.tasksCountLabel')}: {data.tasksCount} · {t('exams.pointsTotal')}:{' '}
            {formatPoints(data.pointsTotal)}
          </p>
          {paper.data ? <MockPaperPrint paper={paper.data} /> : null}
          {paper.isError ? <p>{t('print.mock.paperError')}</p> : null}
          {tasks.map((task, index) => {
            const homework = homeworks[index]?.data;
            return (
              <PrintTask
                key={task.homework.id}
                number={index + 1}
                points={floorPoints(task.points)}
                description={task.homework.description}
                answers={task.homework.closed ? homework?.answers : undefined}
              />
            );
          })}
          {tasks.length > 0 && (
            <section className="print-solutions" aria-labelledby="print-solutions">
              <h2 id="print-solutions">{t('print.solutions')}</h2>
              {tasks.map((task, index) => {
                const solution = solutions[index];
                const homework = homeworks[index]?.data;
                return (
                  <section
                    key={task.homework.id}
                    className="print-solution"
                    aria-labelledby={`print-solution-${index + 1}`}
                  >
                    <h3 id={`print-solution-${index + 1}`}>{t('print.solutionOf', { n: index + 1 })}</h3>
                    {solution?.isError ? (
                      <p>{t('print.solutionError')}</p>
                    ) : (
                      <PrintSolutionSteps
                        solution={solution?.data}
                        answer={homework && !homework.closed ? homework.answer : null}
                        stepHeadingLevel={4}
                      />
                    )}
                  </section>
                );
              })}
            </section>
          )}
        </>
      )}
    </PrintSheet>
  );
}
