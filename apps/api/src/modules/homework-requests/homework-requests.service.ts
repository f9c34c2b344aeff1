import {
  can,
  commerceMessages,
  homeworkRequestDisputeText,
  homeworkRequestLimits,
  homeworkRequestNotificationText,
  homeworkRequestMessages as m,
  nextRequestStatus,
  policiesFor,
  subject,
  type TDisputeListStatus,
  type THomeworkRequest,
  type THomeworkRequestCheckout,
  type THomeworkRequestDispute,
  type THomeworkRequestDisputeListItem,
  type THomeworkRequestDisputeStep,
  type THomeworkRequestEvent,
  type THomeworkRequestFile,
  type THomeworkRequestListQuery,
  type THomeworkRequestOffer,
  type THomeworkRequestPerson,
  type THomeworkRequestStatus,
  type THomeworkRequestSummary,
  type TViewerIn,
  type ZHomeworkRequestCreate,
  type ZHomeworkRequestOfferCreate,
  type ZHomeworkRequestSolutionSave,
} from '@zadania/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import { htmlToPlainText } from '../../lib/html';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import { fileContentPath } from '../files/file.presenter';
import type { TPaymentsService } from '../payments/payments.service';
import type { TPurchaseFulfiller } from '../payments/purchase-fulfilment';
import { presentAvatar } from '../users/avatar';
import {
  createHomeworkRequestsRepository,
  type TDisputeRow,
  type TOfferRow,
  type TPersonRow,
  type TRequestFileRow,
  type TRequestRow,
} from './homework-requests.repository';

type TRequestInput = z.output<typeof ZHomeworkRequestCreate>;
type TOfferInput = z.output<typeof ZHomeworkRequestOfferCreate>;
type TSolutionInput = z.output<typeof ZHomeworkRequestSolutionSave>;
type TRequestKeys = { ip: string };

/** The request's and the solution's files are the author's own uploads of this kind. */
export const homeworkRequestFileKind = 'PRIVATE';

const requestNotFound = () => AppError.notFound(m.notFound);
const offerNotFound = () => AppError.notFound(m.offerNotFound);
const href = (requestId: string) => `/requests/${requestId}`;
const disputeWindowMs = homeworkRequestLimits.disputeWindowDays * 24 * 60 * 60_000;

const presentDispute = (row: TDisputeRow): THomeworkRequestDispute => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/** The status a request takes on `event`; a transition the state machine does not allow is a bug. */
const moved = (row: TRequestRow, event: THomeworkRequestEvent): THomeworkRequestStatus => {
  const next = nextRequestStatus(row.status, event);
  if (!next) throw new Error(`Homework request ${row.id}: ${event} does not apply to ${row.status}`);
  return next;
};

/** Sanitized editor HTML, refused when it holds no text or more than 10 000 characters of it. */
const cleanHtml = (html: string, required: string) => {
  const clean = sanitizeRichText(html);
  const text = htmlToPlainText(clean).trim();
  if (!text) throw AppError.badRequest(required);
  if (text.length > homeworkRequestLimits.textMaxLength) throw AppError.badRequest(m.textTooLong);
  return clean;
};

/**
 * On-request tasks (issue 19). A student posts a request; teachers send offers; the owner accepts one and pays
 * it through payments (kind HOMEWORK_REQUEST, product code: the offer's id), which puts the request in
 * progress; the teacher delivers a solution by the offer's deadline, which releases the money to the teacher
 * (an append-only earnings row), or the sweep refunds the payment after the deadline (undelivered). Every event
 * is a notification to the other side and a line of the request's timeline. Within 7 days of the delivery the
 * owner may open a dispute; an ADMIN refunds the payment (the earning is reversed by an append-only row) or
 * leaves the money with the teacher. The request stays delivered either way.
 */
export function createHomeworkRequestsService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  payments: Pick<TPaymentsService['purchases'], 'startCheckout' | 'cancelOpen' | 'refundSettled' | 'find'>;
  /** Signs short-lived links to owner-only files for the people a request shows them to. */
  fileTokens: { sign: (fileId: string) => Promise<string> };
  limiter: Pick<TRateLimiter, 'consume'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, uow, payments, log } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createHomeworkRequestsRepository(db);

  const person = (row: TPersonRow | undefined, id: string | null): THomeworkRequestPerson =>
    row
      ? { id: row.id, username: row.username, displayName: row.displayName, avatar: presentAvatar(row) }
      : { id: id ?? '00000000-0000-0000-0000-000000000000', username: '', displayName: 'Konto usunięte', avatar: null };

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

  const presentFiles = (rows: TRequestFileRow[]): Promise<THomeworkRequestFile[]> =>
    Promise.all(
      rows.map(async (file) => ({
        id: file.id,
        name: file.name,
        size: file.size,
        url: `${fileContentPath(file.id)}?token=${await deps.fileTokens.sign(file.id)}`,
      })),
    );

  async function summaries(rows: TRequestRow[]): Promise<THomeworkRequestSummary[]> {
    const [people, counts] = await Promise.all([
      repository.people([...new Set(rows.map((row) => row.ownerId))]),
      repository.offerCounts(rows.map((row) => row.id)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      subject: row.subject,
      level: row.level,
      deadline: row.deadline.toISOString(),
      budgetGross: row.budgetGross,
      status: row.status,
      owner: person(
        people.find((candidate) => candidate.id === row.ownerId),
        row.ownerId,
      ),
      offerCount: counts.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function present(viewer: TViewerIn, row: TRequestRow): Promise<THomeworkRequest> {
    const chosen = await chosenOffer(row);
    const [[summary], fileRows, timeline, teachers, dispute] = await Promise.all([
      summaries([row]),
      repository.filesOf(row.id),
      repository.timelineOf(row.id),
      repository.people(chosen?.teacherId ? [chosen.teacherId] : []),
      latestDispute(row),
    ]);
    const party =
      viewer?.role === 'ADMIN' ||
      viewer?.id === row.ownerId ||
      (!!chosen?.teacherId && viewer?.id === chosen.teacherId);
    return {
      ...(summary as THomeworkRequestSummary),
      description: row.description,
      files: await presentFiles(fileRows.filter((file) => file.role === 'REQUEST')),
      teacher: chosen ? person(teachers[0], chosen.teacherId) : null,
      acceptedOfferId: row.acceptedOfferId,
      timeline: timeline.map((entry) => ({ kind: entry.kind, at: entry.at.toISOString() })),
      dispute: dispute && party ? presentDispute(dispute) : null,
      policies: policiesFor(viewer, 'homeworkRequest', resourceOf(row, chosen, dispute)),
    };
  }

  async function presentOffers(viewer: TViewerIn, request: TRequestRow, rows: TOfferRow[]) {
    const people = await repository.people([
      ...new Set(rows.map((row) => row.teacherId).filter((id): id is string => !!id)),
    ]);
    return rows.map(
      (row): THomeworkRequestOffer => ({
        id: row.id,
        requestId: row.requestId,
        teacher: person(
          people.find((candidate) => candidate.id === row.teacherId),
          row.teacherId,
        ),
        priceGross: row.priceGross,
        deadline: row.deadline.toISOString(),
        message: row.message,
        status: row.status,
        paymentId: row.paymentId,
        createdAt: row.createdAt.toISOString(),
        policies: policiesFor(viewer, 'homeworkRequestOffer', offerResourceOf(row, request)),
      }),
    );
  }
  const presentOffer = async (viewer: TViewerIn, request: TRequestRow, row: TOfferRow) =>
    (await presentOffers(viewer, request, [row]))[0] as THomeworkRequestOffer;

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

  async function presentDisputes(
    rows: { dispute: TDisputeRow; request: TRequestRow; offer: TOfferRow | null }[],
  ): Promise<THomeworkRequestDisputeListItem[]> {
    const people = await repository.people(
      [...new Set(rows.flatMap(({ request, offer }) => [request.ownerId, offer?.teacherId ?? null]))].filter(
        (id): id is string => !!id,
      ),
    );
    const find = (id: string | null) =>
      person(
        people.find((candidate) => candidate.id === id),
        id,
      );
    return rows.map(({ dispute, request, offer }) => ({
      ...presentDispute(dispute),
      request: { id: request.id, title: request.title, href: href(request.id) },
      owner: find(request.ownerId),
      teacher: find(offer?.teacherId ?? null),
      amountGross: offer?.priceGross ?? 0,
      openedById: dispute.openedById,
      deliveredAt: request.deliveredAt?.toISOString() ?? null,
    }));
  }

  const fulfiller: TPurchaseFulfiller = {
    /**
     * The payment of an accepted offer puts its request in progress (OFFER_PAID to the teacher) and declines
     * the other offers. Money for an offer no longer accepted (withdrawn, the request cancelled meanwhile) is
     * undeliverable and goes back: cancelling cancels the open payment first, so this needs a late transfer.
     */
    async grant(tx, payment) {
      const repo = createHomeworkRequestsRepository(tx);
      const offer = await repo.lockOffer(payment.productCode);
      if (!offer) return 'undeliverable';
      if (offer.paymentId === payment.id && offer.status === 'paid') return 'granted';
      const request = await repo.lockRequest(offer.requestId);
      if (offer.status !== 'accepted' || request?.status !== 'open' || request.acceptedOfferId !== offer.id) {
        return 'undeliverable';
      }
      await repo.updateOffer(offer.id, { status: 'paid', paymentId: payment.id });
      await repo.declineOthers(request.id, offer.id);
      await happen(tx, request, 'OFFER_PAID', request.ownerId, [offer.teacherId], {}, offer.id);
      return 'granted';
    },

    /**
     * A refunded or disputed payment of a request in progress makes it undelivered (SOLUTION_NOT_DELIVERED to
     * both sides). A delivered request keeps its solution and status: refunded after a dispute an ADMIN decided
     * so (REFUNDED), the teacher's earning is reversed (an append-only row) and both sides are told; any other
     * refund of a delivered request (by hand, a chargeback) is logged for an ADMIN.
     */
    async revoke(tx, payment) {
      const repo = createHomeworkRequestsRepository(tx);
      const offer = await repo.lockOffer(payment.productCode);
      if (!offer || offer.paymentId !== payment.id) return;
      const request = await repo.lockRequest(offer.requestId);
      if (request?.status === 'delivered') {
        const dispute = await repo.latestDispute(request.id);
        if (dispute?.status !== 'REFUNDED') {
          log.warn({ offerId: offer.id, paymentId: payment.id }, 'Homework request payment revoked after delivery');
          return;
        }
        const earning = await repo.findEarning(request.id);
        await repo.addEarningReversal({
          requestId: request.id,
          teacherId: earning?.teacherId ?? offer.teacherId,
          disputeId: dispute.id,
          amountGross: earning?.amountGross ?? 0,
        });
        await notifyDispute(
          tx,
          request,
          'DISPUTE_REFUNDED',
          dispute.resolvedById,
          [request.ownerId, offer.teacherId],
          dispute.id,
        );
        return;
      }
      if (request?.status !== 'in_progress') {
        log.warn({ offerId: offer.id, paymentId: payment.id }, 'Homework request payment revoked when not in progress');
        return;
      }
      await happen(tx, request, 'SOLUTION_NOT_DELIVERED', null, [request.ownerId, offer.teacherId], {}, offer.id);
    },

    /** A won payment dispute changes nothing: an undelivered request stays so (logged for an ADMIN). */
    async restore(_tx, payment) {
      log.warn({ paymentId: payment.id }, 'Homework request payment restored: the request stays as it is');
    },
  };

  return {
    fulfiller,

    /** POST /homework-request. */
    async create(viewer: TViewerIn, input: TRequestInput, keys: TRequestKeys) {
      await deps.limiter.consume('homeworkRequest', { ip: keys.ip, account: viewer.id });
      if (new Date(input.deadline) <= now()) throw AppError.badRequest(m.deadlineInPast);
      const description = cleanHtml(input.description, m.descriptionRequired);
      const fileIds = await checkFiles(viewer.id, input.fileIds);
      const row = await uow.run(async (tx) => {
        const repo = createHomeworkRequestsRepository(tx);
        const request = await repo.insertRequest({
          ownerId: viewer.id,
          title: input.title,
          description,
          subject: input.subject,
          level: input.level,
          deadline: new Date(input.deadline),
          budgetGross: input.budgetGross,
        });
        await repo.attachFiles(request.id, 'REQUEST', fileIds);
        await repo.addTimeline({ requestId: request.id, kind: 'REQUEST_CREATED', actorId: viewer.id });
        return request;
      });
      return { message: m.created, request: await present(viewer, row) };
    },

    /** GET /homework-request. */
    async list(viewer: TViewerIn, query: THomeworkRequestListQuery) {
      if (query.scope !== 'mine' && viewer.role !== 'TEACHER') throw AppError.forbidden(m.teachersOnly);
      const { rows, total } = await repository.listRequests(viewer.id, query);
      return {
        results: await summaries(rows),
        total,
        page: query.page,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /** GET /homework-request/{id}. */
    async get(viewer: TViewerIn, id: string) {
      const { row } = await readable(viewer, id);
      return present(viewer, row);
    },

    /** POST /homework-request/{id}/cancel: the owner closes an open request; live offers are declined. */
    async cancel(viewer: TViewerIn, id: string) {
      const { row, chosen, resource } = await readable(viewer, id);
      if (!can(viewer, 'cancel', subject('homeworkRequest', resource))) {
        if (viewer.id !== row.ownerId) throw AppError.forbidden();
        throw AppError.badRequest(m.notCancellable);
      }
      if (chosen?.paymentId) {
        const payment = await payments.find(chosen.paymentId);
        if (payment) await payments.cancelOpen(payment, { source: 'homework-request:cancel', actorId: viewer.id });
      }
      const after = await uow.run(async (tx) => {
        const repo = createHomeworkRequestsRepository(tx);
        const locked = (await repo.lockRequest(id)) as TRequestRow;
        if (locked.status !== 'open') throw AppError.badRequest(m.notCancellable);
        const declined = await repo.declineOthers(id, null);
        return happen(
          tx,
          locked,
          'REQUEST_CANCELLED',
          viewer.id,
          declined.map((offer) => offer.teacherId),
          { acceptedOfferId: null },
        );
      });
      return { message: m.cancelled, request: await present(viewer, after) };
    },

    /** GET /homework-request/{id}/offers: all for the owner and ADMIN, a teacher's own for a teacher. */
    async offers(viewer: TViewerIn, id: string) {
      const { row } = await readable(viewer, id);
      const all = viewer.id === row.ownerId || viewer.role === 'ADMIN';
      const rows = await repository.offersOf(id, all ? undefined : viewer.id);
      return { results: await presentOffers(viewer, row, rows) };
    },

    /** POST /homework-request/{id}/offers: a TEACHER's offer to an open request of someone else. */
    async createOffer(viewer: TViewerIn, id: string, input: TOfferInput, keys: TRequestKeys) {
      await deps.limiter.consume('homeworkRequest', { ip: keys.ip, account: viewer.id });
      const row = await repository.findRequest(id);
      if (!row) throw requestNotFound();
      if (viewer.role !== 'TEACHER') throw AppError.forbidden(m.teachersOnly);
      if (viewer.id === row.ownerId) throw AppError.badRequest(m.ownRequest);
      if (row.status !== 'open') throw AppError.badRequest(m.notOpen);
      const deadline = new Date(input.deadline);
      if (deadline <= now()) throw AppError.badRequest(m.deadlineInPast);
      if (deadline > row.deadline) throw AppError.badRequest(m.offerDeadlineAfter);
      try {
        const offer = await uow.run(async (tx) => {
          const repo = createHomeworkRequestsRepository(tx);
          const locked = (await repo.lockRequest(id)) as TRequestRow;
          if (locked.status !== 'open') throw AppError.badRequest(m.notOpen);
          return repo.insertOffer({
            requestId: id,
            teacherId: viewer.id,
            priceGross: input.priceGross,
            deadline,
            message: input.message,
          });
        });
        return { message: m.offerSent, offer: await presentOffer(viewer, row, offer) };
      } catch (error) {
        if (isUniqueViolation(error, 'homework_request_offers_live_unique')) throw AppError.badRequest(m.offerExists);
        throw error;
      }
    },

    /**
     * POST /homework-request-offer/{id}/withdraw: its teacher, until it is paid. An accepted offer withdrawn
     * tells the owner (REQUEST_CANCELLED_BY_TEACHER) and leaves the request open for other offers.
     */
    async withdrawOffer(viewer: TViewerIn, id: string) {
      const { offer, request } = await readableOffer(viewer, id);
      if (!can(viewer, 'withdraw', subject('homeworkRequestOffer', offerResourceOf(offer, request)))) {
        if (viewer.id !== offer.teacherId) throw AppError.forbidden();
        throw AppError.badRequest(m.notWithdrawable);
      }
      if (offer.paymentId) {
        const payment = await payments.find(offer.paymentId);
        if (payment) await payments.cancelOpen(payment, { source: 'homework-request:withdraw', actorId: viewer.id });
      }
      const after = await uow.run(async (tx) => {
        const repo = createHomeworkRequestsRepository(tx);
        const lockedRequest = (await repo.lockRequest(offer.requestId)) as TRequestRow;
        const locked = (await repo.lockOffer(id)) as TOfferRow;
        if (lockedRequest.status !== 'open' || (locked.status !== 'pending' && locked.status !== 'accepted')) {
          throw AppError.badRequest(m.notWithdrawable);
        }
        const updated = await repo.updateOffer(id, { status: 'withdrawn' });
        if (locked.status === 'accepted') {
          const reopened = await happen(
            tx,
            lockedRequest,
            'REQUEST_CANCELLED_BY_TEACHER',
            viewer.id,
            [lockedRequest.ownerId],
            { acceptedOfferId: null },
            id,
          );
          return { updated, request: reopened };
        }
        return { updated, request: lockedRequest };
      });
      return { message: m.offerWithdrawn, offer: await presentOffer(viewer, after.request, after.updated) };
    },

    /** POST /homework-request-offer/{id}/accept: the owner accepts one pending offer (OFFER_ACCEPTED to its teacher). */
    async acceptOffer(viewer: TViewerIn, id: string) {
      const { offer, request } = await readableOffer(viewer, id);
      if (!can(viewer, 'accept', subject('homeworkRequestOffer', offerResourceOf(offer, request)))) {
        if (viewer.id !== request.ownerId) throw AppError.forbidden();
        throw AppError.badRequest(m.notAcceptable);
      }
      const after = await uow.run(async (tx) => {
        const repo = createHomeworkRequestsRepository(tx);
        const lockedRequest = (await repo.lockRequest(offer.requestId)) as TRequestRow;
        const locked = (await repo.lockOffer(id)) as TOfferRow;
        if (lockedRequest.status !== 'open' || locked.status !== 'pending') throw AppError.badRequest(m.notAcceptable);
        if (lockedRequest.acceptedOfferId) throw AppError.badRequest(m.alreadyAccepted);
        const updated = await repo.updateOffer(id, { status: 'accepted' });
        const changed = await happen(
          tx,
          lockedRequest,
          'OFFER_ACCEPTED',
          viewer.id,
          [locked.teacherId],
          { acceptedOfferId: id },
          id,
        );
        return { updated, request: changed };
      });
      return { message: m.offerAccepted, offer: await presentOffer(viewer, after.request, after.updated) };
    },

    /**
     * POST /homework-request-offer/{id}/checkout: the owner pays the accepted offer. A payment started earlier
     * and still open is cancelled first (a second click, another method).
     */
    async checkout(viewer: TViewerIn, id: string, input: THomeworkRequestCheckout, keys: TRequestKeys) {
      const { offer, request } = await readableOffer(viewer, id);
      if (!can(viewer, 'pay', subject('homeworkRequestOffer', offerResourceOf(offer, request)))) {
        if (viewer.id !== request.ownerId) throw AppError.forbidden();
        throw AppError.badRequest(m.notPayable);
      }
      if (offer.deadline <= now()) throw AppError.badRequest(m.deadlinePassed);
      if (offer.paymentId) {
        const previous = await payments.find(offer.paymentId);
        if (previous) {
          await payments.cancelOpen(previous, { source: 'homework-request:new-checkout', actorId: viewer.id });
        }
        const current = await repository.findOffer(id);
        if (current?.status !== 'accepted') throw AppError.badRequest(m.notPayable);
      }
      const teacher = (await repository.people([offer.teacherId ?? '']))[0];
      const { payment, redirectUrl, paymentRow } = await payments.startCheckout(
        viewer,
        {
          itemKind: 'HOMEWORK_REQUEST',
          productCode: offer.id,
          itemName: `Zadanie na zamówienie: ${request.title} — ${teacher?.displayName ?? ''}`.slice(0, 200),
          itemQuantity: 1,
          amountGross: offer.priceGross,
        },
        { method: input.method, buyer: input.buyer ?? 'private' },
        keys,
      );
      if (!(await repository.attachPayment(offer.id, paymentRow.id))) {
        await payments.cancelOpen(paymentRow, { source: 'homework-request:not-accepted', actorId: viewer.id });
        throw AppError.badRequest(m.notPayable);
      }
      return { payment, redirectUrl };
    },

    /** POST /homework-request/{id}/progress: the paid teacher tells the owner the work began (SOLUTION_IN_PROGRESS). */
    async markProgress(viewer: TViewerIn, id: string) {
      const { row, chosen, resource } = await readable(viewer, id);
      if (!can(viewer, 'progress', subject('homeworkRequest', resource))) {
        if (viewer.id !== chosen?.teacherId) throw AppError.forbidden();
        throw AppError.badRequest(m.notInProgress);
      }
      const after = await uow.run(async (tx) => {
        const locked = (await createHomeworkRequestsRepository(tx).lockRequest(id)) as TRequestRow;
        if (locked.status !== 'in_progress') throw AppError.badRequest(m.notInProgress);
        return happen(tx, locked, 'SOLUTION_IN_PROGRESS', viewer.id, [row.ownerId], {}, chosen?.id ?? null);
      });
      return { message: m.progress, request: await present(viewer, after) };
    },

    /**
     * POST /homework-request/{id}/solution: the paid teacher delivers by the offer's deadline; the money is
     * released to the teacher (one earnings row) and the owner is told (SOLUTION_DELIVERED).
     */
    async deliver(viewer: TViewerIn, id: string, input: TSolutionInput) {
      const { chosen, resource } = await readable(viewer, id);
      if (!can(viewer, 'deliver', subject('homeworkRequest', resource)) || !chosen) {
        if (viewer.id !== chosen?.teacherId) throw AppError.forbidden();
        throw AppError.badRequest(m.notInProgress);
      }
      if (chosen.deadline <= now()) throw AppError.badRequest(m.deadlinePassed);
      const solution = cleanHtml(input.solution, m.solutionRequired);
      const fileIds = await checkFiles(viewer.id, input.fileIds);
      const after = await uow.run(async (tx) => {
        const repo = createHomeworkRequestsRepository(tx);
        const locked = (await repo.lockRequest(id)) as TRequestRow;
        if (locked.status !== 'in_progress') throw AppError.badRequest(m.notInProgress);
        await repo.attachFiles(id, 'SOLUTION', fileIds);
        await repo.addEarning({
          teacherId: chosen.teacherId,
          requestId: id,
          offerId: chosen.id,
          paymentId: chosen.paymentId,
          amountGross: chosen.priceGross,
        });
        return happen(
          tx,
          locked,
          'SOLUTION_DELIVERED',
          viewer.id,
          [locked.ownerId],
          { solution, deliveredAt: now() },
          chosen.id,
        );
      });
      return { message: m.delivered, request: await present(viewer, after) };
    },

    /** GET /homework-request/{id}/solution: the buyer, the teacher who delivered it, ADMIN. */
    async solution(viewer: TViewerIn, id: string) {
      const { row, chosen, resource } = await readable(viewer, id);
      if (!can(viewer, 'readSolution', subject('homeworkRequest', resource))) {
        if (row.status !== 'delivered' && (viewer.id === row.ownerId || viewer.id === chosen?.teacherId)) {
          throw AppError.notFound(m.notFound);
        }
        throw AppError.forbidden();
      }
      const [fileRows, teachers] = await Promise.all([
        repository.filesOf(id),
        repository.people(chosen?.teacherId ? [chosen.teacherId] : []),
      ]);
      return {
        requestId: row.id,
        solution: row.solution ?? '',
        files: await presentFiles(fileRows.filter((file) => file.role === 'SOLUTION')),
        teacher: person(teachers[0], chosen?.teacherId ?? null),
        deliveredAt: (row.deliveredAt ?? row.updatedAt).toISOString(),
      };
    },

    /**
     * POST /homework-request/{id}/dispute: the owner reports a problem with a delivered solution within 7 days
     * of its delivery; its teacher and the ADMINs are told.
     */
    async openDispute(viewer: TViewerIn, id: string, reason: string) {
      const { row, chosen, resource } = await readable(viewer, id);
      if (!can(viewer, 'dispute', subject('homeworkRequest', resource))) {
        if (viewer.id !== row.ownerId) throw AppError.forbidden();
        if (row.status !== 'delivered') throw AppError.badRequest(m.disputeNotDelivered);
        if (resource.disputeStatus === 'OPEN') throw AppError.badRequest(m.disputeOpen);
        if (resource.disputeStatus === 'REFUNDED') throw AppError.badRequest(m.disputeRefunded);
        throw AppError.badRequest(m.disputeWindowClosed);
      }
      const dispute = await uow.run(async (tx) => {
        const repo = createHomeworkRequestsRepository(tx);
        const locked = (await repo.lockRequest(id)) as TRequestRow;
        if ((await repo.latestDispute(id))?.status === 'REFUNDED') throw AppError.badRequest(m.disputeRefunded);
        const inserted = await repo.insertDispute({ requestId: id, openedById: viewer.id, reason });
        if (!inserted) throw AppError.badRequest(m.disputeOpen);
        const admins = await repo.adminIds();
        await notifyDispute(
          tx,
          locked,
          'DISPUTE_OPENED',
          viewer.id,
          [chosen?.teacherId ?? null, ...admins],
          inserted.id,
        );
        return inserted;
      });
      return { message: m.disputed, dispute: presentDispute(dispute) };
    },

    /** GET /homework-request-dispute (ADMIN): disputes of delivered requests, newest first. */
    async disputes(viewer: TViewerIn, query: { status?: TDisputeListStatus; page: number; pageSize: number }) {
      if (viewer.role !== 'ADMIN') throw AppError.forbidden();
      const { rows, total } = await repository.listDisputes({
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        results: await presentDisputes(rows),
        total,
        page: query.page,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /**
     * POST /homework-request-dispute/{id}/resolve (ADMIN). The decision is taken first, by one conditional
     * update (of two concurrent clicks one wins, the other is refused); REFUNDED then refunds the paid offer's
     * payment, whose revocation reverses the teacher's earning and tells both sides (a failed refund takes the
     * decision back); RELEASED moves no money and tells both sides. The request stays delivered.
     */
    async resolveDispute(viewer: TViewerIn, id: string, outcome: 'REFUNDED' | 'RELEASED') {
      if (viewer.role !== 'ADMIN') throw AppError.forbidden();
      const found = await repository.findDisputeWithRequest(id);
      if (!found) throw AppError.notFound(m.disputeNotFound);
      if (found.dispute.status !== 'OPEN') throw AppError.badRequest(m.disputeClosed);
      const payment =
        outcome === 'REFUNDED' && found.offer?.paymentId ? await payments.find(found.offer.paymentId) : undefined;
      if (outcome === 'REFUNDED' && !payment) throw AppError.badRequest(commerceMessages.notRefundable);
      await uow.run(async (tx) => {
        const decided = await createHomeworkRequestsRepository(tx).decideDispute(id, outcome, viewer.id);
        if (!decided) throw AppError.badRequest(m.disputeClosed);
        if (outcome === 'RELEASED') {
          await notifyDispute(
            tx,
            found.request,
            'DISPUTE_RELEASED',
            viewer.id,
            [found.request.ownerId, found.offer?.teacherId ?? null],
            id,
          );
        }
      });
      if (payment) {
        try {
          await payments.refundSettled(payment, { source: 'homework-request:dispute', actorId: viewer.id });
        } catch (error) {
          await repository.reopenDispute(id, 'REFUNDED');
          throw error;
        }
      }
      const after = await repository.findDisputeWithRequest(id);
      return {
        message: m.disputeResolved,
        dispute: (await presentDisputes([after!]))[0] as THomeworkRequestDisputeListItem,
      };
    },

    /**
     * Paid requests whose offer's deadline passed by `at` without a delivery are refunded: the refund revokes
     * the purchase, which makes the request undelivered (SOLUTION_NOT_DELIVERED) in the payment's transaction.
     */
    async sweep(at: Date) {
      let undelivered = 0;
      for (const overdue of await repository.overdue(at, 100)) {
        const payment = overdue.paymentId ? await payments.find(overdue.paymentId) : undefined;
        try {
          if (payment) await payments.refundSettled(payment, { source: 'homework-request:undelivered' });
        } catch (error) {
          log.error({ err: error, requestId: overdue.requestId }, 'Refund of an undelivered request failed');
        }
        const done = await uow.run(async (tx) => {
          const repo = createHomeworkRequestsRepository(tx);
          const locked = await repo.lockRequest(overdue.requestId);
          if (!locked) return false;
          if (locked.status === 'undelivered') return true;
          if (locked.status !== 'in_progress' || payment) return false;
          // No payment to refund (removed): the request is undelivered all the same.
          const offer = await repo.findOffer(overdue.offerId);
          await happen(tx, locked, 'SOLUTION_NOT_DELIVERED', null, [locked.ownerId, offer?.teacherId ?? null]);
          return true;
        });
        if (done) undelivered += 1;
      }
      return { undelivered };
    },
  };
}
export type THomeworkRequestsService = ReturnType<typeof createHomeworkRequestsService>;
