import { bindUseCases } from '../../lib/use-cases';
import { createHelpRequestsContext, type THelpRequestsDeps } from './help-requests.context';
import { askForHelp } from './use-cases/ask-for-help';
import { countOpenHelp } from './use-cases/count-open-help';
import { listHelpQueue } from './use-cases/list-help-queue';
import { setHelpStatus } from './use-cases/set-help-status';
import { setSafeguardingResponsible } from './use-cases/set-safeguarding-responsible';

/**
 * "Potrzebuję pomocy" (issue 72, README.md): a child's request with the room's conversation copied in, the
 * responsible ADMINs' queue (OPEN first, the longest-waiting on top) and who is responsible; every change audited.
 */
export function createHelpRequestsService(deps: THelpRequestsDeps) {
  return bindUseCases(createHelpRequestsContext(deps), {
    askForHelp,
    listHelpQueue,
    countOpenHelp,
    setHelpStatus,
    setSafeguardingResponsible,
  });
}
export type THelpRequestsService = ReturnType<typeof createHelpRequestsService>;
