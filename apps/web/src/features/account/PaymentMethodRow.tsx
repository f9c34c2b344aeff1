import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { paymentMethodTypeLabels, type TPaymentMethod } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { describeMethod } from './payment-method-form';
import { RemoveButton } from './RemoveButton';
import './account.pl';

/** One payment method in the list: its kind, number, holder, whether it can be used, and its edit and delete. */
export function PaymentMethodRow({
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
          <RemoveButton
            label={t('accountData.delete')}
            onClick={onDelete}
            aria-label={`${t('accountData.delete')}: ${describeMethod(method)}`}
          />
        </Group>
      </Group>
    </Paper>
  );
}
