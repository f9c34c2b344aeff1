import { bindUseCases } from '../../lib/use-cases';
import { blockUser } from './use-cases/block-user';
import { unblockUser } from './use-cases/unblock-user';
import { createUserBlocksContext, type TUserBlocksDeps } from './user-blocks.context';

/** An ADMIN's block of an adult (issue 72, README.md) and its lifting, each recorded in the safeguarding audit. */
export function createUserBlocksService(deps: TUserBlocksDeps) {
  return bindUseCases(createUserBlocksContext(deps), { blockUser, unblockUser });
}
export type TUserBlocksService = ReturnType<typeof createUserBlocksService>;
