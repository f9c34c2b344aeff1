// The app shell loads only ModalBase; the dialog's own stylesheet comes with the page that shows it.
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  paymentMethodTypeLabels,
  paymentMethodTypes,
  type TPaymentMethod,
  type TPaymentMethodSave,
  ZPaymentMethodSave,
} from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LabelledSegmentedControl } from '../../components/FormParts';
import { showToast } from '../../lib/toasts';
import { accountDataApi, accountDataKeys } from './account-data-api';
import { describeMethod, paymentMethodFieldPaths, toPaymentMethodValues } from './payment-method-form';
import { useSchemaFormSave } from './useSchemaFormSave';
import './account.pl';

/** Adding (`editing` null) or changing a payment method, in a dialog. */
function PaymentMethodForm({
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
  const { form, alert, saving, submit } = useSchemaFormSave({
    schema: ZPaymentMethodSave,
    initialValues: toPaymentMethodValues(editing, confirmedPhone),
    fieldPaths: paymentMethodFieldPaths,
    save: (body: TPaymentMethodSave) =>
      editing ? accountDataApi.updatePaymentMethod(editing.id, body) : accountDataApi.addPaymentMethod(body),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: accountDataKeys.paymentMethods });
      showToast({ variant: 'success', message: t(editing ? 'toasts.updated' : 'toasts.added') });
      onClose();
    },
  });
  const isTransfer = form.values.type === 'przelew';

  return (
    <form noValidate onSubmit={submit}>
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
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('accountData.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('accountData.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog that adds a payment method (`editing` null) or changes one; closed while `dialog` is null. */
export function PaymentMethodFormDialog({
  dialog,
  confirmedPhone,
  onClose,
}: {
  dialog: { editing: TPaymentMethod | null } | null;
  confirmedPhone: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={t(dialog?.editing ? 'accountData.editPayment' : 'accountData.addPayment')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {dialog && <PaymentMethodForm editing={dialog.editing} confirmedPhone={confirmedPhone} onClose={onClose} />}
    </Modal>
  );
}

/** The question before a payment method is deleted; closed while `deleting` is null. */
export function DeletePaymentMethodDialog({
  deleting,
  pending,
  onClose,
  onConfirm,
}: {
  deleting: TPaymentMethod | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (method: TPaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={deleting !== null}
      onClose={onClose}
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
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('accountData.cancel')}
            </Button>
            <Button color="red" loading={pending} onClick={() => onConfirm(deleting)}>
              {t('accountData.delete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
