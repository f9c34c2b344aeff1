import {
  commerceMessages,
  formatPln,
  isPaymentOpen,
  isPaymentSettled,
  type TBankStatementResult,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { InvalidStatementError, parseBankStatement } from '../bank-statement';
import type { TPaymentsContext } from '../payments.context';
import { findTransferTitle } from '../transfer-title';

/** Why a bank statement row paid nothing: for the ADMIN who reads the import's answer. */
export const statementReasons = {
  noTitle: 'Brak tytułu płatności (ZAD-XXXX-XXXX) w opisie przelewu',
  unknownTitle: 'Nie znaleziono płatności o tym tytule',
  canceled: 'Płatność o tym tytule została anulowana: odeślij przelew nadawcy',
  amountDiffers: (expected: number) => `Kwota nie zgadza się z płatnością (oczekiwano ${formatPln(expected)})`,
} as const;

/**
 * POST /payment/import-statement (ADMIN): each incoming transfer of the statement whose title names an open
 * bank-transfer payment with exactly its amount pays it. Importing the same statement again pays nothing
 * more (those payments are settled by then). Outgoing rows (negative amounts) are skipped.
 */
export async function importStatement(
  ctx: TPaymentsContext,
  viewer: TViewerIn,
  csv: string,
): Promise<TBankStatementResult> {
  const { repository, transitions } = ctx;
  ctx.requireAdmin(viewer);
  let rows: ReturnType<typeof parseBankStatement>;
  try {
    rows = parseBankStatement(csv);
  } catch (error) {
    if (error instanceof InvalidStatementError) throw AppError.badRequest(commerceMessages.invalidStatement);
    throw error;
  }
  const result: TBankStatementResult = { matched: [], alreadySettled: [], unmatched: [] };
  for (const { line, title: text, amount } of rows) {
    if (amount !== null && amount <= 0) continue;
    const unmatched = (reason: string) => result.unmatched.push({ line, title: text, amount, reason });
    const title = findTransferTitle(text);
    if (!title) {
      unmatched(statementReasons.noTitle);
      continue;
    }
    const payment = await repository.findByTransferTitle(title);
    if (payment?.method !== 'manual') {
      unmatched(statementReasons.unknownTitle);
      continue;
    }
    const outcome = await ctx.withLocked(payment.id, async (tx, locked) => {
      if (isPaymentSettled(locked.status)) return 'settled' as const;
      if (!isPaymentOpen(locked.status)) return 'canceled' as const;
      if (amount !== locked.amountGross) return 'amountDiffers' as const;
      await transitions.moveTo(tx, locked, 'paid', { source: `statement:${line}`, actorId: viewer.id });
      return 'matched' as const;
    });
    if (outcome === 'matched') result.matched.push({ line, paymentId: payment.id, title, amount: amount! });
    else if (outcome === 'settled') result.alreadySettled.push({ line, paymentId: payment.id, title });
    else if (outcome === 'canceled') unmatched(statementReasons.canceled);
    else unmatched(statementReasons.amountDiffers(payment.amountGross));
  }
  return result;
}
