/**
 * Query keys of commerce; `commerceKeys.all` covers them all. A file of its own: the realtime bridge and the
 * user menu (in the main chunk) import only these, not the pages.
 */
export const commerceKeys = {
  all: ['commerce'] as const,
  catalog: ['commerce', 'catalog'] as const,
  subscription: ['commerce', 'subscription'] as const,
  wallet: ['commerce', 'wallet'] as const,
  tokenHistory: ['commerce', 'token-history'] as const,
  payments: ['commerce', 'payments'] as const,
  payment: (id: string) => ['commerce', 'payment', id] as const,
  invoices: ['commerce', 'invoices'] as const,
  invoice: (id: string) => ['commerce', 'invoice', id] as const,
};
