import { Alert, type AlertProps, Anchor, Card, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { commerceMessages, type TCompany } from '@zadania/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './commerce.pl';

/** The company an invoice will be made out to, with a link to change it. */
export function CompanySummary({ company }: { company: TCompany }) {
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
export function PersonalDataMissing() {
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

/** A company buyer without company data: the checkout waits until it is filled in. */
export function CompanyMissing() {
  const { t } = useTranslation();
  return (
    <AlertWithLink color="yellow" role="alert" to="/account/data" link={t('commerce.checkout.companyMissing')}>
      {commerceMessages.companyMissing}
    </AlertWithLink>
  );
}

/** A notice with the link to the page where the reader can act on it. */
export function AlertWithLink({
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
