import { useQuery } from '@tanstack/react-query';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { commerceApi } from './commerce-api';
import { commerceKeys } from './commerce-keys';

/** What the platform sells (public): plans, token packages, spend prices, the seller and the methods on offer. */
export function useCatalog() {
  return useQuery({
    queryKey: commerceKeys.catalog,
    queryFn: ({ signal }) => commerceApi.catalog(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in account's Premium; idle when signed out. */
export function useSubscriptionState() {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({
    queryKey: commerceKeys.subscription,
    queryFn: ({ signal }) => commerceApi.subscription(signal),
    enabled: isAuthenticated,
  });
}

/** The signed-in account's token balance and spend prices; idle when signed out. */
export function useTokenWallet() {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({
    queryKey: commerceKeys.wallet,
    queryFn: ({ signal }) => commerceApi.wallet(signal),
    enabled: isAuthenticated,
  });
}
