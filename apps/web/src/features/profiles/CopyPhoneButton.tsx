import { Button } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import './profiles.pl';

/** Copies a public phone number and says so with 'Skopiowano!' (docs/product-spec.md sections 2 and 8). */
export function CopyPhoneButton({ phoneNumber }: { phoneNumber: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(phoneNumber);
      showToast({ variant: 'success', message: t('profiles.copied') });
    } catch {
      showToast({ variant: 'error', title: t('toasts.errorTitle'), message: t('profiles.copyFailed') });
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconPhone size={16} aria-hidden />}
      onClick={() => void copy()}
      aria-label={t('profiles.copyPhone', { phone: phoneNumber })}
    >
      {phoneNumber}
    </Button>
  );
}
