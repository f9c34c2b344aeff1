import { z } from 'zod';
import { ZAnswerKind } from '../answer-check/answer-check.schemas';
import { ZMasteryState, ZTimeTakenMs } from './learning.schemas';

/** Practice sessions and "Co dalej" (issue 36): what the student should do next, chosen from the student model. */
export const practiceLimits = {
  sessionSize: { min: 5, max: 30, fallback: 10 },
  conceptIdsMax: 50,
  answerMaxLength: 500,
  nextSize: 5,
  /** A concept with fewer checkable tasks than this is practised with generated variants too (issue 37). */
  generatedBelowTasks: 3,
  /** A task answered right this recently is not offered again. */
  recentlyRightHours: 24,
} as const;

export const practiceMessages = {
  size: 'Sesja może mieć od 5 do 30 zadań.',
  conceptIds: 'Niepoprawna lista pojęć.',
  nothingToPractise: 'Nie ma teraz zadań do ćwiczenia z wybranych pojęć. Wróć jutro albo wybierz inne pojęcia.',
  sessionNotFound: 'Nie znaleziono sesji.',
  position: 'W tej sesji nie ma zadania o tym numerze.',
  answer: 'Wpisz odpowiedź.',
  answerTooLong: 'Odpowiedź może mieć najwyżej 500 znaków.',
  alreadyAnswered: 'To zadanie z sesji ma już odpowiedź.',
  choice: 'Wybierz jedną z odpowiedzi tego zadania.',
  proofNotCheckable:
    'To zadanie to dowód: odpowiedzi nie da się sprawdzić automatycznie. Porównaj swoje rozwiązanie z rozwiązaniem krok po kroku.',
} as const;

/** Why an item is recommended: a review that is due, a concept still shaky, a new topic. */
export const practiceReasons = ['due', 'weak', 'new'] as const;
export const ZPracticeReason = z.enum(practiceReasons);
export type TPracticeReason = z.infer<typeof ZPracticeReason>;
export const practiceReasonLabels: Record<TPracticeReason, string> = {
  due: 'Powtórka',
  weak: 'Do poprawy',
  new: 'Nowy temat',
};

/** POST /api/learn/session. */
export const ZStartSessionInput = z.object({
  size: z
    .int({ error: practiceMessages.size })
    .min(practiceLimits.sessionSize.min, practiceMessages.size)
    .max(practiceLimits.sessionSize.max, practiceMessages.size)
    .default(practiceLimits.sessionSize.fallback)
    .describe('How many items, 5 to 30 (10 when left out)'),
  conceptIds: z
    .array(z.uuid({ error: practiceMessages.conceptIds }), { error: practiceMessages.conceptIds })
    .min(1, practiceMessages.conceptIds)
    .max(practiceLimits.conceptIdsMax, practiceMessages.conceptIds)
    .optional()
    .describe('Practise only these concepts (the mastery map links to one)'),
});
export type TStartSessionInput = z.input<typeof ZStartSessionInput>;

/** A choice of a closed task, as a student sees it before answering: never whether it is right. */
export const ZPracticeChoice = z.object({ id: z.uuid(), label: z.string().nullable(), answer: z.string() });

/** A task to answer in a session, without its answer or solution. */
export const ZPracticeTask = z.object({
  id: z.uuid(),
  slug: z.string(),
  description: z.string().describe('Sanitized HTML'),
  closed: z.boolean(),
  choices: z.array(ZPracticeChoice).describe('A closed task: answer with the id of one choice'),
  answerCheck: z
    .object({ kind: ZAnswerKind })
    .nullable()
    .describe('An open task: the kind of answer it checks (type it as on the task page)'),
});

export const ZPracticeItem = z.object({
  position: z.int().min(1),
  kind: z
    .enum(['HOMEWORK', 'GENERATED'])
    .describe('GENERATED: a fresh variant of a task generator (GET /api/generator), not a task of the catalogue'),
  homeworkId: z.uuid().describe("The task's id; for a generated item, the generator's stable item id"),
  generatorId: z.string().nullable().describe('A generated item: its generator'),
  conceptIds: z.array(z.uuid()).describe("The task's concepts"),
  conceptId: z.uuid().describe('The concept the item was chosen to practise'),
  conceptName: z.string(),
  reason: ZPracticeReason,
  task: ZPracticeTask,
  answered: z.object({ correct: z.boolean(), answeredAt: z.iso.datetime() }).nullable().describe('Null until answered'),
});
export type TPracticeItem = z.infer<typeof ZPracticeItem>;

export const practiceSessionKinds = ['PRACTICE', 'DIAGNOSTIC'] as const;

export const ZPracticeSession = z.object({
  id: z.uuid(),
  kind: z
    .enum(practiceSessionKinds)
    .describe("DIAGNOSTIC: the short test of the student's level (POST /api/learn/diagnostic), answered like practice"),
  createdAt: z.iso.datetime(),
  items: z.array(ZPracticeItem),
});
export type TPracticeSession = z.infer<typeof ZPracticeSession>;

/** POST /api/learn/session/{id}/answer. */
export const ZSessionAnswerInput = z.object({
  position: z.int({ error: practiceMessages.position }).min(1, practiceMessages.position),
  answer: z
    .string({ error: practiceMessages.answer })
    .trim()
    .min(1, practiceMessages.answer)
    .max(practiceLimits.answerMaxLength, practiceMessages.answerTooLong)
    .describe("An open task's answer as typed, or the id of a closed task's choice"),
  timeTakenMs: ZTimeTakenMs.optional(),
});
export type TSessionAnswerInput = z.input<typeof ZSessionAnswerInput>;

export const ZExplanationStep = z.object({
  title: z.string(),
  description: z.string().describe('Sanitized HTML'),
  latex: z.string().describe('Sanitized HTML with display math'),
});

export const ZSessionAnswerResult = z.object({
  correct: z.boolean(),
  expected: z.string().describe('The right answer, sanitized HTML'),
  explanation: z.array(ZExplanationStep).describe("The solution's steps"),
  mastery: z.object({ conceptId: z.uuid(), state: ZMasteryState, due: z.iso.datetime() }),
});
export type TSessionAnswerResult = z.infer<typeof ZSessionAnswerResult>;

/** Where practice of one concept starts (the web's session page for the concept). */
export const conceptPracticePath = (conceptId: string) => `/learn/session?concept=${conceptId}`;

/** GET /api/learn/next: a few recommended concepts, each with why and the item the planner would start with. */
export const ZNextItem = z.object({
  homeworkId: z.uuid().describe("The first item's task, or its generator's stable item id"),
  slug: z.string().nullable().describe("The task's slug; null for a generated item"),
  practicePath: z.string().describe('Where practice of the concept starts: /learn/session?concept={conceptId}'),
  conceptId: z.uuid(),
  conceptName: z.string(),
  reason: ZPracticeReason,
  reasonLabel: z.string().describe('"Powtórka", "Do poprawy" or "Nowy temat"'),
});
export const ZNextList = z.object({
  results: z.array(ZNextItem),
  dueCount: z.int().describe('Concepts due for review now'),
  streakDays: z.int().describe('Days in a row (in Poland) with at least one answer, up to today or yesterday'),
  openSession: z
    .object({ id: z.uuid(), answered: z.int(), total: z.int() })
    .nullable()
    .describe('The latest session of the last 24 hours with items left: where to continue'),
});
export type TNextList = z.infer<typeof ZNextList>;

/** A session's (or a student's) id: anything that is not one of the viewer's sessions answers 404. */
export const ZPracticeSessionParams = z.object({ id: z.string().max(100) });
