import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaymentMethod } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { accountDataApi, accountDataKeys } from './account-data-api';

/** The payment methods section's data: the list, the confirmed phone, the open dialog and the deletion. */
export function usePaymentMethodsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const methods = useQuery({
    queryKey: accountDataKeys.paymentMethods,
    queryFn: ({ signal }) => accountDataApi.paymentMethods(signal),
  });
  const phone = useQuery({ queryKey: accountDataKeys.phone, queryFn: ({ signal }) => accountDataApi.phone(signal) });
  const [dialog, setDialog] = useState<{ editing: TPaymentMethod | null } | null>(null);
  const [deleting, setDeleting] = useState<TPaymentMethod | null>(null);
  const remove = useMutation({
    mutationFn: (method: TPaymentMethod) => accountDataApi.deletePaymentMethod(method.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountDataKeys.paymentMethods });
      setDeleting(null);
      showToast({ variant: 'success', message: t('toasts.deleted') });
    },
  });

  return {
    methods,
    confirmedPhone: phone.data?.phoneNumber ?? null,
    dialog,
    setDialog,
    deleting,
    setDeleting,
    remove,
  };
}
