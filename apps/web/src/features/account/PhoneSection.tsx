import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPhoneNumber, type TPhoneState, ZConfirmPhoneRequest, ZSendPhoneCodeRequest } from '@zadania/shared';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/api/api-error';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { showToast } from '../../lib/toasts';
import { accountDataApi, accountDataKeys } from './account-data-api';
import { QueryStateView } from './QueryStateView';
import './account.pl';

/** Whole seconds left until `until` (a time in ms), counting down once a second; 0 when it has passed. */
function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

function PhoneForm({ state }: { state: TPhoneState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sendAlert, setSendAlert] = useState<string | null>(null);
  const [confirmAlert, setConfirmAlert] = useState<string | null>(null);
  // A 429 of the hourly limit: its Retry-After keeps the button disabled as long as the server would refuse.
  const [refusedUntil, setRefusedUntil] = useState<number | null>(null);
  const { pending } = state;
  const resendAt = Math.max(pending ? Date.parse(pending.resendAvailableAt) : 0, refusedUntil ?? 0);
  const secondsLeft = useSecondsUntil(resendAt || null);

  const phoneForm = useSchemaForm(ZSendPhoneCodeRequest, {
    phoneNumber: pending?.phoneNumber ?? state.phoneNumber ?? '',
  });
  const codeForm = useSchemaForm(ZConfirmPhoneRequest, { code: '' });

  const send = useMutation({
    mutationFn: accountDataApi.sendPhoneCode,
    onMutate: () => {
      setSendAlert(null);
      setConfirmAlert(null);
    },
    onSuccess: (sent) => {
      queryClient.setQueryData<TPhoneState>(accountDataKeys.phone, { ...state, pending: sent.pending });
      codeForm.reset();
      showToast({ variant: 'success', message: t('toasts.sent') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.retryAfterSeconds) {
        setRefusedUntil(Date.now() + error.retryAfterSeconds * 1000);
      }
      setSendAlert(applyServerErrors(phoneForm, error, ['phoneNumber']));
    },
  });
  const confirm = useMutation({
    mutationFn: accountDataApi.confirmPhone,
    onMutate: () => setConfirmAlert(null),
    onSuccess: ({ phone }) => {
      queryClient.setQueryData<TPhoneState>(accountDataKeys.phone, phone);
      // BLIK methods become usable or not with the confirmed number.
      void queryClient.invalidateQueries({ queryKey: accountDataKeys.paymentMethods });
      codeForm.reset();
      showToast({ variant: 'success', message: t('toasts.confirmed') });
    },
    onError: (error) => {
      setConfirmAlert(applyServerErrors(codeForm, error, ['code']));
      // A wrong code spent a try, and the fifth one ends the code.
      void queryClient.invalidateQueries({ queryKey: accountDataKeys.phone });
    },
  });

  const sendLabel =
    secondsLeft > 0
      ? t('accountData.resendIn', { seconds: secondsLeft })
      : t(pending ? 'accountData.resendCode' : 'accountData.sendCode');

  return (
    <Stack gap="md">
      {state.phoneNumber ? (
        <Group gap="xs">
          <Text size="sm">{t('accountData.phoneConfirmed', { phone: formatPhoneNumber(state.phoneNumber) })}</Text>
          <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
            {t('accountData.phoneConfirmedBadge')}
          </Badge>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('accountData.phoneNone')}
        </Text>
      )}
      <form noValidate onSubmit={phoneForm.onSubmit((values) => send.mutate(ZSendPhoneCodeRequest.parse(values)))}>
        <Stack gap="sm">
          <ErrorAlert message={sendAlert} />
          <TextInput
            label={t('accountData.phoneNumber')}
            description={t('accountData.phoneHint')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={9}
            required
            {...phoneForm.getInputProps('phoneNumber')}
          />
          <Button
            type="submit"
            variant={pending ? 'default' : 'filled'}
            loading={send.isPending}
            disabled={secondsLeft > 0}
            style={{ alignSelf: 'flex-start' }}
          >
            {sendLabel}
          </Button>
        </Stack>
      </form>
      <ErrorAlert message={confirmAlert} />
      {pending && (
        <form noValidate onSubmit={codeForm.onSubmit((values) => confirm.mutate(ZConfirmPhoneRequest.parse(values)))}>
          <Stack gap="sm">
            <Text size="sm">
              {t('accountData.codeSent', {
                phone: formatPhoneNumber(pending.phoneNumber),
                time: dayjs(pending.expiresAt).format('HH:mm'),
              })}{' '}
              {t('accountData.attemptsLeft', { count: pending.attemptsLeft })}
            </Text>
            <TextInput
              label={t('accountData.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              {...codeForm.getInputProps('code')}
            />
            <Button type="submit" loading={confirm.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('accountData.confirmCode')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** The account's phone number, confirmed with a code sent by SMS. */
export function PhoneSection() {
  const query = useQuery({ queryKey: accountDataKeys.phone, queryFn: ({ signal }) => accountDataApi.phone(signal) });
  return <QueryStateView query={query}>{(state) => <PhoneForm state={state} />}</QueryStateView>;
}
