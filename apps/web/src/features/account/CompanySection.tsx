// The app shell loads only ModalBase; the dialog's own stylesheet comes with the page that shows it.
import '@mantine/core/styles/Modal.css';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TCompany, type TCompanyResponse, type TCompanySaveInput, ZCompanySave } from '@zadania/shared';
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
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useSchemaForm(ZCompanySave, toValues(saved));
  const showSaved = (company: TCompany | null) => {
    queryClient.setQueryData<TCompanyResponse>(accountDataKeys.company, { company });
    form.setValues(toValues(company));
    form.resetDirty(toValues(company));
  };
  const save = useMutation({
    mutationFn: accountDataApi.saveCompany,
    onMutate: () => setAlert(null),
    onSuccess: ({ company }) => {
      showSaved(company);
      showToast({ variant: 'success', message: t('toasts.updated') });
    },
    onError: (error) => setAlert(applyServerErrors(form, error, fieldPaths)),
  });
  const remove = useMutation({
    mutationFn: accountDataApi.deleteCompany,
    onSuccess: () => {
      setConfirmingDelete(false);
      showSaved(null);
      form.clearErrors();
      showToast({ variant: 'success', message: t('toasts.deleted') });
    },
  });

  return (
    <>
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(ZCompanySave.parse(values)))}>
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
            <Button type="submit" loading={save.isPending}>
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
