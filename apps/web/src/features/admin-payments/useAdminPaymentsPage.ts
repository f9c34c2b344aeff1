import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can, commerce } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { useAdminPaymentFilters } from './admin-payment-filters';
import { adminPaymentKeys, adminPaymentsApi } from './admin-payments-api';
import './admin-payments.pl';

/** Below this width the table becomes one card per payment. */
const PHONE_QUERY = '(max-width: 48em)';

/** The data of /admin/payments: whether the viewer may see it, the filters from the URL and the page of payments. */
export function useAdminPaymentsPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const allowed = can(viewer, 'administer', commerce);
  const { filters, change } = useAdminPaymentFilters();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const list = useQuery({
    queryKey: adminPaymentKeys.list(filters),
    queryFn: ({ signal }) => adminPaymentsApi.list(filters, signal),
    enabled: ready && allowed,
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('adminPayments.title'));

  return {
    ready,
    forbidden: ready && !allowed,
    page: filters.page,
    goTo: (page: number) => change({ page }),
    phone,
    list,
  };
}
