// The method cards' stylesheets: this form shows on other features' pages, which do not load commerce's.
import './commerce-styles';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPln, type TCheckoutResponse, type TCommerceCatalog, type TPurchaseRequestCreate } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/api/api-error';
import { isParentPaymentRefusal, ParentPaymentRefusal } from '../parents';
import { availableMethods } from './checkout-methods';
import { PaymentMethodRadios, type TPaymentMethod } from './PaymentMethodRadios';
import { useCatalog } from './useCommerceQueries';
import { useFollowCheckout } from './useFollowCheckout';
import './commerce.pl';

export type TItemCheckoutMethod = TPaymentMethod;
export type TItemCheckoutBody = { method: TItemCheckoutMethod; buyer: 'private' };

/** The methods the platform takes now (the catalogue says); both while it loads or when it cannot be read. */
function methodsOf(catalog: TCommerceCatalog | undefined): { methods: TItemCheckoutMethod[]; demo: boolean } {
  if (!catalog) return { methods: ['stripe', 'manual'], demo: false };
  return { methods: availableMethods(catalog), demo: !catalog.methods.stripe && catalog.methods.demo };
}

/**
 * Pays an item another feature sells (a lesson booking, an on-request task's offer): online or by bank transfer.
 * Like the commerce checkout, the answer sends the buyer to its redirect (Stripe's page or the demo page), else to
 * the payment's own page (transfer details, status).
 */
export function ItemCheckoutForm({
  amountGross,
  formLabel,
  pay,
  invalidate,
  parentRequest,
}: {
  amountGross: number;
  formLabel: string;
  pay: (body: TItemCheckoutBody) => Promise<TCheckoutResponse>;
  /** The feature's queries the new payment changes. */
  invalidate: QueryKey;
  /** What a minor asks a parent to buy when the API refuses the minor's payment ("Poproś rodzica"). */
  parentRequest?: TPurchaseRequestCreate;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const followCheckoutInApp = useFollowCheckout();
  const catalog = useCatalog();
  const { methods, demo } = methodsOf(catalog.data);
  const [method, setMethod] = useState<TItemCheckoutMethod | null>(null);
  const chosen = method && methods.includes(method) ? method : (methods[0] ?? null);
  const [error, setError] = useState<string | null>(null);
  const checkout = useMutation({
    mutationFn: pay,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: invalidate });
      followCheckoutInApp(result);
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('commerce.itemCheckout.failed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (chosen) checkout.mutate({ method: chosen, buyer: 'private' });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap="sm">
        <Text fw={600}>{t('commerce.itemCheckout.amount', { amount: formatPln(amountGross) })}</Text>
        <PaymentMethodRadios
          words="itemCheckout"
          methods={methods}
          demo={demo}
          value={chosen}
          onChange={setMethod}
          cardPadding="sm"
        />
        {methods.length === 0 && (
          <Alert color="yellow" icon={<IconAlertCircle />}>
            {t('commerce.checkout.noMethods')}
          </Alert>
        )}
        {parentRequest && error && isParentPaymentRefusal(error) ? (
          <ParentPaymentRefusal message={error} request={parentRequest} />
        ) : (
          <ErrorAlert message={error} />
        )}
        <Group>
          <Button type="submit" loading={checkout.isPending || checkout.isSuccess} disabled={!chosen}>
            {t('commerce.itemCheckout.pay')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
