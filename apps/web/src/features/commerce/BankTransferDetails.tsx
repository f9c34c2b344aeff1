import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { formatPln, type TBankTransfer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../components/TitledSection';
import { showToast } from '../../lib/toasts';
import { accountDigits, formatAccountNumber, transferAmountText } from './commerce-format';
import './commerce.pl';

/** One field of the transfer with a button that copies what a bank form expects. */
function CopyField({
  label,
  shown,
  copied,
  mono = false,
}: {
  label: string;
  shown: string;
  copied: string;
  mono?: boolean;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copied);
      showToast({ variant: 'success', message: t('commerce.result.copied') });
    } catch {
      showToast({ variant: 'error', title: t('toasts.errorTitle'), message: t('commerce.result.copyFailed') });
    }
  };
  const copyLabel = t('commerce.result.copy', { label });
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {shown}
        </Text>
      </div>
      <Tooltip label={copyLabel}>
        <ActionIcon variant="default" size="lg" onClick={() => void copy()} aria-label={copyLabel}>
          <IconCopy size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** Where to send a manual bank transfer: recipient, account, the exact amount and the unique title. */
export function BankTransferDetails({ transfer }: { transfer: TBankTransfer }) {
  const { t } = useTranslation();
  return (
    <TitledCard id="transfer-details" title={t('commerce.result.transferTitle')} titleSize="h4" gap="md">
      <Text size="sm">{t('commerce.result.transferIntro')}</Text>
      <CopyField label={t('commerce.result.recipient')} shown={transfer.recipient} copied={transfer.recipient} />
      <CopyField
        label={t('commerce.result.accountNumber')}
        shown={formatAccountNumber(transfer.accountNumber)}
        copied={accountDigits(transfer.accountNumber)}
        mono
      />
      <CopyField
        label={t('commerce.result.exactAmount')}
        shown={formatPln(transfer.amount)}
        copied={transferAmountText(transfer.amount)}
      />
      <CopyField label={t('commerce.result.transferTitleField')} shown={transfer.title} copied={transfer.title} />
      <Text size="sm" c="dimmed">
        {t('commerce.result.transferWaiting')}
      </Text>
    </TitledCard>
  );
}
