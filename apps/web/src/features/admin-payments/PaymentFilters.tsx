import { Group, NativeSelect } from '@mantine/core';
import { paymentStatuses, paymentStatusLabels, purchaseMethods } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { useAdminPaymentFilters } from './admin-payment-filters';
import { adminPaymentsPl } from './admin-payments.pl';

/** The status, method and search filters, kept in the URL. */
export function PaymentFilters() {
  const { t } = useTranslation();
  const { filters, change } = useAdminPaymentFilters();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('adminPayments.filters')}>
      <NativeSelect
        label={t('adminPayments.status')}
        value={filters.status ?? ''}
        onChange={(event) => change({ status: event.currentTarget.value })}
        data={[
          { value: '', label: t('adminPayments.anyStatus') },
          ...paymentStatuses.map((status) => ({ value: status, label: paymentStatusLabels[status] })),
        ]}
        w={{ base: '100%', xs: 200 }}
      />
      <NativeSelect
        label={t('adminPayments.method')}
        value={filters.method ?? ''}
        onChange={(event) => change({ method: event.currentTarget.value })}
        data={[
          { value: '', label: t('adminPayments.anyMethod') },
          ...purchaseMethods.map((method) => ({ value: method, label: adminPaymentsPl.methods[method] })),
        ]}
        w={{ base: '100%', xs: 200 }}
      />
      <div style={{ flex: '1 1 260px' }}>
        <DebouncedSearchInput
          label={t('adminPayments.search')}
          placeholder={t('adminPayments.searchPlaceholder')}
          value={filters.search ?? ''}
          onCommit={(search) => change({ search })}
        />
      </div>
    </Group>
  );
}
