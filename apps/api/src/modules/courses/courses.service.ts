import {
  can,
  courseLimits,
  groupNodeTypes,
  courseMessages as m,
  nextCourseStatus,
  policiesFor,
  subject,
  successMessages,
  type TCourse,
  type TCourseCard,
  type TCourseCheckout,
  type TCourseEvent,
  type TCourseListQuery,
  type TCourseNode,
  type TCourseNodeSaveParsed,
  type TViewer,
  type TViewerIn,
  type ZCourseNodeMove,
  type ZCourseQuizSubmit,
  type ZCourseReview,
  type ZCourseSave,
} from '@zadania/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import { insertWithFreeSlug, toSlug } from '../../lib/slug';
import type { TUnitOfWork } from '../../lib/uow';
import type { TPaymentsService } from '../payments/payments.service';
import type { TPurchaseFulfiller } from '../payments/purchase-fulfilment';
import { createRatingsRepository } from '../ratings/ratings.repository';
import { presentAvatar } from '../users/avatar';
import {
  createCoursesRepository,
  type TCourseNodeRow,
  type TCourseNodeValues,
  type TCourseRow,
} from './courses.repository';

type TRequestKeys = { ip: string };
type TCourseInput = z.output<typeof ZCourseSave>;

const courseNotFound = () => AppError.notFound(m.courseNotFound);
const nodeNotFound = () => AppError.notFound(m.nodeNotFound);
const isGroup = (node: Pick<TCourseNodeRow, 'type'>) => groupNodeTypes.includes(node.type);
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0 || /<(img|video|iframe)/i.test(html);

/** The depth of each node (1 at the top) and the height of each subtree (1 for a leaf). */
function treeShape(nodes: TCourseNodeRow[]) {
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

/** The nodes in reading order: each parent, then its children by position (depth first). */
function inReadingOrder(nodes: TCourseNodeRow[]) {
  const ordered: TCourseNodeRow[] = [];
  const visit = (parentId: string | null) => {
    for (const node of nodes
      .filter((candidate) => candidate.parentId === parentId)
      .sort((a, b) => a.position - b.position)) {
      ordered.push(node);
      visit(node.id);
    }
  };
  visit(null);
  return ordered;
}

/**
 * Courses (issue 20 point 1): a teacher's tree of nodes of the nine types, reviewed by ADMIN like tasks, joined
 * free or bought through payments, followed with progress per node and quizzes scored in one go. Every change of
 * a course's tree runs with the course row locked, so concurrent moves end in a valid tree.
 */
export function createCoursesService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  payments: Pick<TPaymentsService['purchases'], 'startCheckout'>;
}) {
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

  async function cards(rows: TCourseRow[]): Promise<TCourseCard[]> {
    const [people, counts] = await Promise.all([
      repository.people([...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))]),
      repository.nodeCounts(rows.map((row) => row.id)),
    ]);
    return rows.map((row) => {
      const author = people.find((person) => person.id === row.authorId);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        subject: row.subject,
        level: row.level,
        priceGross: row.priceGross,
        status: row.status,
        author: author
          ? {
              id: author.id,
              username: author.username,
              displayName: author.displayName,
              avatar: presentAvatar(author),
            }
          : null,
        rating: row.rating,
        ratingCount: row.ratingCount,
        coverFileId: row.coverFileId,
        nodeCount: counts.find((item) => item.courseId === row.id)?.count ?? 0,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async function present(viewer: TViewer, row: TCourseRow): Promise<TCourse> {
    const { enrollment, resource } = await accessOf(viewer, row);
    const policies = policiesFor(viewer, 'course', resource);
    const nodes = inReadingOrder(await repository.nodesOf(row.id));
    const progress = viewer ? await repository.progressOf(row.id, viewer.id) : [];
    const content = nodes.filter((node) => !isGroup(node));
    const done = content.filter((node) => progress.some((item) => item.nodeId === node.id && item.done)).length;
    const [card] = await cards([row]);
    const attachmentFiles = await repository.attachmentFiles([
      ...new Set(nodes.flatMap((node) => (isGroup(node) ? [] : node.attachmentIds))),
    ]);
    const attachmentsOf = (node: TCourseNodeRow) =>
      node.attachmentIds.flatMap((id) => {
        const file = attachmentFiles.find((item) => item.id === id);
        return file ? [{ id: file.id, name: file.name, size: file.size, mimeType: file.mimeType }] : [];
      });
    return {
      ...(card as TCourseCard),
      description: row.description,
      reviewComment: policies.update || policies.review ? row.reviewComment : '',
      nodes: nodes.map((node): TCourseNode => {
        const locked = !isGroup(node) && !policies.access && !node.freePreview;
        const mine = progress.find((item) => item.nodeId === node.id);
        return {
          id: node.id,
          parentId: node.parentId,
          position: node.position,
          type: node.type,
          title: node.title,
          freePreview: node.freePreview,
          locked,
          content: locked ? null : node.content,
          fileId: locked ? null : node.fileId,
          homeworkId: locked ? null : node.homeworkId,
          homeworkIds: locked ? [] : node.homeworkIds,
          examId: locked ? null : node.examId,
          homeworkTypeId: locked ? null : node.homeworkTypeId,
          attachments: locked || isGroup(node) ? [] : attachmentsOf(node),
          done: mine?.done ?? false,
          quizScore:
            mine?.quizCorrect != null && mine.quizTotal != null
              ? { correct: mine.quizCorrect, total: mine.quizTotal }
              : null,
        };
      }),
      enrolled: !!enrollment,
      myRating: enrollment?.rating ?? null,
      progress: {
        done,
        total: content.length,
        percent: content.length ? Math.floor((done * 100) / content.length) : 0,
        lastNodeId: enrollment?.lastNodeId ?? null,
      },
      policies,
    };
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
    return { message: m.saved, course: await present(viewer, row) };
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
    return { message, course: await present(viewer, row) };
  }

  const fulfiller: TPurchaseFulfiller = {
    /**
     * A paid course opens to its buyer, once. Money for a course the buyer already has (through another
     * payment, or free), for a course deleted meanwhile or from a deleted account is undeliverable.
     */
    async grant(tx, payment) {
      const repo = createCoursesRepository(tx);
      if (!payment.userId || !(await repo.findCourse(payment.productCode))) return 'undeliverable';
      await repo.enroll(payment.productCode, payment.userId, payment.id);
      const enrollment = await repo.findEnrollment(payment.productCode, payment.userId);
      return enrollment?.paymentId === payment.id ? 'granted' : 'undeliverable';
    },
    /** A refunded or disputed payment closes it again. */
    async revoke(tx, payment) {
      await createCoursesRepository(tx).unenrollPayment(payment.id);
    },
    async restore(tx, payment) {
      if (payment.userId) await createCoursesRepository(tx).enroll(payment.productCode, payment.userId, payment.id);
    },
  };

  return {
    fulfiller,

    /** GET /course: published courses by subject, level, price and rating; or the viewer's own, joined, or (ADMIN) waiting for review. */
    async list(viewer: TViewer, query: TCourseListQuery) {
      if (query.scope !== 'public' && !viewer) throw AppError.unauthorized();
      if (query.scope === 'review' && viewer?.role !== 'ADMIN') throw AppError.forbidden();
      const { rows, total } = await repository.listCourses(query, viewer?.id ?? null);
      return { results: await cards(rows), total, page: query.page, pageCount: Math.ceil(total / query.pageSize) };
    },

    /** POST /course (TEACHER or ADMIN): a draft. */
    async create(viewer: TViewerIn, input: TCourseInput) {
      if (viewer.role === 'USER') throw AppError.forbidden(m.teachersOnly);
      const values = await cleanCourse(viewer, input);
      const row = await insertWithFreeSlug(
        toSlug(input.title) || 'kurs',
        (base) => repository.takenSlugs(base),
        (slug) => repository.insertCourseUnlessTaken({ ...values, slug, authorId: viewer.id }),
      );
      return { message: m.saved, course: await present(viewer, row) };
    },

    /** GET /course/{id or slug}. */
    async get(viewer: TViewer, key: string) {
      const { row } = await readable(viewer, key);
      return present(viewer, row);
    },

    /** PUT /course/{id}: the card, by its author or ADMIN, unless it waits for review. */
    async update(viewer: TViewerIn, id: string, input: TCourseInput) {
      const values = await cleanCourse(viewer, input);
      return editTree(viewer, id, async (tx, row) => {
        await createCoursesRepository(tx).updateCourse(row.id, values);
      });
    },

    /** DELETE /course/{id}: a course not published (its buyers keep nothing to lose). */
    async remove(viewer: TViewerIn, id: string) {
      const { row, resource } = await readable(viewer, id);
      if (!can(viewer, 'delete', subject('course', resource))) {
        if (viewer.role === 'ADMIN' || viewer.id === row.authorId) throw AppError.badRequest(m.transition);
        throw AppError.forbidden();
      }
      await repository.deleteCourse(row.id);
      return { message: m.deleted };
    },

    submit: (viewer: TViewerIn, id: string) => transition(viewer, id, 'SUBMIT', m.submitted),
    withdraw: (viewer: TViewerIn, id: string) => transition(viewer, id, 'WITHDRAW', m.withdrawn),
    unpublish: (viewer: TViewerIn, id: string) => transition(viewer, id, 'UNPUBLISH', m.unpublished),
    review: (viewer: TViewerIn, id: string, input: z.output<typeof ZCourseReview>) =>
      input.decision === 'APPROVE'
        ? transition(viewer, id, 'APPROVE', m.approved, input.comment)
        : transition(viewer, id, 'REJECT', m.rejected, input.comment),

    /** POST /course/{id}/join: a free published course. */
    async join(viewer: TViewerIn, id: string) {
      const { row, resource } = await readable(viewer, id);
      if (!can(viewer, 'join', subject('course', resource))) {
        if (resource.enrolled) throw AppError.badRequest(m.alreadyEnrolled);
        if (viewer.id === row.authorId) throw AppError.badRequest(m.ownCourse);
        if (!resource.free) throw AppError.badRequest(m.notFree);
        throw AppError.badRequest(m.notPublished);
      }
      await repository.enroll(row.id, viewer.id, null);
      return { message: m.joined, course: await present(viewer, row) };
    },

    /**
     * PUT /course/{id}/rating: a student's stars for a course they joined or bought. The course's rating and its
     * author's 'Kursy' rating (and overall rating) are recomputed in the same transaction, the author locked first.
     */
    async rate(viewer: TViewerIn, id: string, rating: number) {
      const { row, resource, enrollment } = await readable(viewer, id);
      const hadRating = enrollment?.rating != null;
      if (!can(viewer, 'rate', subject('course', resource))) {
        if (viewer.id === row.authorId) throw AppError.badRequest(m.ownCourse);
        throw AppError.forbidden(m.rateEnrolledOnly);
      }
      await uow.run(async (tx) => {
        const ratings = createRatingsRepository(tx);
        if (row.authorId) await ratings.lockUser(row.authorId);
        const repo = createCoursesRepository(tx);
        await repo.setRating(row.id, viewer.id, rating);
        await repo.recomputeCourseRating(row.id);
        if (row.authorId) {
          await repo.recomputeAuthorCourseRating(row.authorId);
          await ratings.recomputeUser(row.authorId);
        }
      });
      const message = hadRating ? successMessages.updated : successMessages.added;
      return { message, course: await present(viewer, (await repository.findCourse(row.id))!) };
    },

    /**
     * Inside the transaction that deletes an account, before its enrollments go by cascade: takes back the stars
     * it gave to courses and recomputes those courses and their authors (authors locked first, as `rate` does).
     */
    async forgetRatingsGivenBy(tx: TDb, userId: string) {
      const repo = createCoursesRepository(tx);
      const rated = await repo.ratedBy(userId);
      if (!rated.length) return;
      const ratings = createRatingsRepository(tx);
      const authorIds = [...new Set(rated.flatMap((item) => (item.authorId ? [item.authorId] : [])))].sort();
      for (const authorId of authorIds) await ratings.lockUser(authorId);
      await repo.clearRatingsOf(userId);
      for (const item of rated) await repo.recomputeCourseRating(item.courseId);
      for (const authorId of authorIds) {
        await repo.recomputeAuthorCourseRating(authorId);
        await ratings.recomputeUser(authorId);
      }
    },

    /** POST /course/{id}/checkout: a paid published course, through payments (item COURSE). */
    async checkout(viewer: TViewerIn, id: string, input: TCourseCheckout, keys: TRequestKeys) {
      const { row, resource } = await readable(viewer, id);
      if (!can(viewer, 'buy', subject('course', resource))) {
        if (resource.enrolled) throw AppError.badRequest(m.alreadyEnrolled);
        if (viewer.id === row.authorId) throw AppError.badRequest(m.ownCourse);
        if (resource.free) throw AppError.badRequest(m.free);
        throw AppError.badRequest(m.notPublished);
      }
      const { payment, redirectUrl } = await deps.payments.startCheckout(
        viewer,
        {
          itemKind: 'COURSE',
          productCode: row.id,
          itemName: `Kurs: ${row.title}`.slice(0, 200),
          itemQuantity: 1,
          amountGross: row.priceGross as number,
        },
        { method: input.method, buyer: input.buyer ?? 'private' },
        keys,
      );
      return { payment, redirectUrl };
    },

    /** POST /course/{id}/nodes: a node at the end of its parent's children. */
    async addNode(viewer: TViewerIn, courseId: string, input: TCourseNodeSaveParsed) {
      const { row: course } = await readable(viewer, courseId);
      const values = await nodeValues(course.authorId ?? viewer.id, input);
      return editTree(viewer, courseId, async (tx, row, nodes) => {
        if (nodes.length >= courseLimits.maxNodes) throw AppError.badRequest(m.tooManyNodes);
        const parent = checkParent(nodes, input.parentId);
        if (parent && treeShape(nodes).depth(parent.id) + 1 > courseLimits.maxDepth) {
          throw AppError.badRequest(m.tooDeep);
        }
        await createCoursesRepository(tx).insertNode({
          ...values,
          courseId: row.id,
          parentId: parent?.id ?? null,
          position: nodes.filter((node) => node.parentId === (parent?.id ?? null)).length,
        });
      });
    },

    /** PUT /course-node/{id}: its content (its place changes with move). */
    async updateNode(viewer: TViewerIn, nodeId: string, input: TCourseNodeSaveParsed) {
      const found = await repository.findNode(nodeId);
      if (!found) throw nodeNotFound();
      const { row: course } = await readable(viewer, found.courseId);
      const values = await nodeValues(course.authorId ?? viewer.id, input);
      return editTree(viewer, found.courseId, async (tx, _row, nodes) => {
        const node = nodes.find((candidate) => candidate.id === nodeId);
        if (!node) throw nodeNotFound();
        if (!groupNodeTypes.includes(input.type) && nodes.some((child) => child.parentId === node.id)) {
          throw AppError.badRequest(m.parentNotGroup);
        }
        await createCoursesRepository(tx).updateNode(nodeId, values);
      });
    },

    /** DELETE /course-node/{id}: with its children; the siblings close the gap. */
    async deleteNode(viewer: TViewerIn, nodeId: string) {
      const found = await repository.findNode(nodeId);
      if (!found) throw nodeNotFound();
      return editTree(viewer, found.courseId, async (tx, _row, nodes) => {
        const node = nodes.find((candidate) => candidate.id === nodeId);
        if (!node) throw nodeNotFound();
        const repo = createCoursesRepository(tx);
        await repo.deleteNode(nodeId);
        await repo.setOrder(
          node.parentId,
          nodes
            .filter((sibling) => sibling.parentId === node.parentId && sibling.id !== nodeId)
            .sort((a, b) => a.position - b.position)
            .map((sibling) => sibling.id),
        );
      });
    },

    /**
     * POST /course-node/{id}/move: to another parent (or the top) at a place among its children, in one
     * transaction with the course locked. Never into itself or its own subtree, never deeper than four levels.
     */
    async moveNode(viewer: TViewerIn, nodeId: string, input: z.output<typeof ZCourseNodeMove>) {
      const found = await repository.findNode(nodeId);
      if (!found) throw nodeNotFound();
      return editTree(viewer, found.courseId, async (tx, _row, nodes) => {
        const node = nodes.find((candidate) => candidate.id === nodeId);
        if (!node) throw nodeNotFound();
        const shape = treeShape(nodes);
        if (input.parentId && shape.isWithin(input.parentId, node.id)) throw AppError.badRequest(m.moveIntoItself);
        const parent = checkParent(nodes, input.parentId);
        if ((parent ? shape.depth(parent.id) : 0) + shape.height(node.id) > courseLimits.maxDepth) {
          throw AppError.badRequest(m.tooDeep);
        }
        const repo = createCoursesRepository(tx);
        const siblingsOf = (parentId: string | null) =>
          nodes
            .filter((candidate) => candidate.parentId === parentId && candidate.id !== node.id)
            .sort((a, b) => a.position - b.position)
            .map((candidate) => candidate.id);
        const target = siblingsOf(input.parentId);
        target.splice(Math.min(input.position, target.length), 0, node.id);
        if (node.parentId !== input.parentId) await repo.setOrder(node.parentId, siblingsOf(node.parentId));
        await repo.setOrder(input.parentId, target);
      });
    },

    /** PUT /course-node/{id}/progress: done or not, by someone who may open it; also the last position. */
    async saveProgress(viewer: TViewerIn, nodeId: string, done: boolean) {
      const { node, row } = await openable(viewer, nodeId);
      await uow.run(async (tx) => {
        const repo = createCoursesRepository(tx);
        await repo.saveProgress({ nodeId, userId: viewer.id, courseId: row.id, done });
        await repo.setLastNode(row.id, viewer.id, node.id);
      });
      return { message: m.progressSaved, course: await present(viewer, row) };
    },

    /** POST /course-node/{id}/quiz: every task answered at once; the score is kept (the best one) and the quiz done. */
    async submitQuiz(viewer: TViewerIn, nodeId: string, input: z.output<typeof ZCourseQuizSubmit>) {
      const { node, row } = await openable(viewer, nodeId);
      if (node.type !== 'QUIZ') throw AppError.badRequest(m.notQuiz);
      const chosen = new Map(input.answers.map((answer) => [answer.homeworkId, answer.answerId]));
      if (node.homeworkIds.some((id) => !chosen.has(id)) || chosen.size !== node.homeworkIds.length) {
        throw AppError.badRequest(m.quizAnswers);
      }
      const correct = await repository.correctAnswers(node.homeworkIds);
      const results = node.homeworkIds.map((homeworkId) => ({
        homeworkId,
        correct: correct.some((answer) => answer.homeworkId === homeworkId && answer.id === chosen.get(homeworkId)),
      }));
      const score = results.filter((result) => result.correct).length;
      await uow.run(async (tx) => {
        const repo = createCoursesRepository(tx);
        await repo.saveProgress({
          nodeId,
          userId: viewer.id,
          courseId: row.id,
          done: true,
          quizCorrect: score,
          quizTotal: results.length,
        });
        await repo.setLastNode(row.id, viewer.id, node.id);
      });
      return {
        message: `Wynik: ${score} z ${results.length}.`,
        correct: score,
        total: results.length,
        results,
      };
    },
  };

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
}
export type TCoursesService = ReturnType<typeof createCoursesService>;
