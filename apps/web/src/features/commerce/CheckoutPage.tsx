// biome-ignore-all assist/source/organizeImports: the stylesheets come first
import './commerce-styles';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { QueryStateView } from '../account';
import { AlertWithLink } from './CheckoutNotices';
import { CheckoutForm } from './CheckoutForm';
import { findCatalogProduct } from './commerce-products';
import { useCatalog } from './useCommerceQueries';
import './commerce.pl';

/** /checkout/{productCode}: the item, its price with VAT, how to pay, and whom the invoice is for. */
export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('commerce.checkout.title'));
  const { productCode = '' } = useParams();
  const catalog = useCatalog();

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={640}>
      <Title order={1}>{t('commerce.checkout.title')}</Title>
      <QueryStateView query={catalog}>
        {(data) => {
          const product = findCatalogProduct(data, productCode);
          if (!product) {
            return (
              <AlertWithLink color="red" role="alert" to="/subscription" link={t('commerce.checkout.toSubscription')}>
                {t('commerce.checkout.notFound')}
              </AlertWithLink>
            );
          }
          return <CheckoutForm catalog={data} product={product} />;
        }}
      </QueryStateView>
    </Stack>
  );
}
