/**
 * Types of the demo content (concepts, exams, task types and tasks) seeded into a fresh database.
 *
 * Text fields (`description`, `answer`, `answers[].answer`, step `title`/`description`) are plain Polish text
 * with inline maths as `$...$` and display maths as `$$...$$` (TeX); paragraphs are separated by a blank line.
 * Step `latex` is TeX only, without dollars.
 */

import type { TAnswerKeyInput, TSubject } from '@zadania/shared';

/** Kind of a math concept. */
export type TDemoConceptType = 'DOMAIN' | 'THEOREM' | 'DEFINITION' | 'TAG';

/** A math concept (domain, theorem, definition or tag). */
export type TDemoConcept = {
  slug: string;
  name: string;
  type: TDemoConceptType;
  /** The school subject (issue 73); MATHS when absent. */
  subject?: TSubject;
  aliases: string[];
  description: string;
  /** Ids of demo games (`demoGameIds`) played at the end of the article. */
  gameIds?: string[];
};

/** School level of a task. */
export type TDemoLevel = 'PRIMARY' | 'HIGH_SCHOOL' | 'UNIVERSITY';

/** Kind of an exam. */
export type TDemoExamType = 'MATURA' | 'EIGHTH_GRADE';

/** A (fictional, trial) exam; `level` is null for the eighth-grade exam. */
export type TDemoExam = {
  slug: string;
  type: TDemoExamType;
  /** The exam's subject (issue 73); MATHS when absent. */
  subject?: TSubject;
  date: string /* YYYY-MM-DD */;
  level: 'BASIC' | 'ADVANCED' | null;
  variant: 'MAIN' | 'RESIT' | 'ADDITIONAL' | 'TRIAL';
  details: string | null;
};

/** A task type (homework type); `parentSlug` marks a subtype. */
export type TDemoHomeworkType = {
  slug: string;
  name: string;
  formulas: string | null;
  domainSlugs: string[];
  parentSlug: string | null;
};

/** One step of a solution. */
export type TDemoStep = { title: string; description: string; latex: string };

/** A task with its solution. */
export type TDemoTask = {
  slug: string;
  /** The school subject (issue 73); MATHS when absent. */
  subject?: TSubject;
  level: TDemoLevel;
  description: string;
  answers: { label: string | null; answer: string; correct: boolean }[]; // empty for open tasks
  answer: string | null; // the open answer (final result), null for closed tasks
  /**
   * The machine-checkable final answer of an open task (value as a Polish teacher writes it: decimal comma,
   * semicolons in sets and intervals); null for a closed task, which is checked by its correct option.
   */
  answerKey: TAnswerKeyInput | null;
  steps: TDemoStep[];
  conceptSlugs: string[]; // DOMAIN, THEOREM, DEFINITION and TAG concepts of this task
  typeSlug: string | null;
  exams: { slug: string; points: number }[];
  rating: { avg: number; count: number } | null; // avg 1.0–5.0 with up to 2 decimals
  createdAt: string; // ISO date within 2025-09-01..2026-11-01, varied
  /** The steps past the first are sold for tokens. */
  paidSolution?: boolean;
  /** A hint (demo text with $…$ math), sold while the solution is paid. */
  hint?: string;
};

/** The whole demo catalogue, as the seeder takes it. */
export type TDemoContent = {
  concepts: TDemoConcept[];
  exams: TDemoExam[];
  homeworkTypes: TDemoHomeworkType[];
  tasks: TDemoTask[];
};

/** One subject's demo shelf (issue 73): its items take `subject` from here unless they name their own. */
export type TDemoSubjectContent = {
  subject: TSubject;
  concepts: TDemoConcept[];
  exams: TDemoExam[];
  homeworkTypes: TDemoHomeworkType[];
  tasks: TDemoTask[];
};
