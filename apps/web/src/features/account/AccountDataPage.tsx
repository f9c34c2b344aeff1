import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountPageHeading } from '../../components/AccountPageHeading';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useMe } from '../../lib/session/useMe';
import { ParentSection, parentSectionId } from '../parents';
import { AccountSection } from './AccountSection';
import { CompanySection } from './CompanySection';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { PersonalDataSection } from './PersonalDataSection';
import { PhoneSection } from './PhoneSection';
import './account.pl';

/**
 * /account/data: personal data, company, phone number and payment methods of the signed-in account; a pupil's (USER,
 * also one waiting for the consent) parent or guardian too.
 */
export function AccountDataPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountData.title'));
  const isPupil = useMe().data?.role === 'USER';

  return (
    <Container size="sm" px={0} py="xl">
      <Stack gap="lg">
        <AccountPageHeading title={t('accountData.title')} intro={t('accountData.intro')} />
        <AccountSection title={t('accountData.personalTitle')}>
          <PersonalDataSection />
        </AccountSection>
        <AccountSection title={t('accountData.companyTitle')}>
          <CompanySection />
        </AccountSection>
        <AccountSection title={t('accountData.phoneTitle')}>
          <PhoneSection />
        </AccountSection>
        <AccountSection title={t('accountData.paymentTitle')}>
          <PaymentMethodsSection />
        </AccountSection>
        {isPupil && (
          <AccountSection title={t('accountData.parentTitle')} id={parentSectionId}>
            <ParentSection />
          </AccountSection>
        )}
      </Stack>
    </Container>
  );
}
