import { type TTutoringOfferSaveParsed, type TViewerIn, teacherVerificationMessages } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { isVerifiedAt } from '../../../safeguarding/teacher-verification/teacher-verification.gate';
import { createTutoringRepository } from '../../tutoring.repository';
import { requireTeacher, type TTutoringOfferContext } from '../tutoring-offer.context';

/**
 * PUT /tutoring/offer: the whole offer at once. Options and packages sent with an id are updated, new ones
 * inserted, missing ones archived (bookings keep pointing at them). Two saves of one teacher run in turn.
 * `enabled: true` needs a verified teacher (403 `offerNeedsVerification`).
 */
export async function saveOffer(ctx: TTutoringOfferContext, viewer: TViewerIn, input: TTutoringOfferSaveParsed) {
  requireTeacher(viewer);
  await ctx.uow.run(async (tx) => {
    const repo = createTutoringRepository(tx);
    // Publishing needs a verified teacher (issue 72); an unverified one may keep a draft (enabled: false).
    if (input.enabled && !isVerifiedAt((await repo.findTeacher(viewer.id))?.teacherVerifiedUntil, ctx.now())) {
      throw AppError.forbidden(teacherVerificationMessages.offerNeedsVerification);
    }
    await repo.lockOffer(viewer.id);
    const keptOptions = input.lessonOptions.flatMap((option) => (option.id ? [option.id] : []));
    await repo.archiveOptionsExcept(viewer.id, keptOptions);
    for (const [position, option] of input.lessonOptions.entries()) {
      const values = { durationMinutes: option.durationMinutes, priceGross: option.priceGross, position };
      if (!option.id || !(await repo.updateOption(viewer.id, option.id, values))) {
        await repo.insertOption(viewer.id, values);
      }
    }
    const keptPackages = input.packages.flatMap((item) => (item.id ? [item.id] : []));
    await repo.archivePackagesExcept(viewer.id, keptPackages);
    for (const item of input.packages) {
      const values = { lessonCount: item.lessonCount, discountPercent: item.discountPercent };
      if (!item.id || !(await repo.updatePackage(viewer.id, item.id, values))) {
        await repo.insertPackage(viewer.id, values);
      }
    }
    await repo.updateOffer(viewer.id, {
      enabled: input.enabled,
      description: input.description.trim(),
      subjects: [...new Set(input.subjects)],
      levels: [...new Set(input.levels)],
      breakMinutes: input.breakMinutes,
      groupEnabled: input.group.enabled,
      groupMaxParticipants: input.group.maxParticipants,
      groupFeePercent: input.group.feePercent,
      minPriceGross: input.lessonOptions.length
        ? Math.min(...input.lessonOptions.map((option) => option.priceGross))
        : null,
    });
  });
  return ctx.readOffer(viewer.id);
}
