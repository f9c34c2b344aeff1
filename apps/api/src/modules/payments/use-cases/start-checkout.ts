import {
  commerceMessages,
  isPaymentOpen,
  isPaymentSettled,
  type TCheckoutRequest,
  type TCheckoutResponse,
  type TInvoiceBuyer,
  type TInvoiceBuyerType,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { onlineUnavailable, type TPaymentsContext, type TRequestKeys } from '../payments.context';
import type { TNewPayment, TPaymentRow } from '../payments.repository';
import { drawTransferTitle } from '../transfer-title';
import { cancelOpen } from './cancel-open';
import { checkPayer } from './check-payer';

/** The invoice buyer as the account's data says now (a snapshot kept with the payment). */
async function buyerOf(ctx: TPaymentsContext, userId: string, type: TInvoiceBuyerType): Promise<TInvoiceBuyer> {
  const data = await ctx.repository.findBuyerData(userId);
  if (!data) throw AppError.unauthorized();
  const addressOf = (row: NonNullable<typeof data.personal | typeof data.company>) => ({
    street: row.street,
    buildingNumber: row.buildingNumber,
    apartmentNumber: row.apartmentNumber,
    postalCode: row.postalCode,
    city: row.city,
  });
  if (type === 'company') {
    const { company } = data;
    if (!company) throw AppError.badRequest(commerceMessages.companyMissing);
    return {
      type: 'company',
      name: company.name,
      nip: company.nip,
      address: addressOf(company),
      vatPayer: company.vatPayer,
    };
  }
  const { personal } = data;
  return personal
    ? { type: 'private', name: `${personal.firstName} ${personal.lastName}`, address: addressOf(personal) }
    : { type: 'private', name: data.displayName, address: null };
}

/** Inserts the payment; a bank transfer gets a unique title, drawn again when taken. */
async function insertPayment(ctx: TPaymentsContext, values: TNewPayment) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const row = await ctx.repository.insert(
      values.method === 'manual' ? { ...values, transferTitle: drawTransferTitle() } : values,
    );
    if (row) return row;
  }
  throw new Error('No free transfer title after 10 draws');
}

/** Who takes an online payment now: Stripe, or the demo provider; 503 when neither is configured. */
const onlineProvider = (ctx: TPaymentsContext) => {
  const { provider } = ctx.config.payments;
  if (provider === 'none') throw onlineUnavailable();
  return provider;
};

async function openStripeSession(ctx: TPaymentsContext, payment: TPaymentRow) {
  const { config, stripe, repository, log, withLocked, transitions } = ctx;
  const paymentPage = `${config.publicUrl}/payment/${payment.id}`;
  try {
    const session = await stripe!.createCheckoutSession({
      paymentId: payment.id,
      name: payment.itemName,
      amount: payment.amountGross,
      successUrl: `${paymentPage}?result=success`,
      cancelUrl: `${paymentPage}?result=canceled`,
    });
    const row = await repository.setProviderIds(payment.id, { providerSessionId: session.id });
    if (!isPaymentOpen(row.status)) {
      // A checkout of the same item replaced this payment while its page opened: that page must not take money.
      await stripe!.expireCheckoutSession(session.id).catch((error) => {
        log.warn({ err: error, paymentId: payment.id }, 'Could not expire the page of a replaced payment');
      });
      throw new AppError(409, commerceMessages.checkoutInProgress);
    }
    return { row, url: session.url };
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error, paymentId: payment.id }, 'Stripe refused to open a Checkout Session');
    await withLocked(payment.id, (tx, locked) =>
      isPaymentOpen(locked.status)
        ? transitions.moveTo(tx, locked, 'canceled', { source: 'stripe:checkout-failed' })
        : Promise.resolve(locked),
    );
    throw onlineUnavailable();
  }
}

/** What a checkout sells: a product of the catalogue, or an item another module prices (a lesson booking). */
export type TCheckoutItem = Pick<TNewPayment, 'itemKind' | 'productCode' | 'itemName' | 'itemQuantity' | 'amountGross'>;

/**
 * One purchase of one thing: the buyer's earlier payment of the same item that still waits for money is
 * cancelled first (its Stripe page expired), whatever its method; one paid meanwhile stops the checkout, and
 * so does one whose money is on its way (Przelewy24 processing at the bank): it is never cancelled under it.
 * The unique index `payments_one_open_per_item` settles two checkouts at once: the second is a 409.
 */
async function replaceOpenPayments(ctx: TPaymentsContext, viewer: TViewerIn, item: TCheckoutItem) {
  for (const open of await ctx.repository.listOpenFor(viewer.id, item.itemKind, item.productCode)) {
    if (open.status === 'processing') throw new AppError(409, commerceMessages.checkoutInProgress);
    const ended = await cancelOpen(ctx, open, { source: 'checkout:replaced', actorId: viewer.id });
    if (isPaymentSettled(ended.status)) throw new AppError(409, commerceMessages.alreadyPaid);
  }
}

/** A payment for one item, and where to pay it (`checkPayer` first: who may pay, and for whom). */
export async function startCheckout(
  ctx: TPaymentsContext,
  viewer: TViewerIn,
  item: TCheckoutItem,
  input: Pick<TCheckoutRequest, 'method' | 'buyer' | 'forUserId'>,
  keys: TRequestKeys,
): Promise<TCheckoutResponse & { paymentRow: TPaymentRow }> {
  const { present } = ctx;
  await ctx.limiter.consume('checkout', { ip: keys.ip, account: viewer.id });
  const beneficiaryId = await checkPayer(ctx, viewer, input.forUserId);
  const provider = input.method === 'manual' ? 'manual' : onlineProvider(ctx);
  const buyer = await buyerOf(ctx, viewer.id, input.buyer);
  await replaceOpenPayments(ctx, viewer, item);
  let payment: TPaymentRow;
  try {
    payment = await insertPayment(ctx, {
      userId: viewer.id,
      beneficiaryId,
      method: input.method,
      provider,
      ...item,
      buyer,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payments_one_open_per_item')) {
      throw new AppError(409, commerceMessages.checkoutInProgress);
    }
    throw error;
  }
  if (provider === 'stripe') {
    const { row, url } = await openStripeSession(ctx, payment);
    return { payment: await present(row), redirectUrl: url, paymentRow: row };
  }
  return {
    payment: await present(payment),
    redirectUrl: provider === 'demo' ? `/checkout/demo/${payment.id}` : null,
    paymentRow: payment,
  };
}
