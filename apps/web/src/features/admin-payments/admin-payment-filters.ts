import { paymentStatuses, purchaseMethods, type TPaymentStatus, type TPurchaseMethod } from '@zadania/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TAdminPaymentFilters } from './admin-payments-api';

const isStatus = (value: string | null): value is TPaymentStatus =>
  (paymentStatuses as readonly (string | null)[]).includes(value);
const isMethod = (value: string | null): value is TPurchaseMethod =>
  (purchaseMethods as readonly (string | null)[]).includes(value);

/** The filters in a URL query; anything unknown is left out rather than sent. */
export function readAdminPaymentFilters(params: URLSearchParams): TAdminPaymentFilters {
  const status = params.get('status');
  const method = params.get('method');
  const search = params.get('search')?.trim();
  const page = Number(params.get('page'));
  return {
    ...(isStatus(status) && { status }),
    ...(isMethod(method) && { method }),
    ...(search && { search: search.slice(0, 256) }),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

type TFilterPatch = { status?: string; method?: string; search?: string; page?: number };

/** The filters kept in the URL query: a change of any filter goes back to page 1. */
export function useAdminPaymentFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readAdminPaymentFilters(params), [params]);
  const change = useCallback(
    (patch: TFilterPatch) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of ['status', 'method', 'search'] as const) {
          if (!(key in patch)) continue;
          const value = patch[key];
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (patch.page && patch.page > 1) next.set('page', String(patch.page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { filters, change };
}
