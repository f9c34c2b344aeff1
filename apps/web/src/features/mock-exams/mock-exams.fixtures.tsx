import { screen } from '@testing-library/react';
import type { TMockAttempt, TMockPaperSummary, TMockResult } from '@zadania/shared';
import { renderWithProviders } from '../../test/render';
import { MockAttemptPage } from './MockAttemptPage';

/** The attempt, paper, result and solutions the mock-exam tests share, and how they render the attempt page. */
export const attemptId = '11111111-1111-4111-8111-111111111111';
export const examId = '22222222-2222-4222-8222-222222222222';
export const minute = 60_000;

export const paper: TMockPaperSummary = {
  title: 'Próbny egzamin ósmoklasisty',
  kind: 'E8',
  durationMinutes: 125,
  extendedDurationMinutes: 165,
  calculatorAllowed: false,
  items: 20,
  maxPoints: 30,
};

const pp = (code: string) => ({ system: 'PP2017' as const, code });

/** Options A to D of a closed or matching item, each a paragraph. */
const lettered = (...texts: [string, string, string, string]) =>
  (['A', 'B', 'C', 'D'] as const).map((key, index) => ({ key, html: `<p>${texts[index]}</p>` }));

/** An attempt whose server clock is an hour behind the browser's: the countdown must follow the server. */
export function attempt(overrides: Partial<TMockAttempt> = {}, remainingMs = 125 * minute): TMockAttempt {
  const serverNow = Date.now() - 60 * minute;
  return {
    attemptId,
    examId,
    title: 'Próbny egzamin ósmoklasisty',
    kind: 'E8',
    calculatorAllowed: false,
    durationMinutes: 125,
    extendedTime: false,
    startedAt: new Date(serverNow).toISOString(),
    endsAt: new Date(serverNow + remainingMs).toISOString(),
    now: new Date(serverNow).toISOString(),
    submittedAt: null,
    submittedBy: null,
    practice: false,
    items: [
      {
        type: 'CLOSED',
        position: 1,
        maxPoints: 1,
        statementHtml: '<p>Ile to dwa do potęgi trzeciej?</p>',
        requirements: [pp('SP7-8.I')],
        conceptSlugs: ['arytmetyka'],
        options: lettered('6', '8', '9', '12'),
      },
      {
        type: 'TRUE_FALSE',
        position: 2,
        maxPoints: 1,
        statementHtml: '<p>Oceń prawdziwość zdań.</p>',
        requirements: [pp('SP4-6.II')],
        conceptSlugs: [],
        statements: [{ html: '<p>Liczba 12 jest parzysta.</p>' }, { html: '<p>Liczba 9 jest pierwsza.</p>' }],
      },
      {
        type: 'MATCHING',
        position: 3,
        maxPoints: 1,
        scoring: 'ALL',
        statementHtml: '<p>Uzupełnij zdania.</p>',
        requirements: [pp('SP7-8.IV')],
        conceptSlugs: [],
        prompts: [
          { html: '<p>Wyrażenie ma postać</p>', optionKeys: ['A', 'B'] },
          { html: '<p>Jego wartość to</p>', optionKeys: ['C', 'D'] },
        ],
        options: lettered('x-1', 'x+1', '3', '-7'),
      },
      {
        type: 'OPEN',
        position: 4,
        maxPoints: 2,
        statementHtml: '<p>Oblicz odsetki po podatku.</p>',
        requirements: [pp('SP7-8.V')],
        conceptSlugs: ['procent'],
        answerKind: 'NUMBER',
        rubric: {
          steps: [
            { points: 1, kind: 'NUMBER' },
            { points: 1, kind: 'NUMBER' },
          ],
          slipRule: true,
        },
        machineScorable: true,
      },
      {
        type: 'OPEN',
        position: 5,
        maxPoints: 2,
        statementHtml: '<p>Uzasadnij, że suma trzech kolejnych liczb jest podzielna przez 3.</p>',
        requirements: [pp('SP7-8.IV')],
        conceptSlugs: [],
        answerKind: null,
        rubric: { steps: [{ points: 2, kind: 'NUMBER' }], slipRule: false },
        machineScorable: false,
      },
    ],
    answers: [],
    result: null,
    solutions: null,
    ...overrides,
  };
}

export const result: TMockResult = {
  points: 2,
  maxPoints: 7,
  percent: 29,
  selfAssessmentMaxPoints: 2,
  items: [
    {
      position: 1,
      points: 1,
      maxPoints: 1,
      requirements: [pp('SP7-8.I')],
      conceptSlugs: [],
      selfAssessment: false,
      feedback: 'Poprawna odpowiedź.',
    },
    {
      position: 2,
      points: 0,
      maxPoints: 1,
      requirements: [pp('SP4-6.II')],
      conceptSlugs: [],
      selfAssessment: false,
      feedback: 'Poprawnie 1 z 2: punkt jest tylko za wszystkie części poprawne.',
    },
    {
      position: 3,
      points: 0,
      maxPoints: 1,
      requirements: [pp('SP7-8.IV')],
      conceptSlugs: [],
      selfAssessment: false,
      feedback: 'Brak odpowiedzi.',
    },
    {
      position: 4,
      points: 1,
      maxPoints: 2,
      requirements: [pp('SP7-8.V')],
      conceptSlugs: [],
      selfAssessment: false,
      feedback: 'Poprawne kroki: 1 z 2.',
    },
    {
      position: 5,
      points: 0,
      maxPoints: 2,
      requirements: [pp('SP7-8.IV')],
      conceptSlugs: [],
      selfAssessment: true,
      feedback: 'Tego zadania maszyna nie oceni.',
    },
  ],
  byRequirement: [
    { system: 'PP2017', code: 'SP7-8.I', points: 1, maxPoints: 1 },
    { system: 'PP2017', code: 'SP4-6.II', points: 0, maxPoints: 1 },
    { system: 'PP2017', code: 'SP7-8.IV', points: 0, maxPoints: 3 },
    { system: 'PP2017', code: 'SP7-8.V', points: 1, maxPoints: 2 },
  ],
  forecast: { percent: 41, low: 27, high: 56 },
};

export const solutions: NonNullable<TMockAttempt['solutions']> = [
  { position: 1, correctHtml: '<p>B</p>', modelSolutionHtml: null, rubric: [] },
  { position: 2, correctHtml: '<p>P</p><p>F</p>', modelSolutionHtml: null, rubric: [] },
  { position: 3, correctHtml: '<p>1. A, 2. C</p>', modelSolutionHtml: null, rubric: [] },
  {
    position: 4,
    correctHtml: null,
    modelSolutionHtml: '<p>Odsetki: 100 zł, po podatku 81 zł.</p>',
    rubric: [
      { description: 'Obliczenie odsetek przed podatkiem (zł)', points: 1, expected: '100' },
      { description: 'Obliczenie odsetek po podatku (zł)', points: 1, expected: '81' },
    ],
  },
  {
    position: 5,
    correctHtml: null,
    modelSolutionHtml: '<p>Suma to 3(n+1).</p>',
    rubric: [{ description: 'Zapisanie sumy', points: 2, expected: null }],
  },
];

/** The server's answer to a save: each answer saved at the version after the one it was made from. */
export const saved = (body?: unknown) => ({
  status: 200,
  body: {
    saved: 1,
    versions: ((body as { answers?: { position: number; version: number }[] })?.answers ?? []).map(
      ({ position, version }) => ({ position, version: version + 1 }),
    ),
    endsAt: attempt().endsAt,
    now: new Date().toISOString(),
  },
});

export const renderAttempt = () =>
  renderWithProviders(null, {
    path: `/mock/${attemptId}`,
    routes: [{ path: '/mock/:attemptId', element: <MockAttemptPage /> }],
  });

export const region = (name: string) => screen.getByRole('region', { name });
