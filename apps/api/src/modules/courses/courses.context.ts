import {
  can,
  courseLimits,
  courseMessages as m,
  nextCourseStatus,
  policiesFor,
  subject,
  type TCourse,
  type TCourseEvent,
  type TCourseNodeSaveParsed,
  type TViewer,
  type TViewerIn,
  type ZCourseSave,
} from '@zadania/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import type { TUnitOfWork } from '../../lib/uow';
import type { TStudentModelService } from '../learning/student-model/student-model.service';
import type { TPaymentsService } from '../payments/payments.service';
import { isGroup, presentCards, presentCourseFor } from './courses.presenter';
import {
  createCoursesRepository,
  type TCourseNodeRow,
  type TCourseNodeValues,
  type TCourseRow,
} from './courses.repository';

export type TCourseInput = z.output<typeof ZCourseSave>;

export const courseNotFound = () => AppError.notFound(m.courseNotFound);
export const nodeNotFound = () => AppError.notFound(m.nodeNotFound);
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0 || /<(img|video|iframe)/i.test(html);

/** The depth of each node (1 at the top) and the height of each subtree (1 for a leaf). */
export function treeShape(nodes: TCourseNodeRow[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const depth = (id: string): number => {
    const node = byId.get(id);
    return node?.parentId ? 1 + depth(node.parentId) : 1;
  };
  const height = (id: string): number => {
    const children = nodes.filter((node) => node.parentId === id);
    return 1 + Math.max(0, ...children.map((child) => height(child.id)));
  };
  const isWithin = (id: string, ancestorId: string): boolean => {
    for (let current = byId.get(id); current; current = current.parentId ? byId.get(current.parentId) : undefined) {
      if (current.id === ancestorId) return true;
    }
    return false;
  };
  return { depth, height, isWithin };
}

export type TCoursesDeps = {
  db: TDb;
  uow: TUnitOfWork;
  payments: Pick<TPaymentsService['purchases'], 'startCheckout'>;
  /** A quiz's answers go to the attempt log and the student model (issue 36). */
  learning?: Pick<TStudentModelService, 'recordAnswersIn'>;
};

export function createCoursesContext(deps: TCoursesDeps) {
  const { db, uow } = deps;
  const repository = createCoursesRepository(db);

  /** The viewer's standing in the course; inside a transaction, `repo` reads through it (PGlite has one connection). */
  async function accessOf(viewer: TViewer, row: TCourseRow, repo = repository) {
    const enrollment = viewer ? await repo.findEnrollment(row.id, viewer.id) : undefined;
    return {
      enrollment,
      resource: {
        authorId: row.authorId,
        status: row.status,
        free: row.priceGross === null,
        enrolled: !!enrollment,
      },
    };
  }

  /** The course as its viewer sees it (presenting: courses.presenter.ts). */
  async function courseFor(viewer: TViewer, row: TCourseRow): Promise<TCourse> {
    const { enrollment, resource } = await accessOf(viewer, row);
    return presentCourseFor(repository, viewer, row, { enrollment, policies: policiesFor(viewer, 'course', resource) });
  }

  /** The course when the viewer may read it; 404 otherwise (a draft does not show that it exists). */
  async function readable(viewer: TViewer, key: string) {
    const row = await repository.findCourseBySlugOrId(key);
    if (!row) throw courseNotFound();
    const { resource, enrollment } = await accessOf(viewer, row);
    if (!can(viewer, 'read', subject('course', resource))) throw courseNotFound();
    return { row, resource, enrollment };
  }

  async function cleanCourse(viewer: TViewerIn, input: TCourseInput) {
    if (input.coverFileId && !(await repository.ownFiles(viewer.id, [input.coverFileId], 'EDITOR_IMAGE')).length) {
      throw AppError.badRequest(m.fileInvalid);
    }
    return {
      title: input.title,
      description: input.description ? sanitizeRichText(input.description) : '',
      subject: input.subject,
      level: input.level,
      coverFileId: input.coverFileId,
      priceGross: input.priceGross,
    };
  }

  /** A content node's attachments: up to 10 COURSE_ATTACHMENT uploads of the course's author, each once. */
  async function attachmentValues(authorId: string, input: TCourseNodeSaveParsed) {
    if (isGroup(input)) return [];
    const ids = [...new Set(input.attachmentIds)];
    if (ids.length > courseLimits.maxAttachments) throw AppError.badRequest(m.tooManyAttachments);
    if ((await repository.ownFiles(authorId, ids, 'COURSE_ATTACHMENT')).length !== ids.length) {
      throw AppError.badRequest(m.attachmentInvalid);
    }
    return ids;
  }

  /** What a node of its type carries, checked: the others are cleared (a group carries no attachments). */
  async function nodeValues(authorId: string, input: TCourseNodeSaveParsed): Promise<TCourseNodeValues> {
    const values: TCourseNodeValues = {
      type: input.type,
      title: input.title,
      freePreview: input.freePreview,
      content: null,
      fileId: null,
      homeworkId: null,
      homeworkIds: [],
      examId: null,
      homeworkTypeId: null,
      attachmentIds: await attachmentValues(authorId, input),
    };
    switch (input.type) {
      case 'ARTICLE': {
        const content = sanitizeRichText(input.content ?? '');
        if (!hasText(content)) throw AppError.badRequest(m.contentRequired);
        return { ...values, content };
      }
      case 'VIDEO':
        if (!input.fileId) throw AppError.badRequest(m.fileRequired);
        if (!(await repository.ownFiles(authorId, [input.fileId], 'COURSE_VIDEO')).length) {
          throw AppError.badRequest(m.fileInvalid);
        }
        return { ...values, fileId: input.fileId, content: input.content ? sanitizeRichText(input.content) : null };
      case 'HOMEWORK':
        if (!input.homeworkId) throw AppError.badRequest(m.homeworkRequired);
        if (!(await repository.publicHomeworks([input.homeworkId])).length) {
          throw AppError.badRequest(m.homeworkInvalid);
        }
        return { ...values, homeworkId: input.homeworkId };
      case 'HOMEWORKS_LIST':
      case 'QUIZ': {
        const ids = [...new Set(input.homeworkIds)];
        if (!ids.length) throw AppError.badRequest(m.homeworksRequired);
        const found = await repository.publicHomeworks(ids);
        if (found.length !== ids.length) throw AppError.badRequest(m.homeworkInvalid);
        if (input.type === 'QUIZ') {
          if (ids.length > courseLimits.maxQuizHomeworks) throw AppError.badRequest(m.homeworksRequired);
          if (found.some((homework) => !homework.closed)) throw AppError.badRequest(m.quizClosedOnly);
        }
        return { ...values, homeworkIds: ids };
      }
      case 'EXAM':
        if (!input.examId) throw AppError.badRequest(m.examRequired);
        if (!(await repository.examExists(input.examId))) throw AppError.badRequest(m.examInvalid);
        return { ...values, examId: input.examId };
      case 'HOMEWORK_TYPE':
        if (!input.homeworkTypeId) throw AppError.badRequest(m.typeRequired);
        if (!(await repository.homeworkTypeExists(input.homeworkTypeId))) throw AppError.badRequest(m.typeInvalid);
        return { ...values, homeworkTypeId: input.homeworkTypeId };
      default:
        return values;
    }
  }

  /**
   * Runs a change of the course's tree with the course locked, after checking the viewer may edit it; answers
   * the course as it is after the change.
   */
  async function editTree(
    viewer: TViewerIn,
    courseId: string,
    change: (tx: TDb, row: TCourseRow, nodes: TCourseNodeRow[]) => Promise<void>,
  ) {
    const row = await uow.run(async (tx) => {
      const repo = createCoursesRepository(tx);
      const locked = await repo.lockCourse(courseId);
      if (!locked) throw courseNotFound();
      const { resource } = await accessOf(viewer, locked, repo);
      if (!can(viewer, 'read', subject('course', resource))) throw courseNotFound();
      if (!can(viewer, 'update', subject('course', resource))) {
        if (locked.status === 'UNDER_REVIEW' && (viewer.role === 'ADMIN' || viewer.id === locked.authorId)) {
          throw AppError.badRequest(m.notEditable);
        }
        throw AppError.forbidden();
      }
      await change(tx, locked, await repo.nodesOf(courseId));
      return repo.updateCourse(courseId, {});
    });
    return { message: m.saved, course: await courseFor(viewer, row) };
  }

  /** Checks a parent for a node: null (the top), or a FOLDER or CHAPTER of the same course. */
  function checkParent(nodes: TCourseNodeRow[], parentId: string | null) {
    if (!parentId) return null;
    const parent = nodes.find((node) => node.id === parentId);
    if (!parent) throw AppError.badRequest(m.parentOtherCourse);
    if (!isGroup(parent)) throw AppError.badRequest(m.parentNotGroup);
    return parent;
  }

  async function transition(viewer: TViewerIn, id: string, event: TCourseEvent, message: string, comment = '') {
    const row = await uow.run(async (tx) => {
      const repo = createCoursesRepository(tx);
      const locked = await repo.lockCourse(id);
      if (!locked) throw courseNotFound();
      const { resource } = await accessOf(viewer, locked, repo);
      if (!can(viewer, 'read', subject('course', resource))) throw courseNotFound();
      const action = {
        SUBMIT: 'submit',
        WITHDRAW: 'withdraw',
        APPROVE: 'review',
        REJECT: 'review',
        UNPUBLISH: 'unpublish',
      } as const;
      if (!can(viewer, action[event], subject('course', resource))) {
        const own = viewer.role === 'ADMIN' || viewer.id === locked.authorId;
        if (event === 'APPROVE' || event === 'REJECT' ? viewer.role !== 'ADMIN' : !own) throw AppError.forbidden();
        throw AppError.badRequest(m.transition);
      }
      const next = nextCourseStatus(locked.status, event);
      if (!next) throw AppError.badRequest(m.transition);
      if (event === 'SUBMIT' && !(await repo.nodesOf(id)).some((node) => !isGroup(node))) {
        throw AppError.badRequest(m.emptyCourse);
      }
      return repo.updateCourse(id, {
        status: next,
        ...(event === 'APPROVE' && { publishedAt: new Date(), reviewComment: comment }),
        ...(event === 'REJECT' && { reviewComment: comment }),
      });
    });
    return { message, course: await courseFor(viewer, row) };
  }

  /** A content node the viewer may open: the course's access, or a free preview of a published course. */
  async function openable(viewer: TViewerIn, nodeId: string) {
    const node = await repository.findNode(nodeId);
    if (!node) throw nodeNotFound();
    const { row, resource } = await readable(viewer, node.courseId);
    if (isGroup(node)) throw AppError.badRequest(m.nodeNotFound);
    if (!can(viewer, 'access', subject('course', resource)) && !node.freePreview) {
      throw AppError.forbidden(m.locked);
    }
    return { node, row };
  }

  return {
    ...deps,
    repository,
    cards: (rows: TCourseRow[]) => presentCards(repository, rows),
    present: courseFor,
    readable,
    cleanCourse,
    nodeValues,
    editTree,
    checkParent,
    transition,
    openable,
  };
}

export type TCoursesContext = ReturnType<typeof createCoursesContext>;
