import {
  commerceMessages,
  excerpt,
  type TCommerceConfig,
  type TTokenLedgerReason,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import { htmlToReadableText } from '../../lib/html';
import type { TUnitOfWork } from '../../lib/uow';
import { createHomeworkRepository } from '../homework/homework.repository';
import { findVisibleHomework } from '../homework/homework.service';
import type { TAccessTask } from '../homework/solution-access';
import type { TNumberedDelivery } from '../realtime/numbered-delivery';
import { createTokensRepository, type TTokenLedgerRow } from './tokens.repository';

/** One change of a wallet: its ledger row's fields; a positive delta credits, a negative one debits. */
type TWalletChange = {
  userId: string;
  delta: number;
  reason: TTokenLedgerReason;
  referenceType: 'PAYMENT' | 'HOMEWORK' | 'SOLUTION_CHECK';
  referenceId: string;
  description: string;
};

type TChangeResult =
  | { status: 'applied'; balance: number; entry: TTokenLedgerRow }
  /** The ledger has this change already (same account, reason and reference): nothing was written. */
  | { status: 'duplicate' }
  /** A debit larger than the balance: nothing was written. */
  | { status: 'insufficient' };

const taskExcerptLength = 80;
export const taskExcerpt = (description: string) => excerpt(htmlToReadableText(description), taskExcerptLength);

export const notEnoughTokens = () => new AppError(402, commerceMessages.notEnoughTokens);

export type TTokensDeps = {
  db: TDb;
  uow: TUnitOfWork;
  commerce: TCommerceConfig;
  outbox: Pick<TEventOutbox, 'record'>;
  numbered: Pick<TNumberedDelivery, 'record'>;
  videoEmbedUrlTemplate?: string;
};

export function createTokensContext(deps: TTokensDeps) {
  const { db, commerce } = deps;
  const repository = createTokensRepository(db);
  const homeworkRepository = createHomeworkRepository(db);
  const prices = commerce.tokenPrices;

  /** Applies one change in the caller's transaction; a savepoint keeps a duplicate from aborting it. */
  async function applyChange(tx: TDb, change: TWalletChange): Promise<TChangeResult> {
    if (await createTokensRepository(tx).findLedgerEntry(change.userId, change.reason, change.referenceId)) {
      return { status: 'duplicate' };
    }
    try {
      return await tx.transaction(async (savepoint): Promise<TChangeResult> => {
        const wallet = createTokensRepository(savepoint);
        const balance =
          change.delta > 0
            ? await wallet.credit(change.userId, change.delta)
            : await wallet.debit(change.userId, -change.delta);
        if (balance === null) return { status: 'insufficient' };
        const entry = await wallet.insertLedgerEntry({ ...change, balanceAfter: balance });
        return { status: 'applied', balance, entry };
      });
    } catch (error) {
      // Another transaction wrote the same change between the look-up and the insert.
      if (isUniqueViolation(error, 'token_ledger_reference_unique')) return { status: 'duplicate' };
      throw error;
    }
  }

  /** The task if the viewer may see it (404 otherwise), as the paid-solution rules read it. */
  async function findTask(viewer: TViewerIn, homeworkId: string) {
    const { homework, author } = await findVisibleHomework(homeworkRepository, viewer, homeworkId);
    const task: TAccessTask = {
      authorId: homework.authorId,
      authorExists: author !== null,
      paidSolution: homework.paidSolution,
      hint: homework.hint,
    };
    return { homework, author, task };
  }

  return { ...deps, repository, prices, applyChange, findTask };
}
export type TTokensContext = ReturnType<typeof createTokensContext>;
