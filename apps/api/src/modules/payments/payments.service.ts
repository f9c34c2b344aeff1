import {
  can,
  commerce,
  commerceMessages,
  errorMessages,
  findPlatformProduct,
  formatPln,
  isPaymentOpen,
  isPaymentSettled,
  PaymentTransitionError,
  subject,
  successMessages,
  type TBankStatementResult,
  type TCheckoutRequest,
  type TCheckoutResponse,
  type TCommerceCatalog,
  type TInvoiceBuyer,
  type TInvoiceBuyerType,
  type TPayment,
  type TPaymentList,
  type TPaymentStatus,
  type TPurchaseMethod,
  type TViewerIn,
} from '@zadania/shared';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { defineSubscriber } from '../../lib/events/domain-events';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import { isUuid } from '../../lib/ids';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TMailer } from '../mail/mail.service';
import { InvalidStatementError, parseBankStatement } from './bank-statement';
import { buildPaymentReceiptMail, buildRefundMail } from './payment-receipts.mail';
import { createPaymentTransitions, type TStatusChangeCause } from './payment-transitions';
import {
  createPaymentsRepository,
  type TNewPayment,
  type TPaymentRow,
  type TPaymentUserRow,
} from './payments.repository';
import type { TPaymentInvoicing, TPurchaseFulfillers } from './purchase-fulfilment';
import {
  createStripeGateway,
  deriveStripeStatus,
  isStripeRefusal,
  referencesOfEvent,
  type TStripeGateway,
} from './stripe-gateway';
import { drawTransferTitle, findTransferTitle } from './transfer-title';

/** Why a bank statement row paid nothing: for the ADMIN who reads the import's answer. */
export const statementReasons = {
  noTitle: 'Brak tytułu płatności (ZAD-XXXX-XXXX) w opisie przelewu',
  unknownTitle: 'Nie znaleziono płatności o tym tytule',
  canceled: 'Płatność o tym tytule została anulowana: odeślij przelew nadawcy',
  amountDiffers: (expected: number) => `Kwota nie zgadza się z płatnością (oczekiwano ${formatPln(expected)})`,
} as const;

/** The Stripe events that can change a payment; any other is recorded and ignored. */
export const handledStripeEvents: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
]);

const paymentNotFound = () => AppError.notFound(errorMessages.notFound);
const onlineUnavailable = () => new AppError(503, commerceMessages.onlineUnavailable);

type TInvoiceIds = { invoiceId: string | null; correctionInvoiceId: string | null };
type TRequestKeys = { ip: string };

/**
 * Payments (issue 15 point 4): checkout of what the platform sells, paid through Stripe (card, BLIK,
 * Przelewy24), the local demo provider, or a Polish bank transfer matched by its title; Stripe's webhooks;
 * refunds; the buyer's and the ADMIN's lists. Every status change goes through `createPaymentTransitions`
 * with the payment's row locked; Stripe's word is read from Stripe itself, never from a webhook's payload.
 */
export function createPaymentsService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  config: Pick<TConfig, 'env' | 'commerce' | 'payments' | 'publicUrl'>;
  fulfillers: TPurchaseFulfillers;
  invoicing: TPaymentInvoicing;
  outbox: Pick<TEventOutbox, 'record'>;
  mailer: Pick<TMailer, 'send'>;
  limiter: Pick<TRateLimiter, 'consume'>;
  log: FastifyBaseLogger;
}) {
  const { db, uow, config, invoicing, log } = deps;
  if (config.env === 'production' && config.payments.provider === 'demo') {
    throw new Error('The demo payment provider is refused in production: it confirms payments without money.');
  }
  const stripe: TStripeGateway | null =
    config.payments.provider === 'stripe' ? createStripeGateway(config.payments.stripe) : null;
  const repository = createPaymentsRepository(db);
  const transitions = createPaymentTransitions({
    ...deps,
    onUndelivered: async (tx, payment) => {
      await deps.outbox.record(tx, 'payment.undelivered', { paymentId: payment.id, userId: payment.userId });
    },
    onMoved: async (tx, payment, from) => {
      const news = { paymentId: payment.id, userId: payment.userId };
      const settled = payment.status === 'completed' && from === 'paid';
      if (!settled && payment.status !== 'refunded') return;
      await deps.outbox.record(tx, settled ? 'payment.completed' : 'payment.refunded', news);
      if (!payment.userId) return;
      const amount = formatPln(payment.amountGross);
      await deps.outbox.record(tx, 'notification.requested', {
        type: 'PAYMENT_EVENT',
        recipientIds: [payment.userId],
        text: !settled
          ? `Zwrócono płatność: ${payment.itemName} (${amount}).`
          : payment.undelivered
            ? `Wpłata za „${payment.itemName}” (${amount}) wpłynęła, ale zakupu nie dało się zrealizować: pieniądze wrócą do Ciebie.`
            : `Płatność przyjęta: ${payment.itemName} (${amount}). Faktura czeka na stronie płatności.`,
        href: `/payment/${payment.id}`,
        data: { paymentId: payment.id },
      });
    },
  });

  /** The receipt (a completed payment) or the refund notice, by e-mail, with the invoice it has now. */
  async function mailAbout(paymentId: string, build: typeof buildPaymentReceiptMail) {
    const payment = await repository.find(paymentId);
    const recipient = payment?.userId ? await repository.findRecipient(payment.userId) : undefined;
    if (!payment || !recipient) return;
    const ids = (await invoicing.idsForPayments(db, [payment.id])).get(payment.id);
    const invoiceId = build === buildRefundMail ? ids?.correctionInvoiceId : ids?.invoiceId;
    await deps.mailer.send(
      build({
        to: recipient.email,
        username: recipient.username,
        payment,
        paymentLink: `${config.publicUrl}/payment/${payment.id}`,
        invoiceLink: invoiceId ? `${config.publicUrl}/invoice?id=${invoiceId}` : null,
      }),
    );
  }

  // ---------- Presenting ----------

  const toPayment = (row: TPaymentRow, ids: TInvoiceIds | undefined, user?: TPaymentUserRow | null): TPayment => ({
    id: row.id,
    status: row.status,
    method: row.method,
    provider: row.provider,
    item: { kind: row.itemKind, code: row.productCode, name: row.itemName },
    amountGross: row.amountGross,
    currency: 'PLN',
    buyer: row.buyer as TInvoiceBuyer,
    transfer:
      row.method === 'manual' && row.transferTitle
        ? {
            recipient: config.commerce.bankTransfer.recipient,
            accountNumber: config.commerce.bankTransfer.accountNumber,
            title: row.transferTitle,
            amount: row.amountGross,
          }
        : null,
    invoiceId: ids?.invoiceId || null,
    correctionInvoiceId: ids?.correctionInvoiceId || null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    undelivered: row.undelivered,
    ...(user !== undefined && { user }),
  });

  const present = async (row: TPaymentRow) => {
    const ids = await invoicing.idsForPayments(db, [row.id]);
    return toPayment(row, ids.get(row.id));
  };

  const pageOf = <T>(rows: T[], query: { page: number; pageSize: number }) => ({
    rows: rows.slice(0, query.pageSize),
    nextPage: rows.length > query.pageSize ? query.page + 1 : null,
  });
  const window = (query: { page: number; pageSize: number }) => ({
    limit: query.pageSize + 1,
    offset: (query.page - 1) * query.pageSize,
  });

  // ---------- Reading a payment and its rules ----------

  /** The payment the viewer may read (its buyer, or an ADMIN); 404 for anybody else, as if it did not exist. */
  const readable = async (viewer: TViewerIn, id: string) => {
    const row = await repository.find(id);
    if (!row || !can(viewer, 'read', subject('purchase', { userId: row.userId }))) throw paymentNotFound();
    return row;
  };

  const requireAdmin = (viewer: TViewerIn) => {
    if (!can(viewer, 'administer', commerce)) throw AppError.forbidden();
  };

  /** Runs `work` with the payment's row locked, in one transaction; a move the table refuses is a 409. */
  const withLocked = async <T>(id: string, work: (tx: TDb, payment: TPaymentRow) => Promise<T>) => {
    try {
      return await uow.run(async (tx) => {
        const payment = await createPaymentsRepository(tx).lock(id);
        if (!payment) throw paymentNotFound();
        return work(tx, payment);
      });
    } catch (error) {
      if (error instanceof PaymentTransitionError) throw new AppError(409, commerceMessages.paymentClosed);
      throw error;
    }
  };

  /** Reads the purchase from Stripe and brings the locked payment to the status Stripe says it has. */
  async function syncWithStripe(
    tx: TDb,
    payment: TPaymentRow,
    cause: TStatusChangeCause,
    knownIntentId: string | null = null,
  ) {
    if (!stripe) return payment;
    const state = await stripe.readPaymentState({
      paymentId: payment.id,
      sessionId: payment.providerSessionId,
      paymentIntentId: payment.providerPaymentId ?? knownIntentId,
    });
    let row = payment;
    if (state.intent && row.providerPaymentId !== state.intent.id) {
      row = await createPaymentsRepository(tx).setProviderIds(row.id, { providerPaymentId: state.intent.id });
    }
    const target = deriveStripeStatus(state, { amount: row.amountGross });
    if (!target && state.intent) log.warn({ paymentId: row.id }, 'Stripe reports no status we can apply');
    return target ? transitions.syncTo(tx, row, target, cause) : row;
  }

  // ---------- Checkout ----------

  /** The invoice buyer as the account's data says now (a snapshot kept with the payment). */
  async function buyerOf(userId: string, type: TInvoiceBuyerType): Promise<TInvoiceBuyer> {
    const data = await repository.findBuyerData(userId);
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
  async function insertPayment(values: TNewPayment) {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const row = await repository.insert(
        values.method === 'manual' ? { ...values, transferTitle: drawTransferTitle() } : values,
      );
      if (row) return row;
    }
    throw new Error('No free transfer title after 10 draws');
  }

  /** Who takes an online payment now: Stripe, or the demo provider; 503 when neither is configured. */
  const onlineProvider = () => {
    const { provider } = config.payments;
    if (provider === 'none') throw onlineUnavailable();
    return provider;
  };

  async function openStripeSession(payment: TPaymentRow) {
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
  type TCheckoutItem = Pick<TNewPayment, 'itemKind' | 'productCode' | 'itemName' | 'itemQuantity' | 'amountGross'>;

  /**
   * One purchase of one thing: the buyer's earlier payment of the same item that still waits for money is
   * cancelled first (its Stripe page expired), whatever its method; one paid meanwhile stops the checkout, and
   * so does one whose money is on its way (Przelewy24 processing at the bank): it is never cancelled under it.
   * The unique index `payments_one_open_per_item` settles two checkouts at once: the second is a 409.
   */
  async function replaceOpenPayments(viewer: TViewerIn, item: TCheckoutItem) {
    for (const open of await repository.listOpenFor(viewer.id, item.itemKind, item.productCode)) {
      if (open.status === 'processing') throw new AppError(409, commerceMessages.checkoutInProgress);
      const ended = await cancelOpen(open, { source: 'checkout:replaced', actorId: viewer.id });
      if (isPaymentSettled(ended.status)) throw new AppError(409, commerceMessages.alreadyPaid);
    }
  }

  /** A payment for one item, and where to pay it. */
  async function startCheckout(
    viewer: TViewerIn,
    item: TCheckoutItem,
    input: Pick<TCheckoutRequest, 'method' | 'buyer'>,
    keys: TRequestKeys,
  ): Promise<TCheckoutResponse & { paymentRow: TPaymentRow }> {
    await deps.limiter.consume('checkout', { ip: keys.ip, account: viewer.id });
    const provider = input.method === 'manual' ? 'manual' : onlineProvider();
    const buyer = await buyerOf(viewer.id, input.buyer);
    await replaceOpenPayments(viewer, item);
    let payment: TPaymentRow;
    try {
      payment = await insertPayment({ userId: viewer.id, method: input.method, provider, ...item, buyer });
    } catch (error) {
      if (isUniqueViolation(error, 'payments_one_open_per_item')) {
        throw new AppError(409, commerceMessages.checkoutInProgress);
      }
      throw error;
    }
    if (provider === 'stripe') {
      const { row, url } = await openStripeSession(payment);
      return { payment: await present(row), redirectUrl: url, paymentRow: row };
    }
    return {
      payment: await present(payment),
      redirectUrl: provider === 'demo' ? `/checkout/demo/${payment.id}` : null,
      paymentRow: payment,
    };
  }

  /** POST /payment/checkout: a payment for one product of the catalogue, and where to pay it. */
  async function checkout(viewer: TViewerIn, input: TCheckoutRequest, keys: TRequestKeys): Promise<TCheckoutResponse> {
    const product = findPlatformProduct(config.commerce, input.productCode);
    if (!product) {
      await deps.limiter.consume('checkout', { ip: keys.ip, account: viewer.id });
      throw AppError.badRequest(commerceMessages.productNotFound);
    }
    const { payment, redirectUrl } = await startCheckout(
      viewer,
      {
        itemKind: product.kind,
        productCode: product.code,
        itemName: product.name,
        itemQuantity: product.kind === 'SUBSCRIPTION' ? product.durationDays : product.tokens,
        amountGross: product.priceGross,
      },
      input,
      keys,
    );
    return { payment, redirectUrl };
  }

  // ---------- Lists ----------

  /** GET /payment: the viewer's payments, newest first. */
  async function listOwn(viewer: TViewerIn, query: { page: number; pageSize: number }): Promise<TPaymentList> {
    const { rows, nextPage } = pageOf(await repository.listOwn(viewer.id, window(query)), query);
    const ids = await invoicing.idsForPayments(
      db,
      rows.map((row) => row.id),
    );
    return { results: rows.map((row) => toPayment(row, ids.get(row.id))), nextPage };
  }

  /** GET /payment/admin: every payment with its buyer's account, filtered (ADMIN). */
  async function listAll(
    viewer: TViewerIn,
    query: { page: number; pageSize: number; status?: TPaymentStatus; method?: TPurchaseMethod; search?: string },
  ): Promise<TPaymentList> {
    requireAdmin(viewer);
    const { rows, nextPage } = pageOf(await repository.listAll(query, window(query)), query);
    const ids = await invoicing.idsForPayments(
      db,
      rows.map(({ payment }) => payment.id),
    );
    return {
      results: rows.map(({ payment, user }) => toPayment(payment, ids.get(payment.id), user?.id ? user : null)),
      nextPage,
    };
  }

  /** GET /payment/:id: the buyer's or an ADMIN's view of one payment. */
  async function get(viewer: TViewerIn, id: string) {
    return present(await readable(viewer, id));
  }

  // ---------- Changes by people ----------

  /** POST /payment/:id/cancel: the buyer gives up a payment still open (a Stripe page is expired first). */
  async function cancel(viewer: TViewerIn, id: string) {
    const payment = await readable(viewer, id);
    if (!can(viewer, 'cancel', subject('purchase', { userId: payment.userId }))) throw AppError.forbidden();
    if (!isPaymentOpen(payment.status)) throw AppError.badRequest(commerceMessages.paymentClosed);
    const row = await cancelOpen(payment, { source: 'buyer', actorId: viewer.id });
    if (row.status !== 'canceled') throw AppError.badRequest(commerceMessages.paymentClosed);
    return { message: commerceMessages.canceled, payment: await present(row) };
  }

  /**
   * Cancels a payment that is still open (its Stripe session expired first); one that was paid meanwhile is
   * synced instead, so its purchase is granted. Answers the payment as it ends.
   */
  async function cancelOpen(payment: TPaymentRow, cause: TStatusChangeCause) {
    if (stripe && payment.provider === 'stripe' && payment.providerSessionId && isPaymentOpen(payment.status)) {
      try {
        await stripe.expireCheckoutSession(payment.providerSessionId);
      } catch (error) {
        // Not open any more at Stripe: the sync below learns what happened instead.
        if (!isStripeRefusal(error)) throw error;
      }
    }
    const ended = await withLocked(payment.id, async (tx, locked) => {
      if (!isPaymentOpen(locked.status)) return locked;
      const synced = locked.provider === 'stripe' ? await syncWithStripe(tx, locked, cause) : locked;
      return isPaymentOpen(synced.status) ? transitions.moveTo(tx, synced, 'canceled', cause) : synced;
    });
    // Its Stripe page opened after we read it (a checkout still on its way): that page closes too.
    if (stripe && ended.status === 'canceled' && ended.providerSessionId !== payment.providerSessionId) {
      await stripe.expireCheckoutSession(ended.providerSessionId!).catch((error) => {
        log.warn({ err: error, paymentId: payment.id }, 'Could not expire the page of a canceled payment');
      });
    }
    return ended;
  }

  /** POST /payment/:id/confirm: an ADMIN confirms a bank transfer arrived; the purchase is fulfilled. */
  async function confirm(viewer: TViewerIn, id: string) {
    if (!can(viewer, 'confirm', subject('purchase', { userId: null }))) throw AppError.forbidden();
    const payment = await repository.find(id);
    if (!payment) throw paymentNotFound();
    if (payment.method !== 'manual') throw AppError.badRequest(commerceMessages.notManual);
    const row = await withLocked(id, async (tx, locked) => {
      if (!isPaymentOpen(locked.status)) throw AppError.badRequest(commerceMessages.paymentClosed);
      return transitions.moveTo(tx, locked, 'paid', { source: 'admin', actorId: viewer.id });
    });
    return { message: successMessages.confirmed, payment: await present(row) };
  }

  /**
   * POST /payment/:id/refund (ADMIN): a settled payment's money goes back and the purchase is revoked. Stripe
   * refunds it (its webhook follows and changes nothing more); a bank transfer or a demo payment is marked
   * refunded here, the money of a transfer being sent back by hand.
   */
  async function refund(viewer: TViewerIn, id: string) {
    if (!can(viewer, 'refund', subject('purchase', { userId: null }))) throw AppError.forbidden();
    const payment = await repository.find(id);
    if (!payment) throw paymentNotFound();
    const row = await refundSettled(payment, { source: 'admin', actorId: viewer.id });
    return { message: commerceMessages.refunded, payment: await present(row) };
  }

  /** The money of a settled payment goes back (400 'not refundable' otherwise); its purchase is revoked. */
  async function refundSettled(payment: TPaymentRow, cause: TStatusChangeCause) {
    const { id } = payment;
    const refundable = (status: TPaymentStatus) => isPaymentSettled(status) && status !== 'refunded';
    if (!refundable(payment.status)) throw AppError.badRequest(commerceMessages.notRefundable);

    if (payment.provider === 'stripe') {
      if (!stripe) throw onlineUnavailable();
      const intentId =
        payment.providerPaymentId ??
        (
          await stripe.readPaymentState({
            paymentId: payment.id,
            sessionId: payment.providerSessionId,
            paymentIntentId: null,
          })
        ).intent?.id;
      if (!intentId) throw AppError.badRequest(commerceMessages.notRefundable);
      try {
        await stripe.refund(payment.id, intentId);
      } catch (error) {
        if (!isStripeRefusal(error)) throw error;
        log.warn({ err: error, paymentId: id }, 'Stripe refused a refund');
      }
      const row = await withLocked(id, (tx, locked) => syncWithStripe(tx, locked, cause, intentId));
      if (row.status !== 'refunded') throw AppError.badRequest(commerceMessages.notRefundable);
      return row;
    }

    return withLocked(id, async (tx, locked) => {
      if (!refundable(locked.status)) throw AppError.badRequest(commerceMessages.notRefundable);
      return transitions.moveTo(tx, locked, 'refunded', cause);
    });
  }

  /**
   * The money of an undelivered payment goes back by itself where the platform can send it (Stripe, the demo
   * provider); a bank transfer waits for an ADMIN, who sees it flagged in the list and refunds it by hand.
   */
  async function refundUndelivered(id: string) {
    const payment = await repository.find(id);
    if (!payment?.undelivered || payment.status === 'refunded' || !isPaymentSettled(payment.status)) return;
    if (payment.provider !== 'stripe' && payment.provider !== 'demo') return;
    try {
      await refundSettled(payment, { source: 'undelivered' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      log.error({ err: error, paymentId: id }, 'An undelivered payment could not be refunded: an ADMIN must');
    }
  }

  /** POST /payment/:id/demo: the buyer's answer on the demo provider's page (never in production). */
  async function payDemo(viewer: TViewerIn, id: string, outcome: 'paid' | 'failed') {
    const payment = await readable(viewer, id);
    if (payment.userId !== viewer.id) throw AppError.forbidden();
    if (payment.provider !== 'demo' || config.env === 'production') {
      throw AppError.badRequest(commerceMessages.notDemo);
    }
    const row = await withLocked(id, async (tx, locked) => {
      if (!isPaymentOpen(locked.status)) throw AppError.badRequest(commerceMessages.paymentClosed);
      return transitions.moveTo(tx, locked, outcome, { source: 'demo', actorId: viewer.id });
    });
    const message = outcome === 'paid' ? successMessages.confirmed : successMessages.updated;
    return { message, payment: await present(row) };
  }

  /**
   * POST /payment/import-statement (ADMIN): each incoming transfer of the statement whose title names an open
   * bank-transfer payment with exactly its amount pays it. Importing the same statement again pays nothing
   * more (those payments are settled by then). Outgoing rows (negative amounts) are skipped.
   */
  async function importStatement(viewer: TViewerIn, csv: string): Promise<TBankStatementResult> {
    requireAdmin(viewer);
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
      const outcome = await withLocked(payment.id, async (tx, locked) => {
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

  // ---------- Stripe's webhooks ----------

  /** Our payment an event is about: by the id in its metadata, its Checkout Session or its PaymentIntent. */
  async function findPaymentOfEvent(reference: ReturnType<typeof referencesOfEvent>) {
    const byId = async (paymentId: string | null) =>
      paymentId && isUuid(paymentId) ? repository.find(paymentId) : undefined;
    const found =
      (await byId(reference.paymentId)) ??
      (reference.sessionId ? await repository.findByProviderSession(reference.sessionId) : undefined) ??
      (reference.paymentIntentId ? await repository.findByProviderPayment(reference.paymentIntentId) : undefined);
    if (found || !reference.paymentIntentId || !stripe) return found;
    // A charge or dispute event may come before we learned the PaymentIntent: it names us in its metadata.
    try {
      return await byId(await stripe.findPaymentIdOfIntent(reference.paymentIntentId));
    } catch (error) {
      // A PaymentIntent Stripe does not know for our key is none of ours.
      if (isStripeRefusal(error)) return undefined;
      throw error;
    }
  }

  /**
   * POST /payment/webhook/stripe: verifies the signature on the raw body (400 and nothing changes when it is
   * wrong or older than the tolerance), records the event id in the transaction of its effect (a replay does
   * nothing), and brings the payment to the status Stripe reports now, so events may arrive in any order.
   */
  async function handleStripeWebhook(rawBody: Buffer, signature: string | undefined) {
    if (!stripe || !signature) throw AppError.badRequest(commerceMessages.invalidSignature);
    let event: Stripe.Event;
    try {
      event = stripe.verifyEvent(rawBody, signature);
    } catch {
      throw AppError.badRequest(commerceMessages.invalidSignature);
    }
    const reference = referencesOfEvent(event);
    const payment = await findPaymentOfEvent(reference);
    await uow.run(async (tx) => {
      const payments = createPaymentsRepository(tx);
      // The payment's lock first: deliveries about one payment queue here, replays of one event included.
      const locked = payment ? await payments.lock(payment.id) : undefined;
      const fresh = await payments.recordWebhookEvent({
        eventId: event.id,
        type: event.type,
        paymentId: locked?.id ?? null,
      });
      if (!fresh || locked?.provider !== 'stripe' || !handledStripeEvents.has(event.type)) return;
      await syncWithStripe(tx, locked, { source: `stripe:${event.id}` }, reference.paymentIntentId);
    });
    return { received: true };
  }

  /** GET /commerce/catalog: what the platform sells and how it can be paid now. */
  const catalog = (): TCommerceCatalog => ({
    plans: config.commerce.premiumPlans,
    tokenPackages: config.commerce.tokenPackages,
    tokenPrices: config.commerce.tokenPrices,
    vatRate: config.commerce.vatRate,
    seller: config.commerce.seller,
    contactPhone: config.commerce.contactPhone,
    methods: {
      stripe: config.payments.provider === 'stripe',
      demo: config.payments.provider === 'demo',
      manual: true,
    },
  });

  return {
    catalog,
    checkout,
    listOwn,
    listAll,
    get,
    cancel,
    confirm,
    refund,
    payDemo,
    importStatement,
    handleStripeWebhook,
    /** For the modules that sell their own items (tutoring): checkout of an item, cancelling and refunding it. */
    purchases: { startCheckout, cancelOpen, refundSettled, find: (id: string) => repository.find(id) },
    subscribers: [
      defineSubscriber('payments.refund-undelivered', 'payment.undelivered', (event) =>
        refundUndelivered(event.payload.paymentId),
      ),
      defineSubscriber('payments.receipt-mail', 'payment.completed', (event) =>
        mailAbout(event.payload.paymentId, buildPaymentReceiptMail),
      ),
      defineSubscriber('payments.refund-mail', 'payment.refunded', (event) =>
        mailAbout(event.payload.paymentId, buildRefundMail),
      ),
    ],
  };
}
export type TPaymentsService = ReturnType<typeof createPaymentsService>;
