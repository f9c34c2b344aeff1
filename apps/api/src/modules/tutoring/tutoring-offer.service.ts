import { bindUseCases } from '../../lib/use-cases';
import { createTutoringOfferContext, type TTutoringOfferDeps } from './offer/tutoring-offer.context';
import { createSlot } from './offer/use-cases/create-slot';
import { deleteSlot } from './offer/use-cases/delete-slot';
import { getFreeTimes } from './offer/use-cases/get-free-times';
import { getOwnOffer } from './offer/use-cases/get-own-offer';
import { getTeacherOffer } from './offer/use-cases/get-teacher-offer';
import { isAvailable } from './offer/use-cases/is-available';
import { listAvailability } from './offer/use-cases/list-availability';
import { saveOffer } from './offer/use-cases/save-offer';
import { searchTeachers } from './offer/use-cases/search-teachers';
import { updateSlot } from './offer/use-cases/update-slot';

export type { TTutoringOfferDeps } from './offer/tutoring-offer.context';

/**
 * A teacher's tutoring offer and availability (issue 19 points 1 and 2), the teacher search, and the free
 * times a student books from. Times are stored in UTC; slots keep their Warsaw wall-clock rule.
 */
export function createTutoringOfferService(deps: TTutoringOfferDeps) {
  const ctx = createTutoringOfferContext(deps);
  return bindUseCases(ctx, {
    getOwnOffer,
    saveOffer,
    getTeacherOffer,
    searchTeachers,
    getFreeTimes,
    listAvailability,
    createSlot,
    updateSlot,
    deleteSlot,
    isAvailable,
  });
}
export type TTutoringOfferService = ReturnType<typeof createTutoringOfferService>;
