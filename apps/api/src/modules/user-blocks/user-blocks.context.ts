import type { TViewerIn } from '@zadania/shared';
import type { TDb } from '../../db/client';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../lib/uow';

export type TUserBlocksDeps = {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  /**
   * A booking cancelled as the ADMIN cancels it (tutoring bookings' cancelBooking): a paid one is refunded through
   * its payment (the payments ledger), both sides are told.
   */
  cancelBooking: (viewer: TViewerIn, bookingId: string) => Promise<{ message: string }>;
  /** Hides the teacher's tutoring offer (the tutoring offers' repository, in the block's transaction). */
  hideOffer: (tx: TDb, teacherId: string) => Promise<boolean>;
  log?: { warn: (details: object, message: string) => void };
  now?: () => Date;
};

export function createUserBlocksContext(deps: TUserBlocksDeps) {
  return { ...deps, now: deps.now ?? (() => new Date()) };
}
export type TUserBlocksContext = ReturnType<typeof createUserBlocksContext>;
