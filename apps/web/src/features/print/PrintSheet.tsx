import './print.css';
import { Button, Loader } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { THomework, TSolution } from '@zadania/shared';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeSplash } from '../../app/splash';
import { BackLink } from '../../components/BackLink';
import { RichContent } from '../../lib/rich-text/RichContent';
import { answerLetter } from '../homework';
import '../homework';
import './print.pl';

/**
 * True once the content is in the DOM with KaTeX rendered (the renderer is imported eagerly here, so
 * math is typeset in the same render) and its fonts have loaded.
 */
export function usePrintReady(contentReady: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!contentReady) {
      setReady(false);
      return;
    }
    let cancelled = false;
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    const settled = fonts?.ready ?? Promise.resolve();
    void settled
      .catch(() => undefined)
      .then(() => {
        requestAnimationFrame(() => {
          if (!cancelled) setReady(true);
        });
      });
    return () => {
      cancelled = true;
    };
  }, [contentReady]);
  return ready;
}

/** The printable page: a toolbar (back, 'Drukuj') that never prints, and a light A4 sheet. */
export function PrintSheet({ backTo, ready, children }: { backTo: string; ready: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(removeSplash, []);
  return (
    <div className="print-view">
      <div className="print-toolbar" data-print-hidden>
        <BackLink to={backTo}>{t('print.back')}</BackLink>
        <Button
          onClick={() => window.print()}
          disabled={!ready}
          leftSection={ready ? <IconPrinter size={16} aria-hidden /> : <Loader size={14} aria-hidden />}
          aria-describedby={ready ? undefined : 'print-preparing'}
        >
          {t('print.print')}
        </Button>
        {!ready && (
          <span id="print-preparing" style={{ position: 'absolute', left: -9999 }}>
            {t('print.preparing')}
          </span>
        )}
      </div>
      {/* The sheet is always light (print.css), whatever the app's colour scheme; it is the page's main landmark. */}
      <main className="print-page-sheet print-sheet" data-print-ready={ready ? 'true' : 'false'}>
        {children}
      </main>
    </div>
  );
}

/** One task: 'Zadanie {n}' with optional points, the description and the lettered closed answers. */
export function PrintTask({
  number,
  points,
  description,
  answers,
  headingLevel = 2,
}: {
  number: number;
  points?: number;
  description: string;
  answers?: THomework['answers'];
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="print-task" aria-labelledby={`print-task-${number}`}>
      <Heading className="print-task-heading" id={`print-task-${number}`}>
        <span>{t('print.task', { n: number })}</span>
        {points !== undefined && <span className="print-points">{t('print.points', { points })}</span>}
      </Heading>
      <RichContent html={description} />
      {answers && answers.length > 0 && <PrintAnswers answers={answers} />}
    </section>
  );
}

/** The closed answers of a task, each with its letter. */
export function PrintAnswers({ answers }: { answers: THomework['answers'] }) {
  return (
    <ul className="print-answers">
      {answers.map((answer, index) => (
        <li key={answer.id}>
          <span className="print-answer-letter">{answerLetter(answer.label, index)}.</span>
          <RichContent html={answer.answer} style={{ flex: 1 }} />
        </li>
      ))}
    </ul>
  );
}

/** A solution fully expanded: every step's title, description and formulas. */
export function PrintSolutionSteps({
  solution,
  answer,
  stepHeadingLevel = 3,
}: {
  solution: TSolution | undefined;
  answer?: string | null;
  stepHeadingLevel?: 3 | 4;
}) {
  const { t } = useTranslation();
  const steps = useMemo(() => [...(solution?.steps ?? [])].sort((a, b) => a.order - b.order), [solution?.steps]);
  const StepHeading = stepHeadingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      {steps.map((step) => (
        <div key={step.id} className="print-step">
          <StepHeading>{step.title}</StepHeading>
          {step.description && <RichContent html={step.description} />}
          {step.latex && <RichContent html={step.latex} />}
        </div>
      ))}
      {solution?.access.paid && !solution.access.unlocked && (
        <p className="print-step">{t('print.paidSteps', { count: solution.access.hiddenSteps })}</p>
      )}
      {steps.length === 0 && solution?.latex && <RichContent html={solution.latex} />}
      {steps.length === 0 && !solution?.latex && !answer && <p>{t('print.noSolution')}</p>}
      {answer && (
        <div className="print-step">
          <StepHeading>{t('homework.answer')}</StepHeading>
          <RichContent html={answer} />
        </div>
      )}
    </>
  );
}
