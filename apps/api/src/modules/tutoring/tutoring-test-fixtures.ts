import { addDays, type TTutoringOffer, type TTutoringOfferSave, zonedParts, zonedTimeToUtc } from '@zadania/shared';
import type { TTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { call } from '../../../test/inject';

export { call, type THeaders } from '../../../test/inject';

/** A Warsaw date `days` from today. */
export const warsawDate = (days: number) => addDays(zonedParts(new Date()).date, days);

export const validOffer: TTutoringOfferSave = {
  enabled: true,
  description: 'Matematyka do matury',
  subjects: ['MATHS', 'PHYSICS'],
  levels: ['HIGH_SCHOOL'],
  lessonOptions: [
    { durationMinutes: 60, priceGross: 8000 },
    { durationMinutes: 90, priceGross: 11000 },
  ],
  packages: [{ lessonCount: 5, discountPercent: 10 }],
  group: { enabled: false, maxParticipants: 5, feePercent: 70 },
  breakMinutes: 10,
};

/**
 * A TEACHER tutoring with `validOffer` (a 60-minute option for 80 zł, 10 minutes' break) and one slot from 16:00
 * to 20:00 Warsaw time, `inDays` days from today.
 */
export async function buildTutor(
  app: TTestApp,
  options: { inDays?: number; offer?: Partial<TTutoringOfferSave> } = {},
) {
  const teacher = await loginAs(app, 'TEACHER');
  const saved = await call(app, 'PUT', '/api/tutoring/offer', teacher.headers, { ...validOffer, ...options.offer });
  if (saved.statusCode !== 200) throw new Error(`offer: ${saved.statusCode} ${saved.body}`);
  const offer = saved.json<TTutoringOffer>();
  const date = warsawDate(options.inDays ?? 5);
  const slot = await call(app, 'POST', '/api/tutoring/availability', teacher.headers, {
    date,
    startMinute: 16 * 60,
    endMinute: 20 * 60,
    repeat: 'NO_REPEAT',
  });
  if (slot.statusCode !== 201) throw new Error(`slot: ${slot.statusCode} ${slot.body}`);
  const option60 = offer.lessonOptions.find((option) => option.durationMinutes === 60)!;
  return {
    ...teacher,
    offer,
    date,
    option60,
    package5: offer.packages[0]!,
    /** The instant of `minute` (of the Warsaw day) on the slot's day, as an ISO string. */
    at: (minute: number, day = date) => zonedTimeToUtc(day, minute).toISOString(),
  };
}

/** The body of POST /api/tutoring/bookings for the tutor's 60-minute lesson at 17:00 on the slot's day. */
export const lessonAt17 = (tutor: Awaited<ReturnType<typeof buildTutor>>) => ({
  teacherId: tutor.user.id,
  optionId: tutor.option60.id,
  startsAt: [tutor.at(17 * 60)],
});
