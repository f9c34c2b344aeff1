import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { parentsKeys } from './parents-api';

/** An address of another site (Stripe's page), which the browser itself must open. */
const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * Follows a started checkout as the commerce pages do: to its redirect (Stripe's page, or the demo provider's page
 * in development), else to the payment's own page (transfer details, status).
 */
export function useFollowRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (result: { payment: { id: string }; redirectUrl: string | null }) => {
    void queryClient.invalidateQueries({ queryKey: parentsKeys.all });
    if (!result.redirectUrl) void navigate(`/payment/${result.payment.id}`);
    else if (isExternal(result.redirectUrl)) window.location.assign(result.redirectUrl);
    else void navigate(result.redirectUrl);
  };
}
