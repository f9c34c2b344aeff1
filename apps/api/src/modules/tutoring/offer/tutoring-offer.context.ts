import type { ZAvailabilitySlotSave } from '@zadania/shared';
import { addDays, can, type TViewerIn, tutoring, tutoringMessages, zonedTimeToUtc } from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import type { TUnitOfWork } from '../../../lib/uow';
import { isVerifiedAt } from '../../safeguarding/teacher-verification/teacher-verification.gate';
import { availableRanges, freeStartTimes } from '../free-times';
import type { TSlotRow, TTutoringRepository } from '../tutoring.repository';
import { presentOffer } from './tutoring-offer.presenter';

export type TTutoringOfferDeps = {
  repository: TTutoringRepository;
  uow: TUnitOfWork;
  now?: () => Date;
};

export type TSlotInput = z.output<typeof ZAvailabilitySlotSave>;

export const slotRule = (row: Pick<TSlotRow, 'date' | 'startMinute' | 'endMinute' | 'repeat' | 'until'>) => ({
  date: row.date,
  startMinute: row.startMinute,
  endMinute: row.endMinute,
  repeat: row.repeat,
  until: row.repeat === 'NO_REPEAT' ? null : row.until,
});

export const requireTeacher = (viewer: TViewerIn) => {
  if (!can(viewer, 'offerLessons', tutoring)) throw AppError.forbidden(tutoringMessages.teachersOnly);
};

/** The slot's first occurrence in UTC, from its Warsaw date and minutes. */
export const slotValues = (input: TSlotInput) => ({
  date: input.date,
  startMinute: input.startMinute,
  endMinute: input.endMinute,
  repeat: input.repeat,
  until: input.repeat === 'NO_REPEAT' ? null : input.until,
  startsAt: zonedTimeToUtc(input.date, input.startMinute),
  endsAt: zonedTimeToUtc(input.date, input.endMinute),
});

/** What the offer's use cases share: the repository, the unit of work, the clock and the reading helpers. */
export function createTutoringOfferContext(deps: TTutoringOfferDeps) {
  const { repository, uow } = deps;
  const now = deps.now ?? (() => new Date());

  async function readOffer(teacherId: string) {
    const [teacher, offer, options, packages, openGroups] = await Promise.all([
      repository.findTeacher(teacherId),
      repository.findOffer(teacherId),
      repository.currentOptions(teacherId),
      repository.currentPackages(teacherId),
      repository.openGroupSessions(teacherId, now(), 50),
    ]);
    if (!teacher) throw AppError.notFound(tutoringMessages.teacherNotFound);
    return presentOffer(teacherId, teacher, offer, options, packages, offer?.groupEnabled ? openGroups : []);
  }

  /** The teacher, when this id is a TEACHER with an enabled offer; 404 otherwise. */
  async function tutoringTeacher(id: string) {
    const teacher = await repository.findTeacher(id);
    if (teacher?.role !== 'TEACHER') throw AppError.notFound(tutoringMessages.teacherNotFound);
    const offer = await repository.findOffer(id);
    // An unverified teacher's offer is not published (issue 72).
    if (!offer?.enabled || !isVerifiedAt(teacher.teacherVerifiedUntil, now())) {
      throw AppError.notFound(tutoringMessages.notTeaching);
    }
    return { teacher, offer };
  }

  async function freeTimesOf(
    teacherIds: string[],
    lessons: Map<string, { durationMinutes: number; breakMinutes: number }>,
    from: string,
    days: number,
  ) {
    const [slots, busy] = await Promise.all([
      repository.slotsOfTeachers(teacherIds),
      repository.busyRanges(
        teacherIds,
        zonedTimeToUtc(addDays(from, -1), 0),
        zonedTimeToUtc(addDays(from, days + 1), 0),
      ),
    ]);
    const at = now();
    const result = new Map<string, { startsAt: Date; endsAt: Date }[]>();
    for (const teacherId of teacherIds) {
      const lesson = lessons.get(teacherId);
      if (!lesson) continue;
      const ranges = availableRanges(slots.filter((slot) => slot.teacherId === teacherId).map(slotRule), from, days);
      result.set(
        teacherId,
        freeStartTimes({
          ranges,
          busy: busy.filter((range) => range.teacherId === teacherId),
          durationMinutes: lesson.durationMinutes,
          breakMinutes: lesson.breakMinutes,
          now: at,
        }),
      );
    }
    return result;
  }

  return { deps, repository, uow, now, readOffer, tutoringTeacher, freeTimesOf };
}
export type TTutoringOfferContext = ReturnType<typeof createTutoringOfferContext>;
