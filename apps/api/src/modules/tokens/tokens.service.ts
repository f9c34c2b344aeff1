import { bindUseCases } from '../../lib/use-cases';
import { createTokenFulfiller } from './token-fulfiller';
import { createTokensContext, type TTokensDeps } from './tokens.context';
import { getTokenHistory } from './use-cases/get-token-history';
import { getTokenWallet } from './use-cases/get-token-wallet';
import { requestSolutionCheck } from './use-cases/request-solution-check';
import { unlockHomework } from './use-cases/unlock-homework';

/**
 * The token wallet (docs/product-spec.md section 3, issue 15 point 3): a balance that is never negative and
 * an append-only ledger. Every change is one statement on the wallet's row that refuses to go below zero
 * (concurrent spends queue on that row: of 100 spends of the last tokens exactly one succeeds) plus one
 * ledger row with the balance after it, in one transaction. The ledger's unique (account, reason, reference)
 * makes a repeated change (a replayed grant, a second click) write nothing.
 *
 * What a refunded or disputed token purchase takes back: what is left of it, never more than the balance
 * (tokens already spent stay spent; the wallet never goes negative, and an empty wallet loses nothing, so
 * no ledger row); a won dispute gives back exactly what was taken. Each happens once per payment.
 */
export function createTokensService(deps: TTokensDeps) {
  const ctx = createTokensContext(deps);
  return {
    fulfiller: createTokenFulfiller(ctx),
    ...bindUseCases(ctx, { getTokenWallet, getTokenHistory, unlockHomework, requestSolutionCheck }),
  };
}

export type TTokensService = ReturnType<typeof createTokensService>;
