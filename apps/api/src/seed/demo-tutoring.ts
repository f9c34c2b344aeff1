import { addDays, zonedParts, zonedTimeToUtc } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import {
  payments,
  studentTeacherLinks,
  tutoringAvailabilitySlots,
  tutoringBookings,
  tutoringLessonOptions,
  tutoringLessons,
  tutoringOffers,
  tutoringPackages,
} from '../db/schema';

const minuteMs = 60_000;

/**
 * The demo teacher tutors (issue 19): maths and physics for primary and high school, 60 minutes for 80 zł or 90
 * for 110 zł, five lessons 10 % off, a 10-minute break, and weekday afternoons 16:00–20:00 Warsaw time every
 * week. The demo student had a paid lesson with her yesterday at 17:00, waiting for both to confirm it. Only
 * when the teacher has no offer yet; returns whether it seeded.
 */
export async function seedDemoTutoring(
  db: TDb,
  people: { teacherId: string; studentId: string | null },
  now: Date = new Date(),
): Promise<boolean> {
  const { teacherId, studentId } = people;
  const [existing] = await db.select().from(tutoringOffers).where(eq(tutoringOffers.teacherId, teacherId));
  if (existing) return false;
  await db.transaction(async (tx) => {
    await tx.insert(tutoringOffers).values({
      teacherId,
      enabled: true,
      description: 'Matematyka i fizyka: przygotowanie do sprawdzianów, egzaminu ósmoklasisty i matury.',
      subjects: ['MATHS', 'PHYSICS'],
      levels: ['PRIMARY', 'HIGH_SCHOOL'],
      breakMinutes: 10,
      groupEnabled: true,
      groupMaxParticipants: 6,
      groupFeePercent: 60,
      minPriceGross: 8000,
    });
    const [sixty] = await tx
      .insert(tutoringLessonOptions)
      .values([
        { teacherId, durationMinutes: 60, priceGross: 8000, position: 0 },
        { teacherId, durationMinutes: 90, priceGross: 11000, position: 1 },
      ])
      .returning();
    await tx.insert(tutoringPackages).values({ teacherId, lessonCount: 5, discountPercent: 10 });

    const today = zonedParts(now).date;
    const weekdays = Array.from({ length: 7 }, (_, index) => addDays(today, index)).filter((date) => {
      const day = new Date(`${date}T12:00:00Z`).getUTCDay();
      return day >= 1 && day <= 5;
    });
    await tx.insert(tutoringAvailabilitySlots).values(
      weekdays.map((date) => ({
        teacherId,
        date,
        startMinute: 16 * 60,
        endMinute: 20 * 60,
        repeat: 'WEEK' as const,
        until: null,
        startsAt: zonedTimeToUtc(date, 16 * 60),
        endsAt: zonedTimeToUtc(date, 20 * 60),
      })),
    );

    if (!studentId || !sixty) return;
    const yesterday = addDays(today, -1);
    const startsAt = zonedTimeToUtc(yesterday, 17 * 60);
    const [booking] = await tx
      .insert(tutoringBookings)
      .values({
        studentId,
        teacherId,
        optionId: sixty.id,
        status: 'booked',
        durationMinutes: 60,
        amountGross: 8000,
        createdAt: new Date(startsAt.getTime() - 3 * 24 * 60 * minuteMs),
      })
      .returning();
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: studentId,
        method: 'stripe',
        provider: 'demo',
        status: 'completed',
        itemKind: 'TUTORING',
        productCode: booking!.id,
        itemName: 'Korepetycje 60 min — Anna Nowak',
        itemQuantity: 1,
        amountGross: 8000,
        buyer: { type: 'private', name: 'Jan Kowalski', address: null },
        paidAt: booking!.createdAt,
      })
      .returning();
    await tx.update(tutoringBookings).set({ paymentId: payment!.id }).where(eq(tutoringBookings.id, booking!.id));
    await tx.insert(tutoringLessons).values({
      bookingId: booking!.id,
      teacherId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * minuteMs),
      blockedUntil: new Date(startsAt.getTime() + 70 * minuteMs),
    });
    await tx.insert(studentTeacherLinks).values({ studentId, teacherId, status: 'ACCEPTED' }).onConflictDoNothing();
  });
  return true;
}
