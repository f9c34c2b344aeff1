import {
  authoringMessages,
  can,
  catalogue,
  subject,
  successMessages,
  type TApprovalDecision,
  type TApprovalStatus,
  type TMathConceptChange,
  type TViewer,
  type TViewerIn,
  type ZMathConceptChangeCreate,
  type ZMathConceptCreate,
  type ZMathConceptUpdate,
} from '@zadania/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import { insertWithFreeSlug, toSlug } from '../../lib/slug';
import type { TUnitOfWork } from '../../lib/uow';
import { createHomeworkAuthoringRepository } from '../homework/homework-authoring.repository';
import { createMathConceptAuthoringRepository, type TMathConceptChangeRow } from './math-concept-authoring.repository';

type TRepository = ReturnType<typeof createMathConceptAuthoringRepository>;

export const mathConceptAuthoringMessages = {
  created: 'Utworzono!',
  updated: successMessages.updated,
  deleted: successMessages.deleted,
  proposed: 'Przesłano do weryfikacji',
} as const;

const toChange = ({ change, concept, proposer }: TMathConceptChangeRow): TMathConceptChange => ({
  id: change.id,
  conceptId: change.conceptId,
  concept: concept?.id ? concept : null,
  type: change.type,
  name: change.name,
  description: change.description,
  aliases: change.aliases,
  status: change.status,
  proposer: proposer?.id ? proposer : null,
  reviewedAt: change.reviewedAt?.toISOString() ?? null,
  createdAt: change.createdAt.toISOString(),
});

/** Concepts: creation (section 5 rules), the admins' edits and deletion, and proposed changes. */
export function createMathConceptAuthoringService(
  repository: TRepository,
  uow: TUnitOfWork,
  outbox: Pick<TEventOutbox, 'record'>,
) {
  const assertNameFree = async (queries: TRepository, type: string, name: string, exceptId?: string) => {
    if (await queries.findSameName(type as 'TAG', name, exceptId)) {
      throw new AppError(409, authoringMessages.conceptNameTaken);
    }
  };

  const findConcept = async (id: string) => {
    const concept = await repository.findConcept(id);
    if (!concept) throw AppError.notFound(authoringMessages.conceptNotFound);
    return concept;
  };

  /** Applies new names to a concept and rebuilds the search text of its tasks (those holding its names), in `tx`. */
  const applyToConcept = (
    queries: TRepository,
    tx: TDb,
    id: string,
    values: {
      name?: string;
      type?: 'DOMAIN' | 'THEOREM' | 'DEFINITION' | 'TAG';
      aliases?: string[];
      description?: string;
    },
  ) =>
    (async () => {
      await queries.updateConcept(id, values);
      if (values.name !== undefined || values.aliases !== undefined) {
        const homework = createHomeworkAuthoringRepository(tx);
        await homework.rebuildSearchText(await homework.findHomeworkIdsOfConcept(id));
      }
    })();

  return {
    async create(viewer: TViewerIn, input: z.output<typeof ZMathConceptCreate>) {
      if (!can(viewer, 'create', subject('mathConcept', { type: input.type })))
        throw AppError.forbidden(authoringMessages.conceptDomainAdminOnly);
      const base = toSlug(input.name) || 'pojecie';
      const id = await uow.run(async (tx) => {
        const queries = createMathConceptAuthoringRepository(tx);
        await assertNameFree(queries, input.type, input.name);
        const row = await insertWithFreeSlug(base, queries.findSlugsLike, (slug) =>
          queries.insertConceptUnlessSlugTaken({
            slug,
            name: input.name,
            type: input.type,
            subject: input.subject,
            aliases: input.aliases,
          }),
        );
        return row.id;
      });
      return id;
    },

    /** ADMIN: name, aliases and the article (sanitized). */
    async update(viewer: TViewerIn, id: string, input: z.output<typeof ZMathConceptUpdate>) {
      if (!can(viewer, 'manageMathConcepts', catalogue)) throw AppError.forbidden();
      const concept = await findConcept(id);
      await uow.run(async (tx) => {
        const queries = createMathConceptAuthoringRepository(tx);
        if (input.name !== undefined) await assertNameFree(queries, concept.type, input.name, id);
        await applyToConcept(queries, tx, id, {
          name: input.name,
          aliases: input.aliases,
          description:
            input.description === undefined ? undefined : sanitizeRichText(input.description, { adminBlocks: true }),
        });
      });
    },

    /** ADMIN: the concept's links to tasks go with it; their search text no longer holds its names. */
    async remove(viewer: TViewerIn, id: string) {
      if (!can(viewer, 'manageMathConcepts', catalogue)) throw AppError.forbidden();
      await findConcept(id);
      await uow.run(async (tx) => {
        const queries = createMathConceptAuthoringRepository(tx);
        const homework = createHomeworkAuthoringRepository(tx);
        const homeworkIds = await homework.findHomeworkIdsOfConcept(id);
        await queries.deleteConcept(id);
        await homework.rebuildSearchText(homeworkIds);
      });
      return { message: mathConceptAuthoringMessages.deleted };
    },

    /**
     * Anyone signed in proposes a change; only ADMIN proposes a DOMAIN. Several people may have a proposal
     * pending for one concept, each one at a time (also when two arrive at once: a unique index decides).
     */
    async propose(viewer: TViewerIn, input: z.output<typeof ZMathConceptChangeCreate>) {
      const concept = await findConcept(input.conceptId);
      if (input.type !== concept.type && !can(viewer, 'create', subject('mathConcept', { type: input.type }))) {
        throw AppError.forbidden(authoringMessages.conceptDomainAdminOnly);
      }
      const change = await repository.insertChange({
        conceptId: concept.id,
        proposerId: viewer.id,
        type: input.type,
        name: input.form.name,
        // An ADMIN reads the proposal before it replaces the article, so it may keep the article's game embeds.
        description: sanitizeRichText(input.form.description, { adminBlocks: true }),
        aliases: input.aliases,
      });
      if (!change) throw new AppError(409, authoringMessages.ownChangePending);
      return toChange((await repository.findChange(change.id))!);
    },

    /**
     * A pending proposal is seen by its proposer and ADMIN only (it names the proposer): the viewer's own,
     * ADMIN the newest of all; anybody else gets null, as if there were none.
     */
    async findPending(viewer: TViewer, conceptId: string) {
      await findConcept(conceptId);
      if (!viewer) return { change: null };
      const row = await repository.findPendingChangeOf(
        conceptId,
        can(viewer, 'reviewConceptChanges', catalogue) ? undefined : viewer.id,
      );
      return { change: row ? toChange(row) : null };
    },

    async list(viewer: TViewerIn, query: { page: number; pageSize: number; status?: TApprovalStatus }) {
      if (!can(viewer, 'reviewConceptChanges', catalogue)) throw AppError.forbidden();
      const { rows, total } = await repository.listChanges({
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const pageCount = Math.ceil(total / query.pageSize);
      return {
        results: rows.map(toChange),
        total,
        prevPage: query.page > 1 ? Math.min(query.page - 1, Math.max(pageCount, 1)) : null,
        nextPage: query.page < pageCount ? query.page + 1 : null,
      };
    },

    async count(viewer: TViewerIn, status: TApprovalStatus) {
      if (!can(viewer, 'reviewConceptChanges', catalogue)) throw AppError.forbidden();
      return { count: await repository.countChanges(status) };
    },

    /** ADMIN: approving applies the change in the same transaction; the proposer is notified either way. */
    async decide(viewer: TViewerIn, id: string, status: TApprovalDecision) {
      if (!can(viewer, 'reviewConceptChanges', catalogue)) throw AppError.forbidden();
      const row = await repository.findChange(id);
      if (!row) throw AppError.notFound(authoringMessages.changeNotFound);
      const { change } = row;
      const notPending = () => new AppError(409, authoringMessages.changeNotPending);
      if (change.status !== 'PENDING') throw notPending();
      await uow.run(async (tx) => {
        const queries = createMathConceptAuthoringRepository(tx);
        // Decided first, so that of two admins deciding at once only one applies the change.
        if (!(await queries.decideChange(id, { status, reviewerId: viewer.id }))) throw notPending();
        if (status === 'APPROVED') {
          await assertNameFree(queries, change.type, change.name, change.conceptId);
          await applyToConcept(queries, tx, change.conceptId, {
            name: change.name,
            type: change.type as 'TAG',
            aliases: change.aliases,
            description: change.description,
          });
        }
        await outbox.record(
          tx,
          'math-concept-change.reviewed',
          {
            changeId: id,
            conceptId: change.conceptId,
            name: change.name,
            proposerId: change.proposerId,
            reviewerId: viewer.id,
            status,
          },
          { actorId: viewer.id },
        );
      });
      return toChange((await repository.findChange(id))!);
    },
  };
}
