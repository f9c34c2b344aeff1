// biome-ignore-all assist/source/organizeImports: the stylesheets come first
import './commerce-styles';
import { Alert, type AlertProps, Anchor, Button, Card, Divider, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  commerceMessages,
  formatPln,
  type TCheckoutRequest,
  type TCheckoutResponse,
  type TCommerceCatalog,
  type TCompany,
  vatFromGross,
  vatRateLabels,
  vatRatePercent,
} from '@zadania/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { accountDataApi, accountDataKeys } from '../account/account-data-api';
import { QueryStateView } from '../account/QueryStateView';
import { AmountToPay } from './AmountToPay';
import { commerceApi } from './commerce-api';
import { isExternalUrl } from './commerce-format';
import { commerceKeys } from './commerce-keys';
import { findCatalogProduct, type TCatalogProduct } from './commerce-products';
import { PaymentMethodRadios } from './PaymentMethodRadios';
import { useCatalog } from './useCommerceQueries';
import './commerce.pl';

type TMethod = TCheckoutRequest['method'];
type TBuyer = NonNullable<TCheckoutRequest['buyer']>;

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

function availableMethods(catalog: TCommerceCatalog): TMethod[] {
  const methods: TMethod[] = [];
  if (catalog.methods.stripe || catalog.methods.demo) methods.push('stripe');
  if (catalog.methods.manual) methods.push('manual');
  return methods;
}

export function CheckoutForm({ catalog, product }: { catalog: TCommerceCatalog; product: TCatalogProduct }) {
  const { t } = useTranslation();
  const followCheckoutInApp = useFollowCheckout();
  const methods = availableMethods(catalog);
  const [method, setMethod] = useState<TMethod | null>(methods[0] ?? null);
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

  const vat = vatFromGross(product.priceGross, catalog.vatRate);
  const exempt = vatRatePercent[catalog.vatRate] === 0;
  const companyMissing = buyer === 'company' && company.data?.company === null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
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
            onChange={setMethod}
            cardPadding="md"
          />
        )}

        <Radio.Group label={t('commerce.checkout.buyer')} value={buyer} onChange={(value) => setBuyer(value as TBuyer)}>
          <Stack gap="xs" mt="xs">
            <Radio value="private" label={t('commerce.checkout.private')} />
            <Radio value="company" label={t('commerce.checkout.company')} />
          </Stack>
        </Radio.Group>

        {buyer === 'private' && personal.data?.personalData === null && <PersonalDataMissing />}

        {buyer === 'company' && (
          <QueryStateView query={company}>
            {({ company: data }) => (data ? <CompanySummary company={data} /> : <CompanyMissing />)}
          </QueryStateView>
        )}

        {error && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            <Stack gap="xs" align="flex-start">
              {error}
              {error === commerceMessages.companyMissing && !companyMissing && (
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
          <Button
            type="submit"
            size="md"
            loading={checkout.isPending || checkout.isSuccess}
            disabled={methods.length === 0 || companyMissing || (buyer === 'company' && company.isPending)}
          >
            {method === 'manual' ? t('commerce.checkout.submitManual') : t('commerce.checkout.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CompanySummary({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const { address } = company;
  return (
    <Card withBorder radius="md" padding="md" data-testid="checkout-company">
      <Text size="sm" c="dimmed">
        {t('commerce.checkout.companyData')}
      </Text>
      <Text fw={600}>{company.name}</Text>
      <Text size="sm">{t('commerce.checkout.nip', { nip: company.nip })}</Text>
      <Text size="sm">
        {address.street} {address.buildingNumber}
        {address.apartmentNumber ? `/${address.apartmentNumber}` : ''}, {address.postalCode} {address.city}
      </Text>
      <Anchor component={Link} to="/account/data" size="sm" mt="xs">
        {t('commerce.checkout.editCompany')}
      </Anchor>
    </Card>
  );
}

/** Not a refusal: the purchase goes on, but the invoice would carry only the account's name and no address. */
function PersonalDataMissing() {
  const { t } = useTranslation();
  return (
    <AlertWithLink
      color="blue"
      data-testid="personal-data-missing"
      to="/account/data"
      link={t('commerce.checkout.personalDataLink')}
    >
      {t('commerce.checkout.personalDataMissing')}
    </AlertWithLink>
  );
}

function CompanyMissing() {
  const { t } = useTranslation();
  return (
    <AlertWithLink color="yellow" role="alert" to="/account/data" link={t('commerce.checkout.companyMissing')}>
      {commerceMessages.companyMissing}
    </AlertWithLink>
  );
}

/** A notice with the link to the page where the reader can act on it. */
function AlertWithLink({
  to,
  link,
  children,
  ...alert
}: Pick<AlertProps, 'color' | 'role'> & { 'data-testid'?: string; to: string; link: string; children: ReactNode }) {
  return (
    <Alert icon={<IconAlertCircle />} {...alert}>
      <Stack gap="xs" align="flex-start">
        {children}
        <Anchor component={Link} to={to}>
          {link}
        </Anchor>
      </Stack>
    </Alert>
  );
}
