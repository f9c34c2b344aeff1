import type { TAvailabilitySlot, TTutoringOffer, TTutorSearchPage } from '@zadania/shared';
import { toUserRating } from '../../ratings/ratings.service';
import { presentPerson } from '../../users/person.presenter';
import type {
  TGroupSessionRow,
  TLessonOptionRow,
  TOfferRow,
  TPackageRow,
  TSlotRow,
  TTutoringRepository,
} from '../tutoring.repository';

export type TTeacherRow = NonNullable<Awaited<ReturnType<TTutoringRepository['findTeacher']>>>;
type TSearchRow = Awaited<ReturnType<TTutoringRepository['searchOffers']>>['rows'][number];

/** An availability slot as the API shows it. */
export const presentSlot = (row: TSlotRow): TAvailabilitySlot => ({
  id: row.id,
  date: row.date,
  startMinute: row.startMinute,
  endMinute: row.endMinute,
  repeat: row.repeat,
  until: row.until,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/** The offer as sent: a teacher who never saved one has a disabled, empty offer. */
export const presentOffer = (
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

/** One teacher of the search, with the lesson options of the teachers found and who of them sells packages. */
export const presentTutorSearchResult = (
  { offer, teacher }: TSearchRow,
  options: TLessonOptionRow[],
  withPackages: Set<string>,
): TTutorSearchPage['results'][number] => {
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
};
