import { bindUseCases } from '../../lib/use-cases';
import {
  createHomeworkListContext,
  type THomeworkListOptions,
  type THomeworkListRepository,
} from './homework-list.context';
import { listHomeworks } from './use-cases/list-homeworks';
import { pickRandomHomework } from './use-cases/pick-random-homework';
import { searchIndexStatus } from './use-cases/search-index-status';

export { buildHomeworkCards } from './homework-card.presenter';
export { facetCacheTtlMs, type THomeworkListOptions } from './homework-list.context';

/**
 * The catalogue's list of tasks (its page, total and facet counts) and its random pick. The public catalogue is
 * answered from this node's snapshot whenever it is of the feed's current shape, everything else from the database.
 */
export function createHomeworkListService(repository: THomeworkListRepository, options: THomeworkListOptions) {
  const ctx = createHomeworkListContext(repository, options);
  return bindUseCases(ctx, { searchIndexStatus, listHomeworks, pickRandomHomework });
}
