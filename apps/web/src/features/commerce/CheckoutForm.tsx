import { Alert, Anchor, Button, Card, Divider, Group, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  commerceMessages,
  formatPln,
  type TCommerceCatalog,
  vatFromGross,
  vatRateLabels,
  vatRatePercent,
} from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStateView } from '../account';
import { isParentPaymentRefusal, ParentPaymentRefusal } from '../parents';
import { AmountToPay } from './AmountToPay';
import { CompanyMissing, CompanySummary, PersonalDataMissing } from './CheckoutNotices';
import type { TCatalogProduct } from './commerce-products';
import { PaymentMethodRadios } from './PaymentMethodRadios';
import { type TBuyer, useCheckoutForm } from './useCheckoutForm';
import './commerce.pl';

/** Buying one catalogue item: what it costs, how to pay, whom the invoice is for, and the button that pays. */
export function CheckoutForm({ catalog, product }: { catalog: TCommerceCatalog; product: TCatalogProduct }) {
  const { t } = useTranslation();
  const checkout = useCheckoutForm(catalog, product);
  const { methods, method, buyer, error, company } = checkout;

  return (
    <form onSubmit={checkout.submit} noValidate>
      <Stack gap="lg">
        <CheckoutItem catalog={catalog} product={product} />

        {methods.length === 0 ? (
          <Alert color="yellow" icon={<IconAlertCircle />}>
            {t('commerce.checkout.noMethods')}
          </Alert>
        ) : (
          <PaymentMethodRadios
            words="checkout"
            methods={methods}
            demo={catalog.methods.demo}
            value={method}
            onChange={checkout.setMethod}
            cardPadding="md"
          />
        )}

        <Radio.Group
          label={t('commerce.checkout.buyer')}
          value={buyer}
          onChange={(value) => checkout.setBuyer(value as TBuyer)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="private" label={t('commerce.checkout.private')} />
            <Radio value="company" label={t('commerce.checkout.company')} />
          </Stack>
        </Radio.Group>

        {checkout.personalDataMissing && <PersonalDataMissing />}

        {buyer === 'company' && (
          <QueryStateView query={company}>
            {({ company: data }) => (data ? <CompanySummary company={data} /> : <CompanyMissing />)}
          </QueryStateView>
        )}

        {error && isParentPaymentRefusal(error) && (
          <ParentPaymentRefusal message={error} request={{ productCode: product.code }} />
        )}
        {error && !isParentPaymentRefusal(error) && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            <Stack gap="xs" align="flex-start">
              {error}
              {error === commerceMessages.companyMissing && !checkout.companyMissing && (
                <Anchor component={Link} to="/account/data">
                  {t('commerce.checkout.companyMissing')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}

        <Text size="sm" c="dimmed">
          {t('commerce.checkout.terms')}
        </Text>
        <Group>
          <Button type="submit" size="md" loading={checkout.sending} disabled={checkout.submitDisabled}>
            {method === 'manual' ? t('commerce.checkout.submitManual') : t('commerce.checkout.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The item bought, its price and the VAT in it. */
function CheckoutItem({ catalog, product }: { catalog: TCommerceCatalog; product: TCatalogProduct }) {
  const { t } = useTranslation();
  const vat = vatFromGross(product.priceGross, catalog.vatRate);
  const exempt = vatRatePercent[catalog.vatRate] === 0;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('commerce.checkout.item')}
        </Text>
        <Text fw={600} data-testid="checkout-item">
          {product.name}
        </Text>
        <Divider my="xs" />
        <Group justify="space-between" align="baseline">
          <Text size="sm" c="dimmed">
            {t('commerce.checkout.price')}
          </Text>
          <AmountToPay grosze={product.priceGross} testId="checkout-price" />
        </Group>
        <Text size="sm" c="dimmed" ta="right">
          {exempt
            ? t('commerce.checkout.vatExempt')
            : t('commerce.checkout.vat', { rate: vatRateLabels[catalog.vatRate], amount: formatPln(vat.vat) })}
        </Text>
      </Stack>
    </Card>
  );
}
