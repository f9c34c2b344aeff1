import { z } from 'zod';
import { ZGrosze, ZSignedGrosze } from '../money/money';
import { ZPremiumPlan, ZTokenPackage } from '../money/pricing';
import { ZVatRate } from '../money/vat';
import { ZAddressView } from '../users/account-data.schemas';
import { ZPublicUser } from '../users/user.schemas';
import { requiredString } from '../validation/fields';
import { validationMessages } from '../validation/messages';
import { ZPageNumber, ZPageSize } from '../validation/paging';
import { commerceMessages } from './commerce-messages';
import { ZPaymentStatus } from './payment-status';

export { commerceMessages };

/** How a purchase is paid (docs/product-spec.md section 3). */
export const purchaseMethods = ['stripe', 'tokens', 'manual'] as const;
export const ZPurchaseMethod = z.enum(purchaseMethods, { error: commerceMessages.invalidMethod });
export type TPurchaseMethod = z.infer<typeof ZPurchaseMethod>;

/**
 * Who takes the money: Stripe (card, BLIK, Przelewy24), the local demo provider when no Stripe keys are
 * configured (refused in production), a manual bank transfer, or the buyer's tokens.
 */
export const paymentProviders = ['stripe', 'demo', 'manual', 'tokens'] as const;
export type TPaymentProvider = (typeof paymentProviders)[number];

/** What can be bought (docs/product-spec.md section 3); the platform itself sells the last two today. */
export const purchasableKinds = [
  'COURSE',
  'HOMEWORK_REQUEST',
  'TUTORING',
  'TUTORING_PACKAGE',
  'RECORDING',
  'TOKENS',
  'SUBSCRIPTION',
] as const;
export const ZPurchasableKind = z.enum(purchasableKinds);
export type TPurchasableKind = z.infer<typeof ZPurchasableKind>;

/** What tokens are spent on (docs/product-spec.md section 3). */
export const tokenSpendTypes = ['PAID_SOLUTION', 'HINT', 'SOLUTION_CHECK'] as const;
export const ZTokenSpendType = z.enum(tokenSpendTypes, { error: commerceMessages.invalidSpendType });
export type TTokenSpendType = z.infer<typeof ZTokenSpendType>;

export const tokenSpendLabels: Readonly<Record<TTokenSpendType, string>> = {
  PAID_SOLUTION: 'Płatne rozwiązanie',
  HINT: 'Podpowiedź',
  SOLUTION_CHECK: 'Sprawdzenie rozwiązania',
};

/**
 * Why a wallet changed: a purchase credits tokens; the three spends debit them; a refunded or disputed
 * purchase takes back what is left of its tokens (never below zero) and a won dispute restores them.
 */
export const tokenLedgerReasons = ['PURCHASE', ...tokenSpendTypes, 'REVOKE', 'RESTORE'] as const;
export const ZTokenLedgerReason = z.enum(tokenLedgerReasons);
export type TTokenLedgerReason = z.infer<typeof ZTokenLedgerReason>;

/** Invoice buyer (docs/product-spec.md section 3). */
export const invoiceBuyerTypes = ['private', 'company'] as const;
export const ZInvoiceBuyerType = z.enum(invoiceBuyerTypes, { error: commerceMessages.invalidBuyer });
export type TInvoiceBuyerType = z.infer<typeof ZInvoiceBuyerType>;

const ZDateTime = z.iso.datetime({ offset: true });
/** A calendar date, YYYY-MM-DD (Europe/Warsaw). */
const ZDate = z.iso.date();

// ---------- Catalogue of what the platform sells ----------

/** The seller as answers carry it (ZSellerDetails parses the configuration; this only describes). */
export const ZSellerView = z.object({ name: z.string(), address: ZAddressView, nip: z.string() });
export type TSellerView = z.infer<typeof ZSellerView>;

/** GET /api/commerce/catalog: plans, token packages and spend prices, the seller, and the methods on offer. */
export const ZCommerceCatalog = z.object({
  plans: z.array(ZPremiumPlan),
  tokenPackages: z.array(ZTokenPackage),
  tokenPrices: z.record(ZTokenSpendType, z.int().positive()),
  vatRate: ZVatRate,
  seller: ZSellerView,
  contactPhone: z.string(),
  methods: z.object({
    /** Card, BLIK and Przelewy24 through Stripe. */
    stripe: z.boolean(),
    /** No Stripe keys: the local demo provider stands in for Stripe (never in production). */
    demo: z.boolean(),
    manual: z.boolean(),
  }),
});
export type TCommerceCatalog = z.infer<typeof ZCommerceCatalog>;

// ---------- Subscriptions ----------

export const subscriptionStatuses = ['SCHEDULED', 'ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export const ZSubscriptionStatus = z.enum(subscriptionStatuses);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** One paid Premium period: a plan bought while another runs starts when that one ends. */
export const ZSubscription = z.object({
  id: z.uuid(),
  planCode: z.string(),
  planName: z.string(),
  status: ZSubscriptionStatus,
  startsAt: ZDateTime,
  endsAt: ZDateTime,
  paymentId: z.uuid().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** GET /api/subscription: the signed-in account's Premium. */
export const ZSubscriptionState = z.object({
  hasActiveSubscription: z.boolean(),
  /** The period running now, if any. */
  current: ZSubscription.nullable(),
  /** When Premium ends, counting the periods already paid for after the current one. */
  activeUntil: ZDateTime.nullable(),
  /** Off: the account is reminded to renew before `activeUntil` (no card is charged by itself). */
  cancelAtPeriodEnd: z.boolean(),
  /** The date the next payment is due, null when canceled at period end or with no Premium. */
  renewsAt: ZDateTime.nullable(),
  /** Every period, newest first. */
  periods: z.array(ZSubscription),
});
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

export const ZSubscriptionChanged = z.object({ message: z.string(), subscription: ZSubscriptionState });

// ---------- Tokens ----------

export const ZTokenWallet = z.object({
  balance: z.int().nonnegative(),
  prices: z.record(ZTokenSpendType, z.int().positive()),
});
export type TTokenWallet = z.infer<typeof ZTokenWallet>;

export const tokenReferenceTypes = ['PAYMENT', 'HOMEWORK', 'SOLUTION_CHECK'] as const;

/** One row of the append-only ledger. */
export const ZTokenLedgerEntry = z.object({
  id: z.uuid(),
  delta: z.int(),
  balanceAfter: z.int().nonnegative(),
  reason: ZTokenLedgerReason,
  referenceType: z.enum(tokenReferenceTypes).nullable(),
  referenceId: z.uuid().nullable(),
  /** Polish, composed by the server: 'Zakup: Pakiet 10 tokenów', 'Płatne rozwiązanie: {task excerpt}'. */
  description: z.string(),
  /** Where the reference is shown (a task page, a payment), when it still exists. */
  href: z.string().nullable(),
  createdAt: ZDateTime,
});
export type TTokenLedgerEntry = z.infer<typeof ZTokenLedgerEntry>;

export const tokenHistoryPageSize = { max: 50, fallback: 20 } as const;
export const ZTokenHistoryQuery = z.object({
  page: ZPageNumber().default(1),
  pageSize: ZPageSize(tokenHistoryPageSize).default(tokenHistoryPageSize.fallback),
});
export const ZTokenHistory = z.object({ results: z.array(ZTokenLedgerEntry), nextPage: z.int().nullable() });

/** POST /api/homework/{id}/unlock: spend tokens on the task's paid solution or its hint. */
export const ZUnlockRequest = z.object({
  type: z.enum(['PAID_SOLUTION', 'HINT'], { error: commerceMessages.invalidSpendType }),
});
export type TUnlockRequest = z.infer<typeof ZUnlockRequest>;
/** `spent` is 0 when it was already unlocked (a second click or another tab spends nothing). */
export const ZUnlockResponse = z.object({
  message: z.string(),
  balance: z.int().nonnegative(),
  spent: z.int().nonnegative(),
});

/** POST /api/homework/{id}/solution-check: the student's own solution, for the task's author to check. */
export const ZSolutionCheckRequest = z.object({
  fileIds: z
    .array(z.uuid({ error: commerceMessages.solutionCheckFiles }), { error: commerceMessages.solutionCheckFiles })
    .min(1, commerceMessages.solutionCheckFiles)
    .max(5, commerceMessages.solutionCheckFiles),
  comment: z.string().trim().max(1000, commerceMessages.commentMax).default(''),
});
export type TSolutionCheckRequest = z.infer<typeof ZSolutionCheckRequest>;
/** The author answers in the chat room of the student and the author, where the request was posted. */
export const ZSolutionCheckResponse = z.object({
  message: z.string(),
  balance: z.int().nonnegative(),
  solutionCheckId: z.uuid(),
  roomId: z.uuid(),
});

/**
 * What the viewer may see of a task's solution (part of GET /api/homework/{id}/solution). A paid solution
 * shows its first step to everyone; the rest (steps, worked solution, video, files) after PAID_SOLUTION is
 * spent, or to the author and ADMIN. A hint is locked only while the solution is locked.
 */
export const ZSolutionAccess = z.object({
  paid: z.boolean(),
  unlocked: z.boolean(),
  price: z.int().positive(),
  /** Steps held back (0 once unlocked). */
  hiddenSteps: z.int().nonnegative(),
  hint: z.object({
    available: z.boolean(),
    unlocked: z.boolean(),
    price: z.int().positive(),
    /** Sanitized HTML, null while locked or when there is none. */
    text: z.string().nullable(),
  }),
  solutionCheck: z.object({ available: z.boolean(), price: z.int().positive() }),
});
export type TSolutionAccess = z.infer<typeof ZSolutionAccess>;

// ---------- Buyers, payments and invoices ----------

export const ZInvoiceBuyer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('private'), name: z.string(), address: ZAddressView.nullable() }),
  z.object({
    type: z.literal('company'),
    name: z.string(),
    nip: z.string(),
    address: ZAddressView,
    vatPayer: z.boolean(),
  }),
]);
export type TInvoiceBuyer = z.infer<typeof ZInvoiceBuyer>;

/** POST /api/payment/checkout. */
export const ZCheckoutRequest = z.object({
  productCode: requiredString().min(1, validationMessages.required).max(64, commerceMessages.productNotFound),
  /** 'stripe' (card, BLIK, Przelewy24; the demo provider stands in without keys) or 'manual' (bank transfer). */
  method: z.enum(['stripe', 'manual'], { error: commerceMessages.invalidMethod }),
  buyer: ZInvoiceBuyerType.default('private'),
  /** A parent pays for a linked child (docs/parents.md): what is bought belongs to the child, the invoice names the parent. */
  forUserId: z.uuid({ error: validationMessages.invalidFormat }).optional(),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

export const ZBankTransfer = z.object({
  recipient: z.string(),
  accountNumber: z.string(),
  /** Unique per payment ('ZAD-7K3M-Q9TX'): how the bank statement is matched. */
  title: z.string(),
  amount: ZGrosze,
});
export type TBankTransfer = z.infer<typeof ZBankTransfer>;

export const ZPayment = z.object({
  id: z.uuid(),
  status: ZPaymentStatus,
  method: ZPurchaseMethod,
  provider: z.enum(paymentProviders),
  item: z.object({ kind: ZPurchasableKind, code: z.string(), name: z.string() }),
  amountGross: ZGrosze,
  currency: z.literal('PLN'),
  buyer: ZInvoiceBuyer,
  /** For a manual transfer: where and with which title to send the money. */
  transfer: ZBankTransfer.nullable(),
  invoiceId: z.uuid().nullable(),
  correctionInvoiceId: z.uuid().nullable(),
  createdAt: ZDateTime,
  paidAt: ZDateTime.nullable(),
  updatedAt: ZDateTime,
  /**
   * Money arrived for something the buyer could not be given (already owned, a lesson time taken meanwhile):
   * nothing was granted and the money goes back (by itself for card and demo payments; an ADMIN returns a
   * bank transfer).
   */
  undelivered: z.boolean(),
  /** The child a parent paid for (docs/parents.md); null when the buyer bought for themselves. */
  beneficiary: z.object({ id: z.uuid(), username: z.string(), displayName: z.string() }).nullable().optional(),
  /** The buyer, in the ADMIN view only. */
  user: ZPublicUser.pick({ id: true, username: true, displayName: true }).nullable().optional(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** Stripe's hosted page, the demo provider's local page, or null for a bank transfer (its details are in `payment.transfer`). */
export const ZCheckoutResponse = z.object({ payment: ZPayment, redirectUrl: z.string().nullable() });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

export const paymentsPageSize = { max: 50, fallback: 20 } as const;
export const ZPaymentListQuery = z.object({
  page: ZPageNumber().default(1),
  pageSize: ZPageSize(paymentsPageSize).default(paymentsPageSize.fallback),
});
/** GET /api/payment/admin: every payment, newest first; `search` is a transfer title, an e-mail, a login or a payment id. */
export const ZAdminPaymentListQuery = ZPaymentListQuery.extend({
  status: ZPaymentStatus.optional(),
  method: ZPurchaseMethod.optional(),
  search: z.string().trim().max(256).optional(),
});
export const ZPaymentList = z.object({ results: z.array(ZPayment), nextPage: z.int().nullable() });
export type TPaymentList = z.infer<typeof ZPaymentList>;
export const ZPaymentChanged = z.object({ message: z.string(), payment: ZPayment });

/** POST /api/payment/{id}/demo: the buyer's answer on the demo provider's page. */
export const ZDemoPaymentRequest = z.object({
  outcome: z.enum(['paid', 'failed'], { error: validationMessages.invalidFormat }),
});

export const bankStatementMaxBytes = 2 * 1024 * 1024;
/** POST /api/payment/import-statement (ADMIN): a bank statement as CSV text. */
export const ZBankStatementImport = z.object({
  csv: requiredString()
    .min(1, commerceMessages.invalidStatement)
    .max(bankStatementMaxBytes, commerceMessages.statementTooLarge),
});
export const ZBankStatementResult = z.object({
  /** Open manual payments the statement paid (now paid and fulfilled). */
  matched: z.array(z.object({ line: z.int(), paymentId: z.uuid(), title: z.string(), amount: ZGrosze })),
  /** Rows that paid a payment already settled: nothing changed. */
  alreadySettled: z.array(z.object({ line: z.int(), paymentId: z.uuid(), title: z.string() })),
  /** Rows no payment matches (unknown title, or an amount that differs): for a person to look at. */
  unmatched: z.array(
    z.object({ line: z.int(), title: z.string(), amount: ZSignedGrosze.nullable(), reason: z.string() }),
  ),
});
export type TBankStatementResult = z.infer<typeof ZBankStatementResult>;

export const invoiceKinds = ['VAT', 'CORRECTION'] as const;
export const ZInvoiceLine = z.object({
  name: z.string(),
  quantity: z.number(),
  unitGross: ZSignedGrosze,
  rate: ZVatRate,
  net: ZSignedGrosze,
  vat: ZSignedGrosze,
  gross: ZSignedGrosze,
});
export const ZInvoiceTotals = z.object({ net: ZSignedGrosze, vat: ZSignedGrosze, gross: ZSignedGrosze });

export const ZInvoice = z.object({
  id: z.uuid(),
  /** 'FV/2026/11/0001'; a correction 'FK/2026/11/0001'. Gap-free per series and month. */
  number: z.string(),
  kind: z.enum(invoiceKinds),
  /** A correction: the invoice it corrects, and why. */
  corrects: z.object({ id: z.uuid(), number: z.string(), issueDate: ZDate }).nullable(),
  correctionReason: z.string().nullable(),
  issueDate: ZDate,
  saleDate: ZDate,
  placeOfIssue: z.string(),
  seller: ZSellerView,
  buyer: ZInvoiceBuyer,
  lines: z.array(ZInvoiceLine),
  byRate: z.array(ZInvoiceTotals.extend({ rate: ZVatRate })),
  total: ZInvoiceTotals,
  /** The gross total in Polish words ('dwadzieścia dwa złote 99/100'). */
  amountInWords: z.string(),
  /** The legal basis when sold without VAT (configured exemption), else null. */
  vatExemptionBasis: z.string().nullable(),
  paymentMethod: z.string(),
  paymentId: z.uuid(),
  currency: z.literal('PLN'),
  /** A company buyer: the structured e-invoice (KSeF FA(3)) can be downloaded. */
  ksef: z.boolean(),
  createdAt: ZDateTime,
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceListQuery = ZPaymentListQuery;
export const ZInvoiceList = z.object({ results: z.array(ZInvoice), nextPage: z.int().nullable() });

/** The params of a route about one payment, by its uuid `:id`; a malformed id answers 400 'Niepoprawny format'. */
export const ZPaymentParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });

/** What Stripe's webhook answers once the event is taken in. */
export const ZWebhookReceived = z.object({ received: z.literal(true) });
