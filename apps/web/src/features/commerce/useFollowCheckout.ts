import { useQueryClient } from '@tanstack/react-query';
import type { TCheckoutResponse } from '@zadania/shared';
import { useNavigate } from 'react-router';
import { isExternalUrl } from './commerce-format';
import { commerceKeys } from './commerce-keys';

/** Goes to where a checkout sends the buyer: Stripe's page (leaves the app), the demo page, or the transfer details. */
export function followCheckout(
  result: { payment: { id: string }; redirectUrl: string | null },
  navigate: (to: string) => void,
  assign: (url: string) => void = (url) => window.location.assign(url),
) {
  if (!result.redirectUrl) navigate(`/payment/${result.payment.id}`);
  else if (isExternalUrl(result.redirectUrl)) assign(result.redirectUrl);
  else navigate(result.redirectUrl);
}

/** A started checkout, in the app: the payments list is stale, the payment is cached, and the buyer follows it. */
export function useFollowCheckout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (result: TCheckoutResponse) => {
    void queryClient.invalidateQueries({ queryKey: commerceKeys.payments });
    queryClient.setQueryData(commerceKeys.payment(result.payment.id), result.payment);
    followCheckout(result, (to) => void navigate(to));
  };
}
