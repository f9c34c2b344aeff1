import {
  commerceMessages,
  errorMessages,
  findPlatformProduct,
  formatPln,
  parentMessages,
  type TCommerceConfig,
  type TPurchaseRequest,
  type TPurchaseRequestCreate,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import type { TEventOutbox } from '../../../lib/events/event-outbox';
import { escapeHtml } from '../../../lib/html';
import type { TUnitOfWork } from '../../../lib/uow';
import type { TMailer } from '../../mail/mail.service';
import { createParentLinksRepository } from '../parent-links.repository';
import { createPurchaseRequestsRepository, type TPurchaseRequestJoined } from './purchase-requests.repository';

export type TPurchaseRequestsDeps = {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  mailer: Pick<TMailer, 'send'>;
  commerce: TCommerceConfig;
  publicUrl: string;
  log?: { error: (object: object, message: string) => void };
  /** A declined request for a booking releases the reservation (tutoring's, in the decline's transaction; issue 72). */
  bookings?: { releaseDeclined(tx: TDb, bookingId: string, actorId: string): Promise<unknown> };
};

const notFound = () => AppError.notFound(errorMessages.notFound);

/** The mail a parent gets when a child asks them to pay (sent after the request commits). */
function buildRequestMail(to: { email: string; username: string }, child: string, item: string, link: string) {
  const lines = [
    `Cześć ${to.username}!`,
    '',
    `${child} prosi Cię o zakup: ${item}.`,
    'Możesz zapłacić albo odrzucić prośbę na stronie próśb o zakup.',
    '',
    link,
    '',
    'Zespół Zadania',
  ];
  return {
    to: to.email,
    subject: `Prośba o zakup: ${item}`,
    text: lines.join('\n'),
    html: [
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[2]!)}</p>`,
      `<p>${escapeHtml(lines[3]!)}</p>`,
      `<p><a href="${escapeHtml(link)}">Prośby o zakup</a></p>`,
      '<p>Zespół Zadania</p>',
    ].join(''),
    link,
  };
}

/**
 * Purchase requests (issue 71 point 4, docs/parents.md): a minor cannot pay (payments' checkPayer), so they ask a
 * confirmed parent to pay for a product of the catalogue or their own unpaid booking; the parent pays it
 * (POST /payment/checkout with forUserId, or the booking's checkout) — the grant marks it PAID (markPaid, in the
 * payment's transaction) — or declines it. Notifications use the type FAMILY_EVENT.
 */
export function createPurchaseRequestsService(deps: TPurchaseRequestsDeps) {
  const { db, uow, commerce } = deps;
  const repository = createPurchaseRequestsRepository(db);
  const links = createParentLinksRepository(db);

  const present = ({ request, child, booking, teacherName }: TPurchaseRequestJoined): TPurchaseRequest => {
    const product = request.productCode ? findPlatformProduct(commerce, request.productCode) : null;
    const bookingName = booking
      ? booking.packageId
        ? `Pakiet ${booking.lessonCount} zajęć po ${booking.durationMinutes} min — ${teacherName ?? 'korepetycje'}`
        : `${booking.kind === 'group' ? 'Zajęcia grupowe' : 'Korepetycje'} ${booking.durationMinutes} min — ${teacherName ?? ''}`
      : null;
    return {
      id: request.id,
      child,
      productCode: request.productCode,
      bookingId: request.bookingId,
      itemName: product?.name ?? bookingName ?? request.productCode ?? '',
      amountGross: product?.priceGross ?? booking?.amountGross ?? 0,
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
    };
  };

  const readOne = async (id: string) => {
    const row = await repository.findOne(id);
    if (!row) throw notFound();
    return present(row);
  };

  return {
    /** POST /user/me/purchase-requests: the child asks every confirmed parent (a notification and an e-mail). */
    async create(viewer: TViewerIn, input: TPurchaseRequestCreate) {
      if ('productCode' in input) {
        if (!findPlatformProduct(commerce, input.productCode)) {
          throw AppError.badRequest(commerceMessages.productNotFound);
        }
      } else {
        const booking = await repository.findBooking(input.bookingId);
        if (booking?.studentId !== viewer.id || booking.status !== 'reserved') throw notFound();
      }
      const parents = await links.parentsOf(viewer.id);
      if (parents.length === 0) throw AppError.badRequest(parentMessages.requestNoParent);
      let created: TPurchaseRequest;
      try {
        created = await uow.run(async (tx) => {
          const inner = createPurchaseRequestsRepository(tx);
          const { id } = await inner.insert({ childId: viewer.id, ...input });
          const request = present((await inner.findOne(id))!);
          const what = `${request.itemName} (${formatPln(request.amountGross)})`;
          await deps.outbox.record(tx, 'notification.requested', {
            type: 'FAMILY_EVENT',
            recipientIds: parents.map((parent) => parent.id),
            text: `${request.child.displayName} prosi o zakup: ${what}.`,
            href: '/parent/requests',
            data: { purchaseRequestId: request.id },
          });
          return request;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, parentMessages.requestPending);
        throw error;
      }
      // The mails go once the request is committed (awaited: the answer comes after them; a failed one is logged).
      const what = `${created.itemName} (${formatPln(created.amountGross)})`;
      const link = `${deps.publicUrl}/parent/requests`;
      for (const { email, username } of parents) {
        if (!email) continue;
        await deps.mailer
          .send(buildRequestMail({ email, username }, created.child.displayName, what, link))
          .catch((error) => deps.log?.error({ err: error }, 'The purchase request mail was not sent'));
      }
      return { message: parentMessages.requestSent, request: created };
    },

    /** GET /user/me/purchase-requests: the viewer's own requests, newest first. */
    async listOwn(viewer: TViewerIn) {
      return (await repository.listForChild(viewer.id)).map(present);
    },

    /** GET /parent/purchase-requests: the requests of every confirmed child, PENDING first, then newest. */
    async listForParent(viewer: TViewerIn) {
      return (await repository.listForParent(viewer.id)).map(present);
    },

    /**
     * POST /parent/purchase-requests/{id}/decline: 404 unless a confirmed child's; the child is told. A booking's
     * request releases the reservation (cancelled, the times free again).
     */
    async decline(viewer: TViewerIn, id: string) {
      const row = await repository.findOne(id);
      if (!row || !(await links.isParentOf(viewer.id, row.request.childId))) throw notFound();
      if (row.request.status !== 'PENDING') throw AppError.badRequest(parentMessages.requestNotPending);
      await uow.run(async (tx) => {
        if (!(await createPurchaseRequestsRepository(tx).decline(id, viewer.id))) {
          throw AppError.badRequest(parentMessages.requestNotPending);
        }
        if (row.request.bookingId) await deps.bookings?.releaseDeclined(tx, row.request.bookingId, viewer.id);
        await deps.outbox.record(tx, 'notification.requested', {
          type: 'FAMILY_EVENT',
          recipientIds: [row.request.childId],
          text: `${parentMessages.requestDeclinedNotice} (${present(row).itemName})`,
          href: '/account/purchase-requests',
          data: { purchaseRequestId: id },
        });
      });
      return { message: parentMessages.requestDeclined, request: await readOne(id) };
    },

    /** For payments (TPaymentFamily.onGrantedForChild): a parent's granted payment settles the child's request. */
    markPaid: (tx: TDb, payment: Parameters<ReturnType<typeof createPurchaseRequestsRepository>['markPaid']>[0]) =>
      createPurchaseRequestsRepository(tx).markPaid(payment),
  };
}
export type TPurchaseRequestsService = ReturnType<typeof createPurchaseRequestsService>;
