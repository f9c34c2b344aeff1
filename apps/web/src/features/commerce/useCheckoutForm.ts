import { useMutation, useQuery } from '@tanstack/react-query';
import { commerceMessages, type TCheckoutRequest, type TCommerceCatalog } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { accountDataApi, accountDataKeys } from '../account';
import { availableMethods } from './checkout-methods';
import { commerceApi } from './commerce-api';
import type { TCatalogProduct } from './commerce-products';
import type { TPaymentMethod } from './PaymentMethodRadios';
import { useFollowCheckout } from './useFollowCheckout';
import './commerce.pl';

export type TBuyer = NonNullable<TCheckoutRequest['buyer']>;

/** The checkout form's data: the method and buyer chosen, whom the invoice names, and the checkout itself. */
export function useCheckoutForm(catalog: TCommerceCatalog, product: TCatalogProduct) {
  const { t } = useTranslation();
  const followCheckoutInApp = useFollowCheckout();
  const methods = availableMethods(catalog);
  const [method, setMethod] = useState<TPaymentMethod | null>(methods[0] ?? null);
  const [buyer, setBuyer] = useState<TBuyer>('private');
  const [error, setError] = useState<string | null>(null);
  const company = useQuery({
    queryKey: accountDataKeys.company,
    queryFn: ({ signal }) => accountDataApi.company(signal),
    enabled: buyer === 'company',
  });
  // A private buyer's invoice names them with the personal data of the account: without it, only the account's name.
  const personal = useQuery({
    queryKey: accountDataKeys.personalData,
    queryFn: ({ signal }) => accountDataApi.personalData(signal),
    enabled: buyer === 'private',
  });
  const checkout = useMutation({
    mutationFn: commerceApi.checkout,
    onSuccess: followCheckoutInApp,
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('commerce.loadError')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!method) return setError(commerceMessages.invalidMethod);
    if (buyer === 'company' && company.data && !company.data.company) return setError(commerceMessages.companyMissing);
    checkout.mutate({ productCode: product.code, method, buyer });
  };

  const companyMissing = buyer === 'company' && company.data?.company === null;

  return {
    methods,
    method,
    setMethod,
    buyer,
    setBuyer,
    error,
    company,
    companyMissing,
    personalDataMissing: buyer === 'private' && personal.data?.personalData === null,
    /** Busy until the buyer has left for the payment (a success navigates away). */
    sending: checkout.isPending || checkout.isSuccess,
    submitDisabled: methods.length === 0 || companyMissing || (buyer === 'company' && company.isPending),
    submit,
  };
}
