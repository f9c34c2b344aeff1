import type { THomework, TSolution } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RichContent } from '../../lib/rich-text/RichContent';
import { floorPoints } from '../exams';
import { answerLetter } from '../homework';
import { PrintAnswers, PrintSolutionSteps, PrintTask } from './PrintSheet';
import type { TListPrintTask } from './useListPrintPage';
import './print.pl';

/** The exam points of a task (its first exam), rounded down; none when it is in no exam. */
const examPoints = (homework: THomework | undefined) => {
  const points = homework?.homeworkExams[0]?.points;
  return points === undefined ? undefined : floorPoints(points);
};

/** A task without the 'Zadanie {n}' heading (the unnumbered printout): its description and lettered answers. */
function UnnumberedTask({ homework }: { homework: THomework }) {
  return (
    <section className="print-task list-print-unnumbered">
      <RichContent html={homework.description} />
      {homework.closed && homework.answers.length > 0 && <PrintAnswers answers={homework.answers} />}
    </section>
  );
}

/** A task as 'Zadanie {n}' with its exam points, or without the heading when the printout is unnumbered. */
export function PrintedTask({ n, homework, numbered }: { n: number; homework: THomework; numbered: boolean }) {
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

/** A task's solution: its steps (after the open `answer`, if given) and images, or a note that it failed to load. */
export function TaskSolution({ task, answer }: { task: TListPrintTask; answer: string | null | undefined }) {
  const { t } = useTranslation();
  return task.solution?.isError ? (
    <p>{t('print.solutionError')}</p>
  ) : (
    <>
      <PrintSolutionSteps solution={task.solution?.data} answer={answer} stepHeadingLevel={4} />
      <SolutionImages solution={task.solution?.data} />
    </>
  );
}

/** The answer key's entry of one task: the letters of its correct answers, or its open answer. */
export function KeyAnswer({ homework }: { homework: THomework }) {
  const { t } = useTranslation();
  if (homework.closed) {
    const letters = homework.answers
      .map((answer, index) => (answer.correct ? answerLetter(answer.label, index) : null))
      .filter((letter): letter is string => letter !== null);
    return <span>{letters.length ? letters.join(', ') : t('print.noAnswer')}</span>;
  }
  return homework.answer ? <RichContent html={homework.answer} /> : <span>{t('print.noAnswer')}</span>;
}
