import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TPersonalData,
  type TPersonalDataResponse,
  type TPersonalDataSaveInput,
  ZPersonalDataSave,
} from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { showToast } from '../../lib/toasts';
import { AddressFields } from './AddressFields';
import { accountDataApi, accountDataKeys } from './account-data-api';
import { blankAddress, toAddressValues } from './address-form-values';
import { QueryStateView } from './QueryStateView';
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
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(ZPersonalDataSave, toValues(saved));
  const save = useMutation({
    mutationFn: accountDataApi.savePersonalData,
    onMutate: () => setAlert(null),
    onSuccess: ({ personalData }) => {
      queryClient.setQueryData<TPersonalDataResponse>(accountDataKeys.personalData, { personalData });
      form.setValues(toValues(personalData));
      form.resetDirty(toValues(personalData));
      showToast({ variant: 'success', message: t('toasts.updated') });
    },
    onError: (error) => setAlert(applyServerErrors(form, error, fieldPaths)),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(ZPersonalDataSave.parse(values)))}>
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
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
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
