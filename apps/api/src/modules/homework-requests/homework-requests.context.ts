import {
  can,
  homeworkRequestDisputeText,
  homeworkRequestLimits,
  homeworkRequestNotificationText,
  homeworkRequestMessages as m,
  nextRequestStatus,
  subject,
  type THomeworkRequestDisputeStep,
  type THomeworkRequestEvent,
  type THomeworkRequestStatus,
  type TViewerIn,
} from '@zadania/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import { htmlToPlainText } from '../../lib/html';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TPaymentsService } from '../payments/payments.service';
import {
  createHomeworkRequestsRepository,
  type TDisputeRow,
  type TOfferRow,
  type TRequestRow,
} from './homework-requests.repository';

export type TRequestKeys = { ip: string };

/** The request's and the solution's files are the author's own uploads of this kind. */
export const homeworkRequestFileKind = 'PRIVATE';

export const requestNotFound = () => AppError.notFound(m.notFound);
const offerNotFound = () => AppError.notFound(m.offerNotFound);
export const href = (requestId: string) => `/requests/${requestId}`;
const disputeWindowMs = homeworkRequestLimits.disputeWindowDays * 24 * 60 * 60_000;

/** The status a request takes on `event`; a transition the state machine does not allow is a bug. */
const moved = (row: TRequestRow, event: THomeworkRequestEvent): THomeworkRequestStatus => {
  const next = nextRequestStatus(row.status, event);
  if (!next) throw new Error(`Homework request ${row.id}: ${event} does not apply to ${row.status}`);
  return next;
};

/** Sanitized editor HTML, refused when it holds no text or more than 10 000 characters of it. */
export const cleanHtml = (html: string, required: string) => {
  const clean = sanitizeRichText(html);
  const text = htmlToPlainText(clean).trim();
  if (!text) throw AppError.badRequest(required);
  if (text.length > homeworkRequestLimits.textMaxLength) throw AppError.badRequest(m.textTooLong);
  return clean;
};

export type THomeworkRequestsDeps = {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  payments: Pick<TPaymentsService['purchases'], 'startCheckout' | 'cancelOpen' | 'refundSettled' | 'find'>;
  /** Signs short-lived links to owner-only files for the people a request shows them to. */
  fileTokens: { sign: (fileId: string) => Promise<string> };
  limiter: Pick<TRateLimiter, 'consume'>;
  log: FastifyBaseLogger;
  now?: () => Date;
};

export function createHomeworkRequestsContext(deps: THomeworkRequestsDeps) {
  const now = deps.now ?? (() => new Date());
  const repository = createHomeworkRequestsRepository(deps.db);

  /** The accepted or paid offer of a request (its teacher is the one the rules name). */
  const chosenOffer = async (row: TRequestRow, repo = repository) =>
    row.acceptedOfferId ? ((await repo.findOffer(row.acceptedOfferId)) ?? null) : null;

  const resourceOf = (row: TRequestRow, chosen: TOfferRow | null, dispute?: TDisputeRow) => ({
    ownerId: row.ownerId,
    status: row.status,
    teacherId: chosen?.teacherId ?? null,
    disputeWindowOpen:
      row.status === 'delivered' && !!row.deliveredAt && now().getTime() - row.deliveredAt.getTime() < disputeWindowMs,
    disputeStatus: dispute?.status ?? null,
  });

  /** The latest dispute of a request; only a delivered request can have one. */
  const latestDispute = (row: TRequestRow, repo = repository) =>
    row.status === 'delivered' ? repo.latestDispute(row.id) : Promise.resolve(undefined);

  const offerResourceOf = (offer: TOfferRow, request: TRequestRow) => ({
    requestOwnerId: request.ownerId,
    requestStatus: request.status,
    teacherId: offer.teacherId ?? '',
    status: offer.status,
  });

  /** The request when the viewer may read it: 404 when it does not exist, 403 when the rules refuse. */
  async function readable(viewer: TViewerIn, id: string) {
    const row = await repository.findRequest(id);
    if (!row) throw requestNotFound();
    const chosen = await chosenOffer(row);
    const resource = resourceOf(row, chosen, await latestDispute(row));
    if (!can(viewer, 'read', subject('homeworkRequest', resource))) throw AppError.forbidden();
    return { row, chosen, resource };
  }

  /** The offer with its request when the viewer may read it (its request's owner, its teacher, ADMIN). */
  async function readableOffer(viewer: TViewerIn, id: string) {
    const offer = await repository.findOffer(id);
    if (!offer) throw offerNotFound();
    const request = (await repository.findRequest(offer.requestId)) as TRequestRow;
    if (!can(viewer, 'read', subject('homeworkRequestOffer', offerResourceOf(offer, request)))) {
      throw AppError.forbidden();
    }
    return { offer, request };
  }

  /** The file ids must be the viewer's own uploads of the request kind; refused with 'Plik jest wymagany'. */
  async function checkFiles(viewerId: string, fileIds: string[]) {
    const unique = [...new Set(fileIds)];
    const owned = await repository.ownedFiles(viewerId, unique);
    if (owned.length !== unique.length || owned.some((file) => file.assign !== homeworkRequestFileKind)) {
      throw AppError.badRequest(m.fileInvalid);
    }
    return unique;
  }

  /** One event: the request's new status, a line of its timeline and a notification to the other side. */
  async function happen(
    tx: TDb,
    row: TRequestRow,
    event: THomeworkRequestEvent,
    actorId: string | null,
    recipientIds: (string | null)[],
    values: Parameters<ReturnType<typeof createHomeworkRequestsRepository>['updateRequest']>[1] = {},
    offerId: string | null = null,
  ) {
    const repo = createHomeworkRequestsRepository(tx);
    const updated = await repo.updateRequest(row.id, { ...values, status: moved(row, event) });
    await repo.addTimeline({ requestId: row.id, kind: event, actorId, offerId });
    const recipients = [...new Set(recipientIds.filter((id): id is string => !!id && id !== actorId))];
    if (recipients.length) {
      await deps.outbox.record(
        tx,
        'notification.requested',
        {
          type: 'HOMEWORK_REQUEST_EVENT',
          recipientIds: recipients,
          text: homeworkRequestNotificationText(event, row.title),
          href: href(row.id),
          data: { requestId: row.id, event },
        },
        actorId ? { actorId } : undefined,
      );
    }
    return updated;
  }

  /** A dispute's step told to `recipientIds` (not the actor) as a HOMEWORK_REQUEST_EVENT notification. */
  async function notifyDispute(
    tx: TDb,
    row: TRequestRow,
    step: THomeworkRequestDisputeStep,
    actorId: string | null,
    recipientIds: (string | null)[],
    disputeId: string,
  ) {
    const recipients = [...new Set(recipientIds.filter((id): id is string => !!id && id !== actorId))];
    if (!recipients.length) return;
    await deps.outbox.record(
      tx,
      'notification.requested',
      {
        type: 'HOMEWORK_REQUEST_EVENT',
        recipientIds: recipients,
        text: homeworkRequestDisputeText(step, row.title),
        href: href(row.id),
        data: { requestId: row.id, event: step, disputeId },
      },
      actorId ? { actorId } : undefined,
    );
  }

  return {
    ...deps,
    now,
    repository,
    chosenOffer,
    resourceOf,
    latestDispute,
    offerResourceOf,
    readable,
    readableOffer,
    checkFiles,
    happen,
    notifyDispute,
  };
}
export type THomeworkRequestsContext = ReturnType<typeof createHomeworkRequestsContext>;
