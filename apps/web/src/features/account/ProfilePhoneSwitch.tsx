import { Anchor, Stack, Switch, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatPhoneNumber, type TPhoneState } from '@zadania/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './account.pl';

/** The switch that shows the confirmed phone number on the profile, with a hint on where the number stands. */
export function ProfilePhoneSwitch({
  phone,
  checked,
  onChange,
  disabled,
}: {
  phone: UseQueryResult<TPhoneState>;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const confirmed = phone.data?.confirmedAt && phone.data.phoneNumber ? phone.data.phoneNumber : null;
  let hint: ReactNode = null;
  if (confirmed) {
    hint = t('accountProfile.phonePublicHint', { phone: formatPhoneNumber(confirmed) });
  } else if (phone.isError) {
    hint = t('accountProfile.phoneLoadError');
  } else if (phone.data) {
    hint = (
      <>
        {t('accountProfile.phoneMissing')}{' '}
        <Anchor component={Link} to="/account/data" size="sm" inherit>
          {t('accountProfile.phoneMissingLink')}
        </Anchor>
        .
      </>
    );
  }
  // The hint sits outside the switch's label: the label names the switch, and a link must not be inside it.
  return (
    <Stack gap={6}>
      <Switch
        label={t('accountProfile.phonePublic')}
        aria-describedby={hint ? hintId : undefined}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        // Turning it off stays possible should the confirmed number have gone meanwhile.
        disabled={disabled || (!confirmed && !checked)}
      />
      {hint && (
        <Text id={hintId} size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
