// The app shell loads only ModalBase; the dialog's own stylesheet comes with the page that shows it.
import '@mantine/core/styles/Modal.css';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TCompany, type TCompanyResponse, type TCompanySaveInput, ZCompanySave } from '@zadania/shared';
import { useState } from 'react';
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
  'name',
  'nip',
  'vatPayer',
  'address.street',
  'address.buildingNumber',
  'address.apartmentNumber',
  'address.postalCode',
  'address.city',
] as const;

const toValues = (saved: TCompany | null): TCompanySaveInput =>
  saved
    ? { name: saved.name, nip: saved.nip, vatPayer: saved.vatPayer, address: toAddressValues(saved.address) }
    : { name: '', nip: '', vatPayer: false, address: blankAddress };

function CompanyForm({ saved }: { saved: TCompany | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  /** Puts what the server now holds into the cache and the form, which then has nothing unsaved. */
  const showSaved = (form: UseFormReturnType<TCompanySaveInput>, company: TCompany | null) => {
    queryClient.setQueryData<TCompanyResponse>(accountDataKeys.company, { company });
    form.setValues(toValues(company));
    form.resetDirty(toValues(company));
  };
  const { form, alert, saving, submit } = useSchemaFormSave({
    schema: ZCompanySave,
    initialValues: toValues(saved),
    fieldPaths,
    save: accountDataApi.saveCompany,
    onSaved: ({ company }, savedForm) => {
      showSaved(savedForm, company);
      showToast({ variant: 'success', message: t('toasts.updated') });
    },
  });
  const remove = useMutation({
    mutationFn: accountDataApi.deleteCompany,
    onSuccess: () => {
      setConfirmingDelete(false);
      showSaved(form, null);
      form.clearErrors();
      showToast({ variant: 'success', message: t('toasts.deleted') });
    },
  });

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('accountData.companyHint')}
          </Text>
          <ErrorAlert message={alert} />
          <TextInput
            label={t('accountData.companyName')}
            autoComplete="organization"
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('accountData.nip')}
            description={t('accountData.nipHint')}
            required
            {...form.getInputProps('nip')}
          />
          <AddressFields inputProps={(field) => form.getInputProps(`address.${field}`)} />
          <Checkbox label={t('accountData.vatPayer')} {...form.getInputProps('vatPayer', { type: 'checkbox' })} />
          <Group gap="sm">
            <Button type="submit" loading={saving}>
              {t('accountData.save')}
            </Button>
            {saved && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirmingDelete(true)}
              >
                {t('accountData.deleteCompany')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={t('accountData.deleteCompanyTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('accountData.deleteCompanyText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmingDelete(false)} disabled={remove.isPending}>
              {t('accountData.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('accountData.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The company invoices are made out to: filled in, changed or deleted. */
export function CompanySection() {
  const query = useQuery({
    queryKey: accountDataKeys.company,
    queryFn: ({ signal }) => accountDataApi.company(signal),
  });
  return <QueryStateView query={query}>{(data) => <CompanyForm saved={data.company} />}</QueryStateView>;
}
