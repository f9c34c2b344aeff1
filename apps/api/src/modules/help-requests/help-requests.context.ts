import type { TDb } from '../../db/client';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import { createHelpRequestsRepository } from './help-requests.repository';

export type THelpRequestsDeps = {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  limiter: Pick<TRateLimiter, 'consume'>;
  /** The clock (tests move it). */
  now?: () => Date;
};

/** What the use cases of "Potrzebuję pomocy" share: the deps, the clock and the repository. */
export function createHelpRequestsContext(deps: THelpRequestsDeps) {
  return { ...deps, now: deps.now ?? (() => new Date()), repository: createHelpRequestsRepository(deps.db) };
}
export type THelpRequestsContext = ReturnType<typeof createHelpRequestsContext>;
