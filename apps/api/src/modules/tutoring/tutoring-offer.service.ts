import type { ZAvailabilitySlotSave } from '@zadania/shared';
import {
  addDays,
  can,
  errorMessages,
  platformTimeZone,
  successMessages,
  type TAvailabilityList,
  type TAvailabilitySlot,
  type TFreeTimes,
  type TFreeTimesQuery,
  type TTutoringOffer,
  type TTutoringOfferSaveParsed,
  type TTutorSearchPage,
  type TTutorSearchQuery,
  type TViewer,
  type TViewerIn,
  tutoring,
  tutoringLimits,
  tutoringMessages,
  zonedParts,
  zonedTimeToUtc,
} from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { TUnitOfWork } from '../../lib/uow';
import { toUserRating } from '../ratings/ratings.service';
import { presentPerson } from '../users/person.presenter';
import { availableRanges, freeStartTimes } from './free-times';
import {
  createTutoringRepository,
  type TGroupSessionRow,
  type TLessonOptionRow,
  type TOfferRow,
  type TPackageRow,
  type TSlotRow,
  type TTutoringRepository,
} from './tutoring.repository';

type TSlotInput = z.output<typeof ZAvailabilitySlotSave>;
type TTeacherRow = NonNullable<Awaited<ReturnType<TTutoringRepository['findTeacher']>>>;

const toSlot = (row: TSlotRow): TAvailabilitySlot => ({
  id: row.id,
  date: row.date,
  startMinute: row.startMinute,
  endMinute: row.endMinute,
  repeat: row.repeat,
  until: row.until,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

export const slotRule = (row: Pick<TSlotRow, 'date' | 'startMinute' | 'endMinute' | 'repeat' | 'until'>) => ({
  date: row.date,
  startMinute: row.startMinute,
  endMinute: row.endMinute,
  repeat: row.repeat,
  until: row.repeat === 'NO_REPEAT' ? null : row.until,
});

/** The offer as sent: a teacher who never saved one has a disabled, empty offer. */
export const toOffer = (
  teacherId: string,
  teacher: TTeacherRow,
  offer: TOfferRow | undefined,
  options: TLessonOptionRow[],
  packages: TPackageRow[],
  openGroups: TGroupSessionRow[],
): TTutoringOffer => ({
  teacherId,
  teacher: { ...presentPerson(teacher), rating: toUserRating(teacher) },
  enabled: offer?.enabled ?? false,
  description: offer?.description ?? '',
  subjects: offer?.subjects ?? [],
  levels: offer?.levels ?? [],
  lessonOptions: options.map((option) => ({
    id: option.id,
    durationMinutes: option.durationMinutes,
    priceGross: option.priceGross,
  })),
  packages: packages.map((item) => ({
    id: item.id,
    lessonCount: item.lessonCount,
    discountPercent: item.discountPercent,
  })),
  group: {
    enabled: offer?.groupEnabled ?? false,
    maxParticipants: offer?.groupMaxParticipants ?? 5,
    feePercent: offer?.groupFeePercent ?? 70,
  },
  openGroups: openGroups.map((group) => ({
    id: group.id,
    optionId: group.optionId,
    startsAt: group.startsAt.toISOString(),
    endsAt: group.endsAt.toISOString(),
    durationMinutes: group.durationMinutes,
    seatPriceGross: group.seatPriceGross,
    seatsTaken: group.seatsTaken,
    capacity: group.capacity,
  })),
  breakMinutes: offer?.breakMinutes ?? 0,
  updatedAt: offer?.updatedAt.toISOString() ?? null,
});

const requireTeacher = (viewer: TViewerIn) => {
  if (!can(viewer, 'offerLessons', tutoring)) throw AppError.forbidden(tutoringMessages.teachersOnly);
};

/** The slot's first occurrence in UTC, from its Warsaw date and minutes. */
const slotValues = (input: TSlotInput) => ({
  date: input.date,
  startMinute: input.startMinute,
  endMinute: input.endMinute,
  repeat: input.repeat,
  until: input.repeat === 'NO_REPEAT' ? null : input.until,
  startsAt: zonedTimeToUtc(input.date, input.startMinute),
  endsAt: zonedTimeToUtc(input.date, input.endMinute),
});

/**
 * A teacher's tutoring offer and availability (issue 19 points 1 and 2), the teacher search, and the free
 * times a student books from. Times are stored in UTC; slots keep their Warsaw wall-clock rule.
 */
export function createTutoringOfferService(deps: {
  repository: TTutoringRepository;
  uow: TUnitOfWork;
  now?: () => Date;
}) {
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
    return toOffer(teacherId, teacher, offer, options, packages, offer?.groupEnabled ? openGroups : []);
  }

  /** The teacher, when this id is a TEACHER with an enabled offer; 404 otherwise. */
  async function tutoringTeacher(id: string) {
    const teacher = await repository.findTeacher(id);
    if (teacher?.role !== 'TEACHER') throw AppError.notFound(tutoringMessages.teacherNotFound);
    const offer = await repository.findOffer(id);
    if (!offer?.enabled) throw AppError.notFound(tutoringMessages.notTeaching);
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

  return {
    /** GET /tutoring/offer: the TEACHER's own offer, also when disabled or never saved. */
    async ownOffer(viewer: TViewerIn) {
      requireTeacher(viewer);
      return readOffer(viewer.id);
    },

    /**
     * PUT /tutoring/offer: the whole offer at once. Options and packages sent with an id are updated, new ones
     * inserted, missing ones archived (bookings keep pointing at them). Two saves of one teacher run in turn.
     */
    async saveOffer(viewer: TViewerIn, input: TTutoringOfferSaveParsed) {
      requireTeacher(viewer);
      await uow.run(async (tx) => {
        const repo = createTutoringRepository(tx);
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
      return readOffer(viewer.id);
    },

    /** GET /tutoring/teachers/{id}: a tutoring teacher's offer (404 when the teacher does not tutor now). */
    async teacherOffer(id: string) {
      await tutoringTeacher(id);
      return readOffer(id);
    },

    /** GET /tutoring/teachers: teachers with an enabled offer, by subject, level, price, rating and free time. */
    async search(_viewer: TViewer, query: TTutorSearchQuery): Promise<TTutorSearchPage> {
      const filters = {
        subject: query.subject,
        level: query.level,
        maxPrice: query.maxPrice,
        minRating: query.minRating,
        sort: query.sort,
      };
      let rows: Awaited<ReturnType<TTutoringRepository['searchOffers']>>['rows'];
      let total: number;
      if (query.freeFrom) {
        // Free time is computed, not stored: the candidates are read whole (a bounded number) and filtered here.
        const all = await repository.searchOffers({ ...filters, limit: 500, offset: 0 });
        const ids = all.rows.map((row) => row.teacher.id);
        const options = await repository.optionsOfTeachers(ids);
        const lessons = new Map<string, { durationMinutes: number; breakMinutes: number }>();
        for (const row of all.rows) {
          const shortest = Math.min(
            ...options.filter((option) => option.teacherId === row.teacher.id).map((option) => option.durationMinutes),
          );
          if (Number.isFinite(shortest)) {
            lessons.set(row.teacher.id, { durationMinutes: shortest, breakMinutes: row.offer.breakMinutes });
          }
        }
        const free = await freeTimesOf(ids, lessons, query.freeFrom, query.freeDays);
        const matching = all.rows.filter((row) => (free.get(row.teacher.id)?.length ?? 0) > 0);
        total = matching.length;
        rows = matching.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
      } else {
        ({ rows, total } = await repository.searchOffers({
          ...filters,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }));
      }
      const ids = rows.map((row) => row.teacher.id);
      const [options, withPackages] = await Promise.all([
        repository.optionsOfTeachers(ids),
        repository.teachersWithPackages(ids),
      ]);
      return {
        results: rows.map(({ offer, teacher }) => {
          const own = options.filter((option) => option.teacherId === teacher.id);
          return {
            teacher: { ...presentPerson(teacher), rating: toUserRating(teacher) },
            description: offer.description,
            subjects: offer.subjects,
            levels: offer.levels,
            minPriceGross: offer.minPriceGross ?? 0,
            durations: [...new Set(own.map((option) => option.durationMinutes))].sort((a, b) => a - b),
            packages: withPackages.has(teacher.id),
            groupLessons: offer.groupEnabled,
          };
        }),
        total,
        page: query.page,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /** GET /tutoring/teachers/{id}/free-times: when a lesson of the option can start, on `days` local days. */
    async freeTimes(teacherId: string, query: TFreeTimesQuery): Promise<TFreeTimes> {
      const { offer } = await tutoringTeacher(teacherId);
      const option = await repository.findOption(query.optionId);
      if (!option || option.teacherId !== teacherId || option.archivedAt) {
        throw AppError.badRequest(tutoringMessages.optionNotFound);
      }
      const lesson = { durationMinutes: option.durationMinutes, breakMinutes: offer.breakMinutes };
      const free = await freeTimesOf([teacherId], new Map([[teacherId, lesson]]), query.from, query.days);
      return {
        timeZone: platformTimeZone,
        durationMinutes: option.durationMinutes,
        breakMinutes: offer.breakMinutes,
        times: (free.get(teacherId) ?? []).map((time) => ({
          startsAt: time.startsAt.toISOString(),
          endsAt: time.endsAt.toISOString(),
        })),
      };
    },

    /** GET /tutoring/availability: the TEACHER's own slots. */
    async availability(viewer: TViewerIn): Promise<TAvailabilityList> {
      requireTeacher(viewer);
      return { timeZone: platformTimeZone, slots: (await repository.slotsOf(viewer.id)).map(toSlot) };
    },

    async createSlot(viewer: TViewerIn, input: TSlotInput) {
      requireTeacher(viewer);
      if ((await repository.countSlots(viewer.id)) >= tutoringLimits.maxSlots) {
        throw AppError.badRequest(tutoringMessages.slotsTooMany);
      }
      return toSlot(await repository.insertSlot(viewer.id, slotValues(input)));
    },

    async updateSlot(viewer: TViewerIn, id: string, input: TSlotInput) {
      requireTeacher(viewer);
      const row = await repository.updateSlot(viewer.id, id, slotValues(input));
      if (!row) throw AppError.notFound(errorMessages.notFound);
      return toSlot(row);
    },

    async deleteSlot(viewer: TViewerIn, id: string) {
      requireTeacher(viewer);
      if (!(await repository.deleteSlot(viewer.id, id))) throw AppError.notFound(errorMessages.notFound);
      return { message: successMessages.deleted };
    },

    /** Whether a lesson at `startsAt` of `durationMinutes` lies within the teacher's availability. */
    async isAvailable(teacherId: string, startsAt: Date, durationMinutes: number) {
      const day = zonedParts(startsAt).date;
      const slots = await repository.slotsOf(teacherId);
      const ranges = availableRanges(slots.map(slotRule), addDays(day, -1), 3);
      return ranges.some(
        (range) =>
          range.startsAt <= startsAt && startsAt.getTime() + durationMinutes * 60_000 <= range.endsAt.getTime(),
      );
    },
  };
}
export type TTutoringOfferService = ReturnType<typeof createTutoringOfferService>;
