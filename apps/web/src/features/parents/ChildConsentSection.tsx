import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TParentChild } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { errorText } from '../../lib/api/api-error';
import { parentsApi, parentsKeys } from './parents-api';
import { consentText } from './parents-format';
import './parents.pl';

/** The consent's state and date, and "Wycofaj zgodę" behind a dialog that says what it does. */
export function ChildConsentSection({ child }: { child: TParentChild }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => parentsApi.withdrawConsent(child.id),
    onSuccess: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: parentsKeys.all });
    },
  });

  return (
    <Stack gap="sm" align="flex-start">
      <Text fw={600}>{consentText(t, child.consent)}</Text>
      {withdraw.isSuccess && (
        <Alert color="teal" icon={<IconCircleCheck />} role="status">
          {withdraw.data.message}
        </Alert>
      )}
      {child.consent.status === 'CONFIRMED' && (
        <Button color="red" variant="light" onClick={() => setAsking(true)}>
          {t('parents.child.withdraw')}
        </Button>
      )}
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('parents.child.withdrawTitle')} centered>
        <Stack>
          <Text size="sm">{t('parents.child.withdrawText')}</Text>
          <ErrorAlert message={withdraw.isError ? errorText(withdraw.error, t('parents.child.loadError')) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('parents.child.cancel')}
            </Button>
            <Button color="red" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
              {t('parents.child.withdrawConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The parent's switch of the weekly letter about this child (a child of 16 or more may pause it). */
export function ChildLetterSwitch({ child }: { child: TParentChild }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (enabled: boolean) => parentsApi.childLetter(child.id, enabled),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: parentsKeys.all }),
  });
  const checked = save.isPending && save.variables !== undefined ? save.variables : child.weeklyLetter.enabled;

  return (
    <Stack gap="xs">
      <Switch
        label={t('parents.child.letter')}
        checked={checked}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
      {child.weeklyLetter.pausedByChild && (
        <Text size="sm" c="dimmed">
          {t('parents.child.letterPaused')}
        </Text>
      )}
      {save.isSuccess && (
        <Text size="sm" c="teal" role="status">
          {save.data.message}
        </Text>
      )}
      <ErrorAlert message={save.isError ? errorText(save.error, t('parents.child.loadError')) : null} />
    </Stack>
  );
}
