import { z } from 'zod';
import { answerCheckMessages, ZAnswerKey } from '../answer-check/answer-check.schemas';
import {
  approvalDecisions,
  homeworkStatuses,
  schoolLevels,
  ZApprovalStatus,
  ZHomeworkStatus,
  ZSubject,
} from '../enums';
import { hasNoControlCharacters } from '../validation/fields';
import { validationMessages } from '../validation/messages';

export const homeworkSaveLimits = {
  titleMaxLength: 120,
  richTextMaxLength: 100_000,
  maxAnswers: 10,
  maxSteps: 50,
  maxConcepts: 50,
  maxFiles: 20,
  maxExams: 20,
  reviewCommentMaxLength: 2000,
} as const;

export const homeworkSaveMessages = {
  id: 'Niepoprawny identyfikator',
  titleTooLong: 'Tytuł może mieć najwyżej 120 znaków.',
  tooLong: 'Treść jest zbyt długa.',
  closedNeedsAnswers: 'Zadanie zamknięte musi mieć co najmniej dwie odpowiedzi.',
  closedNeedsCorrect: 'Zaznacz co najmniej jedną poprawną odpowiedź.',
  answerEmpty: 'Odpowiedź nie może być pusta.',
  examPoints: 'Liczba punktów musi być większa od 0.',
  examNeedsCorrect: 'Wymagana poprawna odpowiedź.',
  examDuplicate: 'Ten egzamin został dodany więcej niż raz.',
  examNotFound: 'Nie znaleziono egzaminu.',
  stepTitle: 'Wymagane pole',
  conceptNotFound: 'Nie znaleziono pojęcia.',
  conceptWrongType: 'Pojęcie ma inny rodzaj niż pole, w którym je wybrano.',
  typeNotFound: 'Nie znaleziono typu zadania.',
  fileNotAllowed: 'Nie znaleziono pliku lub nie masz do niego dostępu.',
  fileNotImage: 'Wybrany plik nie jest obrazem.',
  fileNotVideo: 'Wybrany plik nie jest filmem.',
  descriptionEmpty: 'Treść zadania jest pusta.',
  tooMany: 'Wybrano zbyt wiele elementów.',
  reviewStatus: 'Wybierz: zaakceptuj albo odrzuć.',
  reviewCommentTooLong: 'Komentarz może mieć najwyżej 2000 znaków.',
  status: 'Niepoprawny status zadania.',
} as const;

const richText = (required: boolean) => {
  const text = z
    .string({ error: validationMessages.required })
    .max(homeworkSaveLimits.richTextMaxLength, homeworkSaveMessages.tooLong);
  return required ? text.trim().min(1, validationMessages.required) : text;
};

/** The task's own title: one line of plain text (never HTML), trimmed; empty or missing is null. */
const ZHomeworkTitle = z
  .string({ error: validationMessages.invalidFormat })
  .trim()
  .max(homeworkSaveLimits.titleMaxLength, homeworkSaveMessages.titleTooLong)
  .refine(hasNoControlCharacters, validationMessages.controlCharacters)
  .nullish()
  .transform((title) => title || null);

const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? validationMessages.required : validationMessages.invalidFormat;

const ZId = z.uuid({ error: homeworkSaveMessages.id });
const ZIds = (max: number) => z.array(ZId, { error: homeworkSaveMessages.id }).max(max, homeworkSaveMessages.tooMany);

/** One answer of a closed task or of an exam: a letter (null: by position), rich HTML, correct or not. */
export const ZHomeworkAnswerInput = z.object({
  label: z.string().trim().max(8, validationMessages.invalidFormat).nullish(),
  answer: richText(false),
  correct: z.boolean({ error: validationMessages.invalidFormat }).default(false),
});
export type THomeworkAnswerInput = z.infer<typeof ZHomeworkAnswerInput>;

const isBlank = (html: string) => html.trim() === '';

/** Section 5, exam task: points > 0, a correct answer required, each answer non-empty. */
export const ZHomeworkExamInput = z
  .object({
    examId: ZId,
    points: z.number({ error: validationMessages.number }).gt(0, homeworkSaveMessages.examPoints).max(1000),
    answers: z.array(ZHomeworkAnswerInput).max(homeworkSaveLimits.maxAnswers, homeworkSaveMessages.tooMany).default([]),
  })
  .superRefine((exam, ctx) => {
    exam.answers.forEach((answer, index) => {
      if (isBlank(answer.answer))
        ctx.addIssue({ code: 'custom', message: homeworkSaveMessages.answerEmpty, path: ['answers', index, 'answer'] });
    });
    if (!exam.answers.some((answer) => answer.correct))
      ctx.addIssue({ code: 'custom', message: homeworkSaveMessages.examNeedsCorrect, path: ['answers'] });
  });

export const ZSolutionStepInput = z.object({
  title: z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, homeworkSaveMessages.stepTitle)
    .max(256, validationMessages.longTextMax),
  description: richText(false).default(''),
  latex: richText(false).default(''),
});

export const ZSolutionInput = z.object({
  latex: richText(false).nullish(),
  steps: z.array(ZSolutionStepInput).max(homeworkSaveLimits.maxSteps, homeworkSaveMessages.tooMany).default([]),
  imageIds: ZIds(homeworkSaveLimits.maxFiles).default([]),
  videoId: ZId.nullish(),
  fileIds: ZIds(homeworkSaveLimits.maxFiles).default([]),
  /** A hint shown before the solution; sold for tokens while the solution is paid (docs/product-spec.md section 3). */
  hint: richText(false).nullish(),
});

/**
 * POST /api/homework and PUT /api/homework/{id}: the whole task as the editor form sends it. Rich
 * fields are sanitized by the API; concept, type, exam and file ids are checked against the database.
 */
export const ZHomeworkSave = z
  .object({
    title: ZHomeworkTitle.describe(
      "The task's own title, plain text (never HTML), at most 120 characters; empty is null: the task is then named by the start of its description",
    ),
    description: richText(true),
    closed: z.boolean({ error: validationMessages.invalidFormat }).default(false),
    /** The steps past the first are shown after the reader spends tokens (the author and ADMIN always see them). */
    paidSolution: z.boolean({ error: validationMessages.invalidFormat }).default(false),
    answers: z.array(ZHomeworkAnswerInput).max(homeworkSaveLimits.maxAnswers, homeworkSaveMessages.tooMany).default([]),
    answer: richText(false).nullish().describe('The open answer (open tasks only)'),
    answerKey: ZAnswerKey.nullish().describe(
      'The machine-checkable answer of an open task (POST /homework/{id}/check-answer compares with it); never on a closed task',
    ),
    solution: ZSolutionInput.default({ steps: [], imageIds: [], fileIds: [] }),
    domainsIds: ZIds(homeworkSaveLimits.maxConcepts).default([]),
    theoremsIds: ZIds(homeworkSaveLimits.maxConcepts).default([]),
    definitionsIds: ZIds(homeworkSaveLimits.maxConcepts).default([]),
    tagsIds: ZIds(homeworkSaveLimits.maxConcepts).default([]),
    level: z.enum(schoolLevels, { error: requiredOrInvalid }),
    typeId: ZId.nullish(),
    subject: ZSubject.default('MATHS'),
    exams: z.array(ZHomeworkExamInput).max(homeworkSaveLimits.maxExams, homeworkSaveMessages.tooMany).default([]),
  })
  .superRefine((task, ctx) => {
    if (task.closed && task.answerKey)
      ctx.addIssue({ code: 'custom', message: answerCheckMessages.closedTask, path: ['answerKey'] });
    if (task.closed) {
      task.answers.forEach((answer, index) => {
        if (isBlank(answer.answer))
          ctx.addIssue({
            code: 'custom',
            message: homeworkSaveMessages.answerEmpty,
            path: ['answers', index, 'answer'],
          });
      });
      if (task.answers.length < 2)
        ctx.addIssue({ code: 'custom', message: homeworkSaveMessages.closedNeedsAnswers, path: ['answers'] });
      else if (!task.answers.some((answer) => answer.correct))
        ctx.addIssue({ code: 'custom', message: homeworkSaveMessages.closedNeedsCorrect, path: ['answers'] });
    }
    const examIds = task.exams.map((exam) => exam.examId);
    if (new Set(examIds).size !== examIds.length)
      ctx.addIssue({ code: 'custom', message: homeworkSaveMessages.examDuplicate, path: ['exams'] });
  });
export type THomeworkSave = z.output<typeof ZHomeworkSave>;
export type THomeworkSaveInput = z.input<typeof ZHomeworkSave>;

/** PUT /api/homework/{id}/review: the reviewer chooses only APPROVED or REJECTED (section 4). */
export const ZHomeworkReviewInput = z.object({
  status: z.enum(approvalDecisions, { error: homeworkSaveMessages.reviewStatus }),
  comment: z
    .string()
    .trim()
    .max(homeworkSaveLimits.reviewCommentMaxLength, homeworkSaveMessages.reviewCommentTooLong)
    .default(''),
});

/** PUT /api/homework/{id}/status (ADMIN): content-visibility states of section 3 and back. */
export const ZHomeworkStatusInput = z.object({
  status: z.enum(homeworkStatuses, { error: homeworkSaveMessages.status }),
});

/** What a workflow call answers: the task's new state. */
export const ZHomeworkStateResponse = z.object({
  id: z.uuid(),
  status: ZHomeworkStatus,
  adminReview: z.object({ status: ZApprovalStatus }).nullable(),
  message: z.string(),
});
export type THomeworkStateResponse = z.infer<typeof ZHomeworkStateResponse>;

export const ZHomeworkReview = z.object({
  id: z.uuid(),
  status: z.enum(approvalDecisions),
  comment: z.string(),
  reviewer: z.object({ id: z.uuid(), username: z.string(), displayName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export const ZHomeworkReviewList = z.object({ results: z.array(ZHomeworkReview) });

export const ZPendingCount = z.object({ count: z.number().int() });

export const ZIdParams = z.object({ id: z.uuid({ error: homeworkSaveMessages.id }) });
