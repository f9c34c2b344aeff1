import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../../db/client';
import { parentLinks, type payments, purchaseRequests, tutoringBookings, users } from '../../../db/schema';

type TPaymentRow = typeof payments.$inferSelect;

/** A request with what presenting it needs: the child's names, and the booking's price and teacher when it is one. */
const teachers = alias(users, 'purchase_request_teachers');
const requestColumns = {
  request: purchaseRequests,
  child: { id: users.id, username: users.username, displayName: users.displayName },
  booking: {
    amountGross: tutoringBookings.amountGross,
    durationMinutes: tutoringBookings.durationMinutes,
    lessonCount: tutoringBookings.lessonCount,
    kind: tutoringBookings.kind,
    packageId: tutoringBookings.packageId,
  },
  teacherName: teachers.displayName,
};

/** All SQL of purchase requests (db/schema/parents.ts): a minor asks a parent to pay for a product or a booking. */
export function createPurchaseRequestsRepository(db: TDb) {
  const selectRequests = () =>
    db
      .select(requestColumns)
      .from(purchaseRequests)
      .innerJoin(users, eq(users.id, purchaseRequests.childId))
      .leftJoin(tutoringBookings, eq(tutoringBookings.id, purchaseRequests.bookingId))
      .leftJoin(teachers, eq(teachers.id, tutoringBookings.teacherId));

  return {
    /** Throws a unique violation when the same request is PENDING already (the partial unique indexes). */
    async insert(values: { childId: string; productCode: string } | { childId: string; bookingId: string }) {
      const [row] = await db.insert(purchaseRequests).values(values).returning({ id: purchaseRequests.id });
      return row!;
    },

    async findOne(id: string) {
      const [row] = await selectRequests().where(eq(purchaseRequests.id, id));
      return row;
    },

    /** The child's own requests, newest first. */
    listForChild(childId: string) {
      return selectRequests()
        .where(eq(purchaseRequests.childId, childId))
        .orderBy(desc(purchaseRequests.createdAt), desc(purchaseRequests.id));
    },

    /** The requests of every child confirmed as the parent's, PENDING first, then newest first. */
    listForParent(parentId: string) {
      return selectRequests()
        .innerJoin(
          parentLinks,
          and(
            eq(parentLinks.childId, purchaseRequests.childId),
            eq(parentLinks.parentId, parentId),
            isNotNull(parentLinks.confirmedAt),
          ),
        )
        .orderBy(
          sql`case when ${purchaseRequests.status} = 'PENDING' then 0 else 1 end`,
          desc(purchaseRequests.createdAt),
          desc(purchaseRequests.id),
        );
    },

    /** A booking as a request for it needs it: whose it is, its status and price. */
    async findBooking(id: string) {
      const [row] = await db
        .select({ id: tutoringBookings.id, studentId: tutoringBookings.studentId, status: tutoringBookings.status })
        .from(tutoringBookings)
        .where(eq(tutoringBookings.id, id));
      return row;
    },

    /** PENDING → DECLINED by the parent; undefined when it was no longer pending. */
    async decline(id: string, parentId: string) {
      const [row] = await db
        .update(purchaseRequests)
        .set({ status: 'DECLINED', decidedAt: new Date(), decidedBy: parentId })
        .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.status, 'PENDING')))
        .returning({ id: purchaseRequests.id });
      return row;
    },

    /**
     * A parent's payment for a child was granted (in its transaction): the child's PENDING request for the same
     * product (SUBSCRIPTION, TOKENS: the product code) or the same booking (TUTORING: the payment's item is the
     * booking id) becomes PAID with the payment. A repeat finds nothing pending and changes nothing.
     */
    async markPaid(payment: TPaymentRow) {
      if (!payment.beneficiaryId) return;
      const booking = payment.itemKind === 'TUTORING' || payment.itemKind === 'TUTORING_PACKAGE';
      const product = payment.itemKind === 'SUBSCRIPTION' || payment.itemKind === 'TOKENS';
      if (!booking && !product) return;
      await db
        .update(purchaseRequests)
        .set({ status: 'PAID', paymentId: payment.id, decidedAt: new Date(), decidedBy: payment.userId })
        .where(
          and(
            eq(purchaseRequests.childId, payment.beneficiaryId),
            eq(purchaseRequests.status, 'PENDING'),
            or(
              booking ? eq(purchaseRequests.bookingId, payment.productCode) : undefined,
              product ? eq(purchaseRequests.productCode, payment.productCode) : undefined,
            ),
          ),
        );
    },
  };
}
export type TPurchaseRequestsRepository = ReturnType<typeof createPurchaseRequestsRepository>;
export type TPurchaseRequestJoined = NonNullable<Awaited<ReturnType<TPurchaseRequestsRepository['findOne']>>>;
