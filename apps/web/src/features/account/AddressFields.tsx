import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { TAddressInput } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import './account.pl';

/** The inputs of an address (docs/product-spec.md section 3), bound to a form through `inputProps`. */
export function AddressFields({ inputProps }: { inputProps: (field: keyof TAddressInput) => GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('accountData.street')} autoComplete="address-line1" required {...inputProps('street')} />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('accountData.buildingNumber')} required {...inputProps('buildingNumber')} />
        <TextInput label={t('accountData.apartmentNumber')} {...inputProps('apartmentNumber')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('accountData.postalCode')}
          placeholder={t('accountData.postalCodeHint')}
          autoComplete="postal-code"
          inputMode="numeric"
          required
          {...inputProps('postalCode')}
        />
        <TextInput label={t('accountData.city')} autoComplete="address-level2" required {...inputProps('city')} />
      </SimpleGrid>
    </>
  );
}
