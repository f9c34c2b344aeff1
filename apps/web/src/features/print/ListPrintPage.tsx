// biome-ignore-all assist/source/organizeImports: the CSS side-effect import goes first
import './list-print.css';
import { useQueries, useQuery } from '@tanstack/react-query';
import { favoriteDisplayName, favoriteEndpoints, type THomework, type TSolution } from '@zadania/shared';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { formatCount } from '../../components/number-format';
import { ApiError } from '../../lib/api/api-error';
import { callEndpoint } from '../../lib/api/call-endpoint';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { RichContent } from '../../lib/rich-text/RichContent';
import { floorPoints } from '../exams/points';
import { answerLetter } from '../homework/answer-letter';
import { homeworkApi } from '../homework/homework-api';
import { PrintAnswers, PrintSheet, PrintSolutionSteps, PrintTask, usePrintReady } from './PrintSheet';
import { printPl } from './print.pl';

/** The options of the printout, from the query the PDF job opens (`?theme&worksheet&solutions&numbered`). */
export function readListPrintOptions(search: URLSearchParams) {
  return {
    theme: search.get('theme') === 'dark' ? ('dark' as const) : ('light' as const),
    worksheet: search.get('worksheet') === 'true',
    withSolutions: search.get('solutions') === 'true',
    numbered: search.get('numbered') !== 'false',
  };
}

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** The exam points of a task (its first exam), rounded down; none when it is in no exam. */
const examPoints = (homework: THomework | undefined) => {
  const points = homework?.homeworkExams[0]?.points;
  return points === undefined ? undefined : floorPoints(points);
};

/** True once every image in the element has loaded or failed (lazy images are made eager first: a printout shows them all). */
function useImagesLoaded(container: RefObject<HTMLElement | null>, contentReady: boolean) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setLoaded(false);
    if (!contentReady) return;
    let cancelled = false;
    const images = [...(container.current?.querySelectorAll('img') ?? [])];
    void Promise.all(
      images.map((image) => {
        image.loading = 'eager';
        if (image.complete) return undefined;
        return new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        });
      }),
    ).then(() => {
      if (!cancelled) setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [container, contentReady]);
  return loaded;
}

/** The dark printout darkens the whole page (on paper too), not only the sheet. */
function usePrintTheme(theme: 'light' | 'dark') {
  useEffect(() => {
    if (theme !== 'dark') return;
    document.documentElement.classList.add('list-print-dark');
    return () => document.documentElement.classList.remove('list-print-dark');
  }, [theme]);
}

/** A task without the 'Zadanie {n}' heading (the unnumbered printout): its description and lettered answers. */
function UnnumberedTask({ homework }: { homework: THomework }) {
  return (
    <section className="print-task list-print-unnumbered">
      <RichContent html={homework.description} />
      {homework.closed && homework.answers.length > 0 && <PrintAnswers answers={homework.answers} />}
    </section>
  );
}

/** The solution's images the viewer may see (a locked paid solution sends none). */
function SolutionImages({ solution }: { solution: TSolution | undefined }) {
  const images = (solution?.imageFiles ?? []).filter((file) => file.url);
  if (!images.length) return null;
  return (
    <div className="list-print-images">
      {images.map((file) => (
        <img key={file.id} src={file.url ?? ''} alt={file.originalname} />
      ))}
    </div>
  );
}

/** The answer key's entry of one task: the letters of its correct answers, or its open answer. */
function KeyAnswer({ homework }: { homework: THomework }) {
  const { t } = useTranslation();
  if (homework.closed) {
    const letters = homework.answers
      .map((answer, index) => (answer.correct ? answerLetter(answer.label, index) : null))
      .filter((letter): letter is string => letter !== null);
    return <span>{letters.length ? letters.join(', ') : t('print.noAnswer')}</span>;
  }
  return homework.answer ? <RichContent html={homework.answer} /> : <span>{t('print.noAnswer')}</span>;
}

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
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const options = readListPrintOptions(search);
  usePrintTheme(options.theme);

  const list = useQuery({
    queryKey: ['favorite-print', id],
    queryFn: ({ signal }) => callEndpoint(favoriteEndpoints.detail, { params: { id }, signal, errorToast: false }),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const cards = list.data?.cards ?? [];
  const homeworks = useQueries({
    queries: cards.map((card) => ({
      queryKey: queryKeys.homework(card.slug),
      queryFn: ({ signal }: { signal: AbortSignal }) => homeworkApi.get(card.slug, signal),
    })),
  });
  const showSolutions = !options.worksheet || options.withSolutions;
  const solutions = useQueries({
    queries: cards.map((card) => ({
      queryKey: queryKeys.solution(card.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => homeworkApi.solution(card.id, signal),
      enabled: showSolutions,
    })),
  });

  const tasksFailed = homeworks.some((query) => query.isError);
  const failed = list.isError || tasksFailed;
  const loaded =
    !!list.data &&
    homeworks.every((query) => query.isSuccess) &&
    (!showSolutions || solutions.every((query) => !query.isPending));
  const content = useRef<HTMLDivElement>(null);
  const imagesLoaded = useImagesLoaded(content, loaded);
  const ready = usePrintReady(loaded && imagesLoaded);
  const name = list.data ? favoriteDisplayName(list.data) : null;
  useDocumentTitle(name);

  const tasks = cards.map((card, index) => ({
    card,
    n: index + 1,
    homework: homeworks[index]?.data,
    solution: solutions[index],
  }));
  const label = (n: number) => (options.numbered ? t('print.keyTask', { n }) : t('print.keyPosition', { n }));

  const solutionOf = (task: (typeof tasks)[number], answer: string | null | undefined) =>
    task.solution?.isError ? (
      <p>{t('print.solutionError')}</p>
    ) : (
      <>
        <PrintSolutionSteps solution={task.solution?.data} answer={answer} stepHeadingLevel={4} />
        <SolutionImages solution={task.solution?.data} />
      </>
    );

  let body: ReactNode = null;
  if (list.data && loaded) {
    body = options.worksheet ? (
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
                {solutionOf(task, null)}
              </section>
            ))}
          </section>
        )}
      </>
    ) : (
      tasks.map((task) => (
        <div key={task.card.id} className="list-print-item">
          <PrintedTask n={task.n} homework={task.homework!} numbered={options.numbered} />
          <section className="print-solution" aria-labelledby={`print-solution-${task.n}`}>
            <h3 id={`print-solution-${task.n}`}>{t('print.solution')}</h3>
            {solutionOf(task, task.homework?.closed ? null : task.homework?.answer)}
          </section>
        </div>
      ))
    );
  }

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
          {body}
        </div>
      )}
    </PrintSheet>
  );
}

function PrintedTask({ n, homework, numbered }: { n: number; homework: THomework; numbered: boolean }) {
  if (!numbered) return <UnnumberedTask homework={homework} />;
  return (
    <PrintTask
      number={n}
      points={examPoints(homework)}
      description={homework.description}
      answers={homework.closed ? homework.answers : undefined}
    />
  );
}
