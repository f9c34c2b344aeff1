import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TPersonalData,
  type TPersonalDataResponse,
  type TPersonalDataSaveInput,
  ZPersonalDataSave,
} from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { showToast } from '../../lib/toasts';
import { AddressFields } from './AddressFields';
import { accountDataApi, accountDataKeys } from './account-data-api';
import { blankAddress, toAddressValues } from './address-form-values';
import { QueryStateView } from './QueryStateView';
import { useSchemaFormSave } from './useSchemaFormSave';
import './account.pl';

const fieldPaths = [
  'firstName',
  'lastName',
  'address.street',
  'address.buildingNumber',
  'address.apartmentNumber',
  'address.postalCode',
  'address.city',
] as const;

const toValues = (saved: TPersonalData | null): TPersonalDataSaveInput =>
  saved
    ? { firstName: saved.firstName, lastName: saved.lastName, address: toAddressValues(saved.address) }
    : { firstName: '', lastName: '', address: blankAddress };

function PersonalDataForm({ saved }: { saved: TPersonalData | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, alert, saving, submit } = useSchemaFormSave({
    schema: ZPersonalDataSave,
    initialValues: toValues(saved),
    fieldPaths,
    save: accountDataApi.savePersonalData,
    onSaved: ({ personalData }, savedForm) => {
      queryClient.setQueryData<TPersonalDataResponse>(accountDataKeys.personalData, { personalData });
      savedForm.setValues(toValues(personalData));
      savedForm.resetDirty(toValues(personalData));
      showToast({ variant: 'success', message: t('toasts.updated') });
    },
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <ErrorAlert message={alert} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('accountData.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('accountData.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <AddressFields inputProps={(field) => form.getInputProps(`address.${field}`)} />
        <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
          {t('accountData.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** The account's first and last name and address, for invoices. */
export function PersonalDataSection() {
  const query = useQuery({
    queryKey: accountDataKeys.personalData,
    queryFn: ({ signal }) => accountDataApi.personalData(signal),
  });
  return <QueryStateView query={query}>{(data) => <PersonalDataForm saved={data.personalData} />}</QueryStateView>;
}
