import type { TMockItem, TMockPaper } from '@zadania/shared';
import type { TGenerator, TVariantDraft } from '../modules/generators/generator.types';
import type { TDemoTask } from '../seed/demo-content/demo-content.types';
import { taskStrings } from '../seed/demo-content/demo-content-rules';
import { richTextToHtml, toDisplayMathHtml } from '../seed/demo-rich-text';
import type { TLintUnit } from './content-lint.types';

/** The content a pupil sees, from each source, as the units the rules read. */

/** A generator's variant: the statement, every step's explanation and math, and the answer key. */
export function generatorUnit(generator: TGenerator, seed: number, draft: TVariantDraft): TLintUnit {
  return {
    source: 'generator',
    id: `${generator.id} #${seed}`,
    html: [
      { where: 'treść', html: draft.statementHtml },
      ...draft.steps.map((step, index) => ({ where: `krok ${index + 1}`, html: step.explanation })),
    ],
    maths: [
      ...draft.steps.map((step, index) => ({ where: `krok ${index + 1}`, latex: step.math })),
      { where: 'odpowiedź', latex: draft.answer.value },
    ],
    artefacts: { statementHtml: draft.statementHtml, steps: draft.steps },
    points: [],
    optionLabels: [],
    niceNumbers: { range: generator.niceNumbers, statementHtml: draft.statementHtml, answer: draft.answer.value },
  };
}

/** Demo text (`$…$` TeX in plain text) as the web shows it. */
const demoHtml = (text: string) => richTextToHtml(text, (tex) => toDisplayMathHtml(tex, 'lint'));

/** A demo task: its texts (description, answer, hint, options, step titles and descriptions), TeX and points. */
export function demoTaskUnit(task: TDemoTask): TLintUnit {
  const strings = taskStrings(task);
  const isTex = (where: string) => where === 'answerKey' || where.endsWith('.latex');
  return {
    source: 'demo',
    id: task.slug,
    html: strings.filter(({ where }) => !isTex(where)).map(({ where, text }) => ({ where, html: demoHtml(text) })),
    maths: strings.filter(({ where }) => isTex(where)).map(({ where, text }) => ({ where, latex: text })),
    artefacts: {
      statementHtml: demoHtml(task.description),
      steps: [
        ...task.steps.map((step) => ({
          explanation: demoHtml(`${step.title}\n\n${step.description}`),
          math: step.latex,
        })),
        ...task.answers.map((option) => ({ explanation: demoHtml(option.answer), math: '' })),
      ],
    },
    points: task.exams.map((exam) => exam.points),
    optionLabels: task.answers.map((option) => option.label),
    niceNumbers: null,
  };
}

/** The HTML of an item's parts besides its statement: options, P/F statements, prompts, the model solution. */
function itemParts(item: TMockItem): { where: string; html: string }[] {
  switch (item.type) {
    case 'CLOSED':
      return item.options.map((option) => ({ where: `odpowiedź ${option.key}`, html: option.html }));
    case 'TRUE_FALSE':
      return item.statements.map((statement, index) => ({ where: `zdanie ${index + 1}`, html: statement.html }));
    case 'MATCHING':
      return [
        ...item.prompts.map((prompt, index) => ({ where: `część ${index + 1}`, html: prompt.html })),
        ...item.options.map((option) => ({ where: `odpowiedź ${option.key}`, html: option.html })),
      ];
    case 'OPEN':
      return [
        { where: 'rozwiązanie', html: item.modelSolutionHtml },
        ...item.rubric.steps.map((step, index) => ({
          where: `schemat, krok ${index + 1}`,
          html: demoHtml(step.description),
        })),
      ];
  }
}

/** A mock paper's item: statement and parts, the rubric's results and the key, points, closed options' letters. */
export function mockItemUnit(paper: TMockPaper, item: TMockItem): TLintUnit {
  const parts = itemParts(item);
  return {
    source: 'mock',
    id: `${paper.slug} zad. ${item.position}`,
    html: [{ where: 'treść', html: item.statementHtml }, ...parts],
    maths:
      item.type === 'OPEN'
        ? [
            ...item.rubric.steps.flatMap((step, index) =>
              step.expected === null ? [] : [{ where: `schemat, krok ${index + 1}`, latex: step.expected }],
            ),
            ...(item.answerKey ? [{ where: 'odpowiedź', latex: item.answerKey.value }] : []),
          ]
        : [],
    artefacts: {
      statementHtml: item.statementHtml,
      steps: parts.map(({ html }) => ({ explanation: html, math: '' })),
    },
    points: [item.maxPoints, ...(item.type === 'OPEN' ? item.rubric.steps.map((step) => step.points) : [])],
    optionLabels: item.type === 'CLOSED' ? item.options.map((option) => option.key) : [],
    niceNumbers: null,
  };
}
