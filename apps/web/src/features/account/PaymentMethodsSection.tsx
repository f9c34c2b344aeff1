// The app shell loads only ModalBase; the dialog's own stylesheet comes with the page that shows it.
import '@mantine/core/styles/Modal.css';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatBankAccount,
  formatPhoneNumber,
  paymentMethodTypeLabels,
  paymentMethodTypes,
  type TPaymentMethod,
  type TPaymentMethodSave,
  type TPaymentMethodType,
  ZPaymentMethodSave,
} from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LabelledSegmentedControl } from '../../components/FormParts';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { showToast } from '../../lib/toasts';
import { accountDataApi, accountDataKeys } from './account-data-api';
import { QueryStateView } from './QueryStateView';
import './account.pl';

/** The fields of both kinds at once, so switching the kind keeps what was typed; the schema keeps its kind's. */
type TPaymentMethodValues = {
  type: TPaymentMethodType;
  bankAccount: string;
  accountHolderName: string;
  phoneNumber: string;
};

const fieldPaths = ['type', 'bankAccount', 'accountHolderName', 'phoneNumber'] as const;

const toValues = (method: TPaymentMethod | null, confirmedPhone: string | null): TPaymentMethodValues => ({
  type: method?.type ?? 'przelew',
  bankAccount: method?.type === 'przelew' ? method.bankAccount : '',
  accountHolderName: method?.type === 'przelew' ? method.accountHolderName : '',
  phoneNumber: method?.type === 'blik' ? method.phoneNumber : (confirmedPhone ?? ''),
});

const describeMethod = (method: TPaymentMethod) =>
  method.type === 'przelew' ? formatBankAccount(method.bankAccount) : formatPhoneNumber(method.phoneNumber);

/** Adding (`editing` null) or changing a payment method, in a dialog. */
function PaymentMethodDialog({
  editing,
  confirmedPhone,
  onClose,
}: {
  editing: TPaymentMethod | null;
  confirmedPhone: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(ZPaymentMethodSave, toValues(editing, confirmedPhone));
  const save = useMutation({
    mutationFn: (body: TPaymentMethodSave) =>
      editing ? accountDataApi.updatePaymentMethod(editing.id, body) : accountDataApi.addPaymentMethod(body),
    onMutate: () => setAlert(null),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountDataKeys.paymentMethods });
      showToast({ variant: 'success', message: t(editing ? 'toasts.updated' : 'toasts.added') });
      onClose();
    },
    onError: (error) => setAlert(applyServerErrors(form, error, fieldPaths)),
  });
  const isTransfer = form.values.type === 'przelew';

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(ZPaymentMethodSave.parse(values)))}>
      <Stack gap="sm">
        <ErrorAlert message={alert} />
        <LabelledSegmentedControl
          labelId="payment-method-type"
          label={t('accountData.paymentType')}
          fullWidth
          data={paymentMethodTypes.map((type) => ({ value: type, label: paymentMethodTypeLabels[type] }))}
          {...form.getInputProps('type')}
        />
        {isTransfer ? (
          <>
            <TextInput
              label={t('accountData.bankAccount')}
              description={t('accountData.bankAccountHint')}
              inputMode="numeric"
              autoComplete="off"
              required
              {...form.getInputProps('bankAccount')}
            />
            <TextInput
              label={t('accountData.accountHolderName')}
              autoComplete="name"
              required
              {...form.getInputProps('accountHolderName')}
            />
          </>
        ) : (
          <>
            {!confirmedPhone && (
              <Alert color="yellow" icon={<IconAlertCircle />}>
                {t('accountData.blikNeedsPhone')}
              </Alert>
            )}
            <TextInput
              label={t('accountData.blikPhone')}
              type="tel"
              inputMode="numeric"
              maxLength={9}
              required
              {...form.getInputProps('phoneNumber')}
            />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('accountData.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('accountData.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PaymentMethodRow({
  method,
  onEdit,
  onDelete,
}: {
  method: TPaymentMethod;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Badge variant="light">{paymentMethodTypeLabels[method.type]}</Badge>
            {!method.usable && (
              <Badge color="gray" variant="outline" title={t('accountData.notUsableHint')}>
                {t('accountData.notUsable')}
              </Badge>
            )}
          </Group>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {describeMethod(method)}
          </Text>
          {method.type === 'przelew' && (
            <Text size="sm" c="dimmed">
              {method.accountHolderName}
            </Text>
          )}
          {!method.usable && (
            <Text size="xs" c="dimmed">
              {t('accountData.notUsableHint')}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`${t('accountData.edit')}: ${describeMethod(method)}`}
          >
            {t('accountData.edit')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
            aria-label={`${t('accountData.delete')}: ${describeMethod(method)}`}
          >
            {t('accountData.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** How the account is paid out: a list of transfers and BLIK numbers, each added, changed or deleted. */
export function PaymentMethodsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const methods = useQuery({
    queryKey: accountDataKeys.paymentMethods,
    queryFn: ({ signal }) => accountDataApi.paymentMethods(signal),
  });
  const phone = useQuery({ queryKey: accountDataKeys.phone, queryFn: ({ signal }) => accountDataApi.phone(signal) });
  const [dialog, setDialog] = useState<{ editing: TPaymentMethod | null } | null>(null);
  const [deleting, setDeleting] = useState<TPaymentMethod | null>(null);
  const remove = useMutation({
    mutationFn: (method: TPaymentMethod) => accountDataApi.deletePaymentMethod(method.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountDataKeys.paymentMethods });
      setDeleting(null);
      showToast({ variant: 'success', message: t('toasts.deleted') });
    },
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('accountData.paymentHint')}
      </Text>
      <QueryStateView query={methods}>
        {({ results }) =>
          results.length === 0 ? (
            <Text size="sm">{t('accountData.paymentEmpty')}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('accountData.paymentList')}>
              {results.map((method) => (
                <PaymentMethodRow
                  key={method.id}
                  method={method}
                  onEdit={() => setDialog({ editing: method })}
                  onDelete={() => setDeleting(method)}
                />
              ))}
            </Stack>
          )
        }
      </QueryStateView>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setDialog({ editing: null })}
        disabled={!methods.isSuccess}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('accountData.addPayment')}
      </Button>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={t(dialog?.editing ? 'accountData.editPayment' : 'accountData.addPayment')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {dialog && (
          <PaymentMethodDialog
            editing={dialog.editing}
            confirmedPhone={phone.data?.phoneNumber ?? null}
            onClose={() => setDialog(null)}
          />
        )}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('accountData.deletePaymentTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {deleting && (
          <Stack gap="md">
            <Text size="sm">
              {t('accountData.deletePaymentText', {
                label: `${paymentMethodTypeLabels[deleting.type]} ${describeMethod(deleting)}`,
              })}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
                {t('accountData.cancel')}
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(deleting)}>
                {t('accountData.delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
