import { ownerOf, type TPurchaseFulfiller } from '../payments/purchase-fulfilment';
import type { TCoursesContext } from './courses.context';
import { createCoursesRepository } from './courses.repository';

/** What payments calls for an item COURSE: it works in the payment's transaction, through `tx`. */
export function createCourseFulfiller(_ctx: TCoursesContext): TPurchaseFulfiller {
  return {
    /**
     * A paid course opens to its buyer, once. Money for a course the buyer already has (through another
     * payment, or free), for a course deleted meanwhile or from a deleted account is undeliverable.
     */
    async grant(tx, payment) {
      const repo = createCoursesRepository(tx);
      const owner = ownerOf(payment);
      if (!owner || !(await repo.findCourse(payment.productCode))) return 'undeliverable';
      await repo.enroll(payment.productCode, owner, payment.id);
      const enrollment = await repo.findEnrollment(payment.productCode, owner);
      return enrollment?.paymentId === payment.id ? 'granted' : 'undeliverable';
    },
    /** A refunded or disputed payment closes it again. */
    async revoke(tx, payment) {
      await createCoursesRepository(tx).unenrollPayment(payment.id);
    },
    async restore(tx, payment) {
      const owner = ownerOf(payment);
      if (owner) await createCoursesRepository(tx).enroll(payment.productCode, owner, payment.id);
    },
  };
}
