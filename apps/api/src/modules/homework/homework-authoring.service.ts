import {
  answerCheckMessages,
  can,
  catalogue,
  homeworkSaveMessages,
  imageExtensions,
  isAdmin,
  nextHomeworkState,
  subject,
  type THomeworkAction,
  type THomeworkSave,
  type THomeworkState,
  type TSolutionFormat,
  type TViewer,
  type TViewerIn,
  videoExtensions,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import type { TFileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { htmlToPlainText } from '../../lib/html';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import { insertWithFreeSlug, toSlug } from '../../lib/slug';
import type { TUnitOfWork } from '../../lib/uow';
import { isReadableAnswerKey } from '../answer-checking/answer-equality';
import { buildHomeworkSearchText } from '../catalogue/homework-search-text';
import { homeworkNotFound } from './homework.service';
import { createHomeworkAuthoringRepository } from './homework-authoring.repository';

type TRepository = ReturnType<typeof createHomeworkAuthoringRepository>;

/** Reads the files behind ids (any owner); the files module's repository. */
export type TFileRowReader = { findByIds: (ids: readonly string[]) => Promise<TFileRow[]> };

/** Rich HTML with something to show: text, math or media. */
const hasContent = (html: string) => htmlToPlainText(html) !== '' || /<(img|video|iframe)\b/.test(html);

/** The concept fields of an authoring form (a task's or a task type's) and the concept type each one takes. */
export const conceptGroups = [
  ['domainsIds', 'DOMAIN'],
  ['theoremsIds', 'THEOREM'],
  ['definitionsIds', 'DEFINITION'],
  ['tagsIds', 'TAG'],
] as const;

/** Maps a refused transition to its HTTP answer. */
export function assertTransition(state: THomeworkState, action: THomeworkAction, viewer: TViewerIn, isAuthor: boolean) {
  const result = nextHomeworkState(state, action, viewer.role, isAuthor);
  if (result.ok) return result.state;
  throw result.reason === 'FORBIDDEN' ? AppError.forbidden() : new AppError(409, result.message);
}

export function createHomeworkAuthoringService(
  repository: TRepository,
  uow: TUnitOfWork,
  files: TFileRowReader,
  /** Runs in the deleting transaction after a task's row went (its author's rating loses the task's stars). */
  afterDelete?: (tx: TDb, homework: { id: string; authorId: string | null }) => Promise<void>,
) {
  /** The task if the viewer may see it (404 otherwise: a task one may not see does not exist for them). */
  const findVisible = async (viewer: TViewer, id: string) => {
    const row = await repository.findById(id);
    if (!row || !can(viewer, 'read', subject('homework', row))) throw AppError.notFound(homeworkNotFound);
    return row;
  };

  /** Checks ids against the database and sanitizes every rich field; returns what is stored. */
  const prepare = async (
    viewer: TViewerIn,
    input: THomeworkSave,
    authorId: string | null,
    /** The files the task already shows (on an edit): they stay usable whoever owns them. */
    shownFileIds: readonly string[] = [],
  ) => {
    // Game embeds are ADMIN's blocks (section 6): anyone else's are dropped.
    const sanitize = (html: string) => sanitizeRichText(html, { adminBlocks: isAdmin(viewer) });
    const description = sanitize(input.description);
    if (!hasContent(description)) throw AppError.badRequest(homeworkSaveMessages.descriptionEmpty);

    const sanitizeAnswers = (answers: THomeworkSave['answers']) =>
      answers.map((answer) => {
        const html = sanitize(answer.answer);
        if (!hasContent(html)) throw AppError.badRequest(homeworkSaveMessages.answerEmpty);
        return { label: answer.label || null, answer: html, correct: answer.correct };
      });
    const answers = input.closed ? sanitizeAnswers(input.answers) : [];
    const openAnswer = !input.closed && input.answer ? sanitize(input.answer) : null;
    const answerKey = !input.closed && input.answerKey ? input.answerKey : null;
    if (answerKey && !isReadableAnswerKey(answerKey)) throw AppError.badRequest(answerCheckMessages.unreadable);

    const conceptIds = [...new Set(conceptGroups.flatMap(([field]) => input[field]))];
    const concepts = await repository.findConcepts(conceptIds);
    const byId = new Map(concepts.map((concept) => [concept.id, concept]));
    for (const [field, type] of conceptGroups) {
      for (const id of input[field]) {
        const concept = byId.get(id);
        if (!concept) throw AppError.badRequest(homeworkSaveMessages.conceptNotFound);
        if (concept.type !== type) throw AppError.badRequest(homeworkSaveMessages.conceptWrongType);
      }
    }

    if (input.typeId && !(await repository.typeExists(input.typeId))) {
      throw AppError.badRequest(homeworkSaveMessages.typeNotFound);
    }

    const examIds = input.exams.map((exam) => exam.examId);
    const foundExams = new Set(await repository.findExamIds(examIds));
    if (examIds.some((id) => !foundExams.has(id))) throw AppError.badRequest(homeworkSaveMessages.examNotFound);
    const examLinks = input.exams.map((exam) => ({
      examId: exam.examId,
      points: exam.points,
      answers: sanitizeAnswers(exam.answers),
    }));

    // Solution media: files the actor or the task's author owns, or that the task already shows. Never another
    // author's files: one a paid solution holds back would open to whoever may read this task.
    const { solution } = input;
    const shown = new Set(shownFileIds);
    const videoIds = solution.videoId ? [solution.videoId] : [];
    const fileRows = new Map(
      (await files.findByIds([...solution.imageIds, ...videoIds, ...solution.fileIds])).map((row) => [row.id, row]),
    );
    const usable = (id: string) => {
      const row = fileRows.get(id);
      if (!row || !(shown.has(id) || row.ownerId === viewer.id || (authorId && row.ownerId === authorId))) {
        throw AppError.badRequest(homeworkSaveMessages.fileNotAllowed);
      }
      return row;
    };
    for (const id of solution.imageIds) {
      if (!(imageExtensions as readonly string[]).includes(usable(id).extension))
        throw AppError.badRequest(homeworkSaveMessages.fileNotImage);
    }
    for (const id of videoIds) {
      if (!(videoExtensions as readonly string[]).includes(usable(id).extension))
        throw AppError.badRequest(homeworkSaveMessages.fileNotVideo);
    }
    for (const id of solution.fileIds) usable(id);

    const solutionLatex = solution.latex ? sanitize(solution.latex) : null;
    const hint = solution.hint ? sanitize(solution.hint) : null;
    const steps = solution.steps.map((step) => ({
      title: step.title,
      description: sanitize(step.description),
      latex: sanitize(step.latex),
    }));
    const solutionFormats: TSolutionFormat[] = [];
    if ((solutionLatex && hasContent(solutionLatex)) || steps.length) solutionFormats.push('LATEX');
    if (solution.imageIds.length) solutionFormats.push('IMAGE');
    if (solution.videoId) solutionFormats.push('VIDEO');

    const values = {
      // Plain text: stored as typed (trimmed by the schema), never sanitized as HTML nor rendered as HTML.
      title: input.title ?? null,
      description,
      closed: input.closed,
      answer: openAnswer,
      answerKey,
      level: input.level,
      subject: input.subject,
      typeId: input.typeId ?? null,
      solutionLatex: solutionLatex && hasContent(solutionLatex) ? solutionLatex : null,
      solutionImageIds: [...new Set(solution.imageIds)],
      solutionVideoId: solution.videoId ?? null,
      solutionFileIds: [...new Set(solution.fileIds)],
      solutionFormats,
      paidSolution: input.paidSolution,
      hint: hint && hasContent(hint) ? hint : null,
      searchText: buildHomeworkSearchText({
        title: input.title,
        description,
        answers: answers.map((answer) => answer.answer),
        answer: openAnswer,
        answerHeldBack: input.paidSolution,
        concepts: conceptIds.map((id) => byId.get(id)!),
      }),
    };
    return { values, relations: { answers, steps, conceptIds, exams: examLinks } };
  };

  return {
    /** TEACHER and ADMIN create tasks; a new task is PRIVATE with no review. */
    async create(viewer: TViewerIn, input: THomeworkSave) {
      if (!can(viewer, 'createHomework', catalogue)) throw AppError.forbidden();
      const { values, relations } = await prepare(viewer, input, viewer.id);
      const base = toSlug(htmlToPlainText(values.description)) || 'zadanie';
      return uow.run(async (tx) => {
        const homework = createHomeworkAuthoringRepository(tx);
        const row = await insertWithFreeSlug(base, homework.findSlugsLike, (slug) =>
          homework.insertUnlessSlugTaken({
            ...values,
            slug,
            authorId: viewer.id,
            status: 'PRIVATE',
            adminReviewStatus: null,
          }),
        );
        await homework.replaceRelations(row.id, relations);
        return row.id;
      });
    },

    /** The author or ADMIN; the workflow decides what an edit does to the status and review (EDIT). */
    async update(viewer: TViewerIn, id: string, input: THomeworkSave) {
      const current = await findVisible(viewer, id);
      if (!can(viewer, 'update', subject('homework', current))) throw AppError.forbidden();
      const state = assertTransition(current, { type: 'EDIT' }, viewer, viewer.id === current.authorId);
      const { values, relations } = await prepare(viewer, input, current.authorId, [
        ...current.solutionImageIds,
        ...current.solutionFileIds,
        ...(current.solutionVideoId ? [current.solutionVideoId] : []),
      ]);
      await uow.run(async (tx) => {
        const homework = createHomeworkAuthoringRepository(tx);
        await homework.update(id, { ...values, status: state.status, adminReviewStatus: state.adminReviewStatus });
        await homework.replaceRelations(id, relations);
      });
      return id;
    },

    async remove(viewer: TViewerIn, id: string) {
      const current = await findVisible(viewer, id);
      if (!can(viewer, 'delete', subject('homework', current))) throw AppError.forbidden();
      await uow.run(async (tx) => {
        await createHomeworkAuthoringRepository(tx).delete(id);
        await afterDelete?.(tx, { id, authorId: current.authorId });
      });
    },

    findVisible,
  };
}
