import {
  can,
  reportMessages as m,
  policiesFor,
  reportLimits,
  reportTargetLabels,
  subject,
  type TFeedbackQuery,
  type TReport,
  type TReportQueueQuery,
  type TSupportFile,
  type TViewer,
  type TViewerIn,
  type ZFeedbackCreate,
  type ZReportCreate,
  type ZReportDecide,
} from '@zadania/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import { presentPerson } from '../users/person.presenter';
import { createReportsRepository, type TReportRow } from './reports.repository';

type TRequestKeys = { ip: string };
type TPaging = { page: number; pageSize: number };

const reportNotFound = () => AppError.notFound(m.reportNotFound);
const openReportIndex = 'reports_open_unique';
/** The upload kind of a report's or feedback's attachments. */
const attachmentKind = 'SUPPORT_ATTACHMENT';

/** Groups attached files by the report or feedback they belong to. */
function filesByParent(rows: { parentId: string; id: string; name: string; size: number }[]) {
  const byParent = new Map<string, TSupportFile[]>();
  for (const { parentId, ...file } of rows) byParent.set(parentId, [...(byParent.get(parentId) ?? []), file]);
  return byParent;
}

/**
 * Reports and feedback of the support area (issue 20 point 3). Anyone signed in reports a task, a review, a chat
 * message or a user they can see, with a reason; the ADMINs decide the queue (RESOLVED or DISMISSED, with a note)
 * and the reporter is notified. Feedback comes from any page, signed in or not, and is read by the ADMINs.
 */
export function createReportsService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  limiter: Pick<TRateLimiter, 'consume'>;
}) {
  const { db, uow, outbox, limiter } = deps;
  const repository = createReportsRepository(db);

  const resourceOf = (row: TReportRow) => ({ reporterId: row.reporterId, status: row.status });

  /**
   * The attachments must be the sender's own uploads of the kind SUPPORT_ATTACHMENT (at most 3, checked by the
   * schema too); a signed-out sender cannot upload, so attaches none. Refused with 400 'Dołącz własne pliki…'.
   */
  async function checkFiles(viewerId: string | null, fileIds: string[]) {
    const unique = [...new Set(fileIds)];
    if (unique.length > reportLimits.maxFiles) throw AppError.badRequest(m.filesTooMany);
    if (!unique.length) return unique;
    if (!viewerId) throw AppError.badRequest(m.filesInvalid);
    const owned = await repository.ownedFiles(viewerId, unique);
    if (owned.length !== unique.length || owned.some((file) => file.assign !== attachmentKind)) {
      throw AppError.badRequest(m.filesInvalid);
    }
    return unique;
  }

  async function present(viewer: TViewerIn, rows: TReportRow[]): Promise<TReport[]> {
    const ids = [
      ...new Set(rows.flatMap((row) => [row.reporterId, row.targetOwnerId]).filter((id): id is string => !!id)),
    ];
    const [people, attached] = await Promise.all([
      repository.people(ids),
      repository.reportFiles(rows.map((row) => row.id)).then(filesByParent),
    ]);
    const person = (id: string | null) => {
      const row = id ? people.find((candidate) => candidate.id === id) : undefined;
      return row ? presentPerson(row) : null;
    };
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        targetType: row.targetType,
        targetId: row.targetId,
        targetLabel: row.targetLabel,
        targetHref: await repository.currentHref(row, viewer.id),
        targetOwner: person(row.targetOwnerId),
        reason: row.reason,
        details: row.details,
        status: row.status,
        decisionNote: row.decisionNote,
        reporter: person(row.reporterId),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        files: attached.get(row.id) ?? [],
        policies: policiesFor(viewer, 'report', resourceOf(row)),
      })),
    );
  }

  const page = async (
    viewer: TViewerIn,
    { rows, total }: { rows: TReportRow[]; total: number },
    { page, pageSize }: TPaging,
  ) => ({ results: await present(viewer, rows), total, page, pageCount: Math.ceil(total / pageSize) });

  return {
    /** POST /report: 404 for a target the reporter cannot see, 400 for own content or a second open report. */
    async create(viewer: TViewerIn, input: z.output<typeof ZReportCreate>, keys: TRequestKeys) {
      await limiter.consume('report', { ip: keys.ip, account: viewer.id });
      const target = await repository.findTarget(input.targetType, input.targetId, viewer.id);
      if (!target) throw AppError.notFound(m.targetNotFound);
      if (target.ownerId === viewer.id) throw AppError.badRequest(m.ownContent);
      const fileIds = await checkFiles(viewer.id, input.fileIds);
      try {
        const row = await uow.run(async (tx) => {
          const repo = createReportsRepository(tx);
          const inserted = await repo.insertReport({
            reporterId: viewer.id,
            targetType: input.targetType,
            targetId: input.targetId,
            targetLabel: target.label || reportTargetLabels[input.targetType],
            targetOwnerId: target.ownerId,
            reason: input.reason,
            details: input.details,
          });
          await repo.attachReportFiles(inserted.id, fileIds);
          return inserted;
        });
        return { message: m.created, report: (await present(viewer, [row]))[0] as TReport };
      } catch (error) {
        if (isUniqueViolation(error, openReportIndex)) throw AppError.badRequest(m.duplicate);
        throw error;
      }
    },

    /** GET /report/mine: the viewer's reports with their decisions. */
    async mine(viewer: TViewerIn, query: TPaging) {
      const result = await repository.listReports(
        repository.reporterFilter(viewer.id),
        'newest',
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return page(viewer, result, query);
    },

    /** GET /report (ADMIN): open reports oldest first, or the decided ones, newest decision first. */
    async queue(viewer: TViewerIn, query: TReportQueueQuery) {
      if (viewer.role !== 'ADMIN') throw AppError.forbidden();
      const decided = query.status === 'DECIDED';
      const result = await repository.listReports(
        repository.queueFilter(decided, query.targetType),
        decided ? 'newestDecision' : 'oldest',
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return page(viewer, result, query);
    },

    /** GET /report/{id}: its reporter and ADMIN. */
    async get(viewer: TViewerIn, id: string) {
      const row = await repository.findReport(id);
      if (!row) throw reportNotFound();
      if (!can(viewer, 'read', subject('report', resourceOf(row)))) throw AppError.forbidden();
      return (await present(viewer, [row]))[0] as TReport;
    },

    /**
     * POST /report/{id}/decide (ADMIN): once. The reporter is told the outcome (and the note) after commit; what
     * happens to the content itself is done with its own tools (hiding a task, deleting a review or a message).
     */
    async decide(viewer: TViewerIn, id: string, input: z.output<typeof ZReportDecide>) {
      if (viewer.role !== 'ADMIN') throw AppError.forbidden();
      const row = await uow.run(async (tx) => {
        const repo = createReportsRepository(tx);
        const locked = await repo.lockReport(id);
        if (!locked) throw reportNotFound();
        if (!can(viewer, 'decide', subject('report', resourceOf(locked)))) throw AppError.badRequest(m.alreadyDecided);
        const decided = await repo.decide(id, {
          status: input.status,
          decisionNote: input.note,
          decidedById: viewer.id,
        });
        if (decided.reporterId) {
          const what = reportTargetLabels[decided.targetType].toLowerCase();
          await outbox.record(
            tx,
            'notification.requested',
            {
              type: 'SUPPORT_EVENT',
              recipientIds: [decided.reporterId],
              text:
                input.status === 'RESOLVED'
                  ? `Rozpatrzyliśmy Twoje zgłoszenie (${what}) i podjęliśmy działania. Dziękujemy!${input.note ? ` ${input.note}` : ''}`
                  : `Rozpatrzyliśmy Twoje zgłoszenie (${what}): nie znaleźliśmy naruszenia zasad.${input.note ? ` ${input.note}` : ''}`,
              href: '/account/reports',
              data: { reportId: decided.id, status: decided.status },
            },
            { actorId: viewer.id },
          );
        }
        return decided;
      });
      return { message: m.decided, report: (await present(viewer, [row]))[0] as TReport };
    },

    // ---------- Feedback ----------

    /** POST /feedback: from anyone; signed out, the address is the limiter's key (and no files may be attached). */
    async sendFeedback(viewer: TViewer, input: z.output<typeof ZFeedbackCreate>, keys: TRequestKeys) {
      await limiter.consume('feedback', { ip: keys.ip, account: viewer ? viewer.id : `ip:${keys.ip}` });
      const fileIds = await checkFiles(viewer?.id ?? null, input.fileIds);
      await uow.run(async (tx) => {
        const repo = createReportsRepository(tx);
        const row = await repo.insertFeedback({
          authorId: viewer?.id ?? null,
          message: input.message,
          page: input.page,
          rating: input.rating,
        });
        await repo.attachFeedbackFiles(row.id, fileIds);
      });
      return { message: m.feedbackSent };
    },

    /** GET /feedback (ADMIN): newest first, optionally NEW or READ only. */
    async feedback(viewer: TViewerIn, query: TFeedbackQuery) {
      if (viewer.role !== 'ADMIN') throw AppError.forbidden();
      const { rows, total } = await repository.listFeedback(
        query.status,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const [people, attached] = await Promise.all([
        repository.people([...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))]),
        repository.feedbackFiles(rows.map((row) => row.id)).then(filesByParent),
      ]);
      return {
        results: rows.map((row) => {
          const author = people.find((candidate) => candidate.id === row.authorId);
          return {
            id: row.id,
            message: row.message,
            page: row.page,
            rating: row.rating,
            status: row.status,
            author: author ? presentPerson(author) : null,
            createdAt: row.createdAt.toISOString(),
            files: attached.get(row.id) ?? [],
          };
        }),
        total,
        page: query.page,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /** POST /feedback/{id}/read (ADMIN). */
    async readFeedback(viewer: TViewerIn, id: string) {
      if (viewer.role !== 'ADMIN') throw AppError.forbidden();
      if (!(await repository.markFeedbackRead(id))) throw AppError.notFound(m.feedbackNotFound);
      return { message: m.feedbackRead };
    },
  };
}
export type TReportsService = ReturnType<typeof createReportsService>;
