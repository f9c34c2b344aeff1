import { z } from 'zod';

export const userBlockLimits = { reasonMax: 1000 } as const;

/** An ADMIN's block of an adult (issue 72, point 3): the words of the API and of the blocked account. */
export const userBlockMessages = {
  reasonRequired: 'Podaj powód blokady.',
  reasonTooLong: `Powód blokady może mieć najwyżej ${userBlockLimits.reasonMax} znaków.`,
  notSelf: 'Nie możesz zablokować własnego konta.',
  notAdmin: 'Nie można zablokować konta administratora.',
  alreadyBlocked: 'To konto jest już zablokowane.',
  notBlocked: 'To konto nie jest zablokowane.',
  blocked: 'Konto zostało zablokowane.',
  unblocked: 'Konto zostało odblokowane. Zamknięte rozmowy i ukryta oferta nie wracają same.',
  /** Sign-in of a blocked account (403). */
  accountBlocked:
    'Konto zostało zablokowane. Jeśli uważasz, że to pomyłka, napisz do nas przez formularz „Zgłoś problem” na dole strony.',
  /** Sending or editing in a room closed by a block (403). */
  roomClosed: 'Ta rozmowa została zamknięta. Nie można w niej już pisać.',
} as const;

export const ZUserBlockRequest = z.object({
  reason: z
    .string({ error: userBlockMessages.reasonRequired })
    .trim()
    .min(1, userBlockMessages.reasonRequired)
    .max(userBlockLimits.reasonMax, userBlockMessages.reasonTooLong),
});
export type TUserBlockRequest = z.input<typeof ZUserBlockRequest>;

/** What a block did: rooms closed, sessions ended, the offer hidden, bookings cancelled and refunded. */
export const ZUserBlockResult = z.object({
  message: z.string(),
  blockedAt: z.string(),
  roomsClosed: z.number().int(),
  sessionsEnded: z.number().int(),
  offerHidden: z.boolean(),
  homeworkOffersWithdrawn: z.number().int(),
  bookingsCancelled: z.number().int(),
  bookingsRefunded: z.number().int(),
  /** Bookings that could not be cancelled now (a lesson already begun, or an error): the ADMIN handles them. */
  bookingsLeft: z.number().int(),
});
export type TUserBlockResult = z.infer<typeof ZUserBlockResult>;
