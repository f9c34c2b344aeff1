import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { CompanySection } from './CompanySection';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { PersonalDataSection } from './PersonalDataSection';
import { PhoneSection } from './PhoneSection';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p={{ base: 'md', xs: 'xl' }} radius="md" aria-label={title}>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /account/data: personal data, company, phone number and payment methods of the signed-in account. */
export function AccountDataPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountData.title'));

  return (
    <Container size="sm" px={0} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('accountData.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('accountData.intro')}
          </Text>
        </div>
        <Section title={t('accountData.personalTitle')}>
          <PersonalDataSection />
        </Section>
        <Section title={t('accountData.companyTitle')}>
          <CompanySection />
        </Section>
        <Section title={t('accountData.phoneTitle')}>
          <PhoneSection />
        </Section>
        <Section title={t('accountData.paymentTitle')}>
          <PaymentMethodsSection />
        </Section>
      </Stack>
    </Container>
  );
}
