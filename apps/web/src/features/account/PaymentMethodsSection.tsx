import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeletePaymentMethodDialog, PaymentMethodFormDialog } from './PaymentMethodDialogs';
import { PaymentMethodRow } from './PaymentMethodRow';
import { QueryStateView } from './QueryStateView';
import { usePaymentMethodsSection } from './usePaymentMethodsSection';
import './account.pl';

/** How the account is paid out: a list of transfers and BLIK numbers, each added, changed or deleted. */
export function PaymentMethodsSection() {
  const { t } = useTranslation();
  const { methods, confirmedPhone, dialog, setDialog, deleting, setDeleting, remove } = usePaymentMethodsSection();

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
      <PaymentMethodFormDialog dialog={dialog} confirmedPhone={confirmedPhone} onClose={() => setDialog(null)} />
      <DeletePaymentMethodDialog
        deleting={deleting}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(method) => remove.mutate(method)}
      />
    </Stack>
  );
}
