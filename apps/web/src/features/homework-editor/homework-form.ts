import {
  answerCheckMessages,
  type TAnswerKind,
  type THomework,
  type THomeworkSave,
  type TSchoolLevel,
  type TSolution,
  type TUploadedFile,
  validationMessages,
  ZHomeworkSave,
} from '@zadania/shared';
import '../exams';

export type TConceptOption = { id: string; name: string };
export type TAnswerValue = { key: string; answer: string; correct: boolean };
export type TStepValue = { key: string; title: string; description: string; latex: string };
/** `answers` null: the exam uses the task's answers; a list: this exam's own (another order, other labels…). */
export type TExamValue = {
  key: string;
  examId: string | null;
  examName: string;
  points: number | string;
  answers: TAnswerValue[] | null;
};

/**
 * The optional machine-checkable answer of an open task; all empty: none. `tolerance` is for NUMBER only
 * ('' when not given).
 */
export type TAnswerKeyValue = {
  kind: TAnswerKind | '';
  value: string;
  tolerance: number | string;
  unit: string;
  /** Kept from the stored key and sent back (issue 73), so that saving the form never drops them. */
  unitRequired?: boolean;
  significantFigures?: number | string;
};

/** Everything the task form edits; kept whole in the draft, so labels of chosen options travel with their ids. */
export type THomeworkFormValues = {
  /** The task's own title, plain text; blank: none (the API stores null). */
  title: string;
  description: string;
  closed: boolean;
  answers: TAnswerValue[];
  answer: string;
  answerKey: TAnswerKeyValue;
  solutionLatex: string;
  steps: TStepValue[];
  /** The steps past the first are sold for tokens. */
  paidSolution: boolean;
  hint: string;
  images: TUploadedFile[];
  video: TUploadedFile[];
  domains: TConceptOption[];
  theorems: TConceptOption[];
  definitions: TConceptOption[];
  tags: TConceptOption[];
  level: TSchoolLevel | '';
  type: TConceptOption | null;
  exams: TExamValue[];
};

export const conceptFields = ['domains', 'theorems', 'definitions', 'tags'] as const;
export type TConceptField = (typeof conceptFields)[number];

let keyCounter = 0;
/** A stable React key for a list row (answers, steps, exams). */
export const newKey = () => {
  keyCounter += 1;
  return `k${Date.now().toString(36)}${keyCounter}`;
};

export const emptyAnswer = (): TAnswerValue => ({ key: newKey(), answer: '', correct: false });
export const emptyStep = (): TStepValue => ({ key: newKey(), title: '', description: '', latex: '' });
export const emptyExam = (): TExamValue => ({ key: newKey(), examId: null, examName: '', points: 1, answers: null });
export const emptyAnswerKey = (): TAnswerKeyValue => ({ kind: '', value: '', tolerance: '', unit: '' });

/** Whether the answer-key section has nothing in it (then the task has no checkable answer). */
export const isAnswerKeyEmpty = (key: TAnswerKeyValue) =>
  key.kind === '' && key.value.trim() === '' && String(key.tolerance).trim() === '' && key.unit.trim() === '';

/** A new task: a closed one with two empty answers to fill in. */
export function emptyHomeworkValues(): THomeworkFormValues {
  return {
    title: '',
    description: '',
    closed: true,
    answers: [emptyAnswer(), emptyAnswer()],
    answer: '',
    answerKey: emptyAnswerKey(),
    solutionLatex: '',
    steps: [],
    paidSolution: false,
    hint: '',
    images: [],
    video: [],
    domains: [],
    theorems: [],
    definitions: [],
    tags: [],
    level: '',
    type: null,
    exams: [],
  };
}

/** The letters of closed answers follow their position (A, B, C…). */
export function answerLabel(index: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return letters[index] ?? String(index + 1);
}

/** An editor with nothing typed reports an empty paragraph; the API treats it as empty, so does the form. */
export function normalizeRich(html: string | null | undefined): string {
  const value = html ?? '';
  const stripped = value.replace(/<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>/g, '').trim();
  return stripped === '' ? '' : value;
}

const toConcepts = (items: { id: string; name: string }[]) => items.map(({ id, name }) => ({ id, name }));

/** The form's values of a stored task and its solution (edit page). */
export function valuesFromHomework(homework: THomework, solution: TSolution | null): THomeworkFormValues {
  const answers = homework.answers.map((item) => ({ key: newKey(), answer: item.answer, correct: item.correct }));
  return {
    title: homework.title ?? '',
    description: homework.description,
    closed: homework.closed,
    answers: homework.closed ? answers : [emptyAnswer(), emptyAnswer()],
    answer: homework.answer ?? '',
    answerKey: homework.answerKey
      ? {
          kind: homework.answerKey.kind,
          value: homework.answerKey.value,
          tolerance: homework.answerKey.tolerance ?? '',
          unit: homework.answerKey.unit ?? '',
          unitRequired: homework.answerKey.unitRequired ?? false,
          significantFigures: homework.answerKey.significantFigures ?? '',
        }
      : emptyAnswerKey(),
    solutionLatex: solution?.latex ?? '',
    steps: [...(solution?.steps ?? [])]
      .sort((a, b) => a.order - b.order)
      .map((step) => ({ key: newKey(), title: step.title, description: step.description, latex: step.latex })),
    ...paidSolutionValues(homework, solution),
    images: solution?.imageFiles ?? [],
    video: solution?.videoFile ? [solution.videoFile] : [],
    domains: toConcepts(homework.domains),
    theorems: toConcepts(homework.theorems),
    definitions: toConcepts(homework.definitions),
    tags: toConcepts(homework.tags),
    level: homework.level,
    type: homework.type ? { id: homework.type.id, name: homework.type.name } : null,
    exams: homework.homeworkExams.map((item) => ({
      key: newKey(),
      examId: item.exam.id,
      examName: item.exam.name,
      points: item.points,
      answers: ownExamAnswers(homework, item.answers ?? []),
    })),
  };
}

/**
 * Whether the solution is paid, and its hint: the author reads both in the solution's `access` (the whole of
 * it is open to them); a task answer that carries `paidSolution` itself is read as well.
 */
function paidSolutionValues(homework: THomework, solution: TSolution | null) {
  const stored = (homework as Partial<{ paidSolution: boolean }>).paidSolution;
  const access = solution?.access as Partial<TSolution['access']> | undefined;
  return {
    paidSolution: access?.paid ?? stored ?? false,
    hint: access?.hint?.text ?? '',
  };
}

type TStoredAnswer = { label: string | null; answer: string; correct: boolean };

/** What an exam stores when it repeats the task: the closed answers with their letters, or the open answer. */
function taskExamAnswers(closed: boolean, answers: TStoredAnswer[], openAnswer: string): TStoredAnswer[] {
  return closed ? answers : [{ label: null, answer: openAnswer, correct: true }];
}

/** An exam's stored answers as its own list, or null when they only repeat the task's (nothing to edit apart). */
function ownExamAnswers(homework: THomework, stored: TStoredAnswer[]): TAnswerValue[] | null {
  const repeated = taskExamAnswers(
    homework.closed,
    homework.answers.map((item, index) => ({ label: answerLabel(index), answer: item.answer, correct: item.correct })),
    homework.answer ?? '',
  );
  const same =
    stored.length === repeated.length &&
    stored.every(
      (item, index) =>
        item.answer === repeated[index]?.answer &&
        item.correct === repeated[index]?.correct &&
        // A missing label falls back to the letter of its position, as the task's own answers do.
        (item.label ?? answerLabel(index)) === (repeated[index]?.label ?? answerLabel(index)),
    );
  return same ? null : stored.map((item) => ({ key: newKey(), answer: item.answer, correct: item.correct }));
}

/**
 * The answer key as sent: null for a closed task or an empty section; the tolerance only with a number (a
 * tolerance typed for another kind is kept, so that the schema names the mistake).
 */
function answerKeyInput(values: THomeworkFormValues) {
  const key = values.answerKey ?? emptyAnswerKey();
  if (values.closed || isAnswerKeyEmpty(key)) return null;
  const tolerance = String(key.tolerance).trim() === '' ? null : Number(String(key.tolerance).replace(',', '.'));
  const unit = key.unit.trim() === '' ? null : key.unit.trim();
  const figures = String(key.significantFigures ?? '').trim();
  return {
    kind: key.kind as TAnswerKind,
    value: key.value,
    tolerance,
    unit,
    ...(key.unitRequired && { unitRequired: true }),
    ...(figures !== '' && { significantFigures: Number(figures) }),
  };
}

/**
 * The request body (input of `ZHomeworkSave`). An exam entry has its own answers or repeats the task's:
 * the closed answers, or the open answer as the one correct answer.
 */
export function toSaveInput(values: THomeworkFormValues) {
  const answers = values.closed
    ? values.answers.map((item, index) => ({
        label: answerLabel(index),
        answer: normalizeRich(item.answer),
        correct: item.correct,
      }))
    : [];
  const openAnswer = normalizeRich(values.answer);
  const examAnswers = taskExamAnswers(values.closed, answers, openAnswer);
  return {
    // Trimmed by the schema; blank becomes null.
    title: values.title,
    description: normalizeRich(values.description),
    closed: values.closed,
    answers,
    answer: values.closed ? null : openAnswer || null,
    answerKey: answerKeyInput(values),
    paidSolution: values.paidSolution ?? false,
    solution: {
      latex: normalizeRich(values.solutionLatex) || null,
      steps: values.steps.map((step) => ({
        title: step.title,
        description: normalizeRich(step.description),
        latex: normalizeRich(step.latex),
      })),
      imageIds: values.images.map((file) => file.id),
      videoId: values.video[0]?.id ?? null,
      fileIds: [],
      hint: normalizeRich(values.hint) || null,
    },
    domainsIds: values.domains.map((item) => item.id),
    theoremsIds: values.theorems.map((item) => item.id),
    definitionsIds: values.definitions.map((item) => item.id),
    tagsIds: values.tags.map((item) => item.id),
    level: values.level === '' ? undefined : values.level,
    typeId: values.type?.id ?? null,
    exams: values.exams.map((exam) => ({
      examId: exam.examId ?? '',
      points: typeof exam.points === 'number' ? exam.points : Number.NaN,
      answers: exam.answers
        ? exam.answers.map((item, index) => ({
            label: answerLabel(index),
            answer: normalizeRich(item.answer),
            correct: item.correct,
          }))
        : examAnswers,
    })),
  };
}

/** Where a message of `ZHomeworkSave` (or of the API's `errors[]`) is shown in the form. */
export function formPathOf(path: readonly PropertyKey[]): string {
  const [head, second, third] = path.map(String);
  if (head === 'solution') {
    if (second === 'latex') return 'solutionLatex';
    if (second === 'hint') return 'hint';
    if (second === 'steps' && third !== undefined) return ['steps', ...path.slice(2).map(String)].join('.');
    if (second === 'imageIds') return 'images';
    if (second === 'videoId') return 'video';
    return 'solution';
  }
  if (head === 'exams' && second !== undefined) {
    if (third === 'answers' && path[3] !== undefined) return `exams.${second}.answers.${String(path[3])}.answer`;
    return `exams.${second}.${third === 'points' ? 'points' : third === 'examId' ? 'examId' : 'answers'}`;
  }
  if (head === 'domainsIds' || head === 'theoremsIds' || head === 'definitionsIds' || head === 'tagsIds')
    return head.replace('Ids', '');
  if (head === 'typeId') return 'type';
  return path.map(String).join('.');
}

export type TValidation = { ok: true; data: THomeworkSave } | { ok: false; errors: Record<string, string> };

/** Client-side validation with the same schema and Polish messages as the API; the first message per field wins. */
export function validateHomework(values: THomeworkFormValues): TValidation {
  const input = toSaveInput(values);
  const result = ZHomeworkSave.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  const collect = (issues: { path: PropertyKey[]; message: string }[]) => {
    for (const issue of issues) errors[formPathOf(issue.path)] ??= issue.message;
  };
  collect(result.error.issues);
  // zod runs the answer rules (superRefine) only once the plain fields pass; check them too, so that
  // every message shows after one click instead of one after another.
  const rules = ZHomeworkSave.safeParse({ ...input, description: 'x', level: input.level ?? 'OTHER' });
  if (!rules.success) collect(rules.error.issues);
  values.exams.forEach((exam, index) => {
    if (!exam.examId) errors[`exams.${index}.examId`] = validationMessages.required;
  });
  if (input.answerKey && input.answerKey.kind === ('' as TAnswerKind))
    errors['answerKey.kind'] = answerCheckMessages.kind;
  return { ok: false, errors };
}
