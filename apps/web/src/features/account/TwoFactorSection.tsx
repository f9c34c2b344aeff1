import {
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TMe,
  type TSetupTwoFactorResponse,
  ZTwoFactorConfirmRequest,
  ZVerifyTwoFactorSetupRequest,
} from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { queryKeys } from '../../lib/api/query-keys';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { showToast } from '../../lib/toasts';
import { authApi, OneTimeCodeField } from '../auth';
import { BackupCodesPanel } from './BackupCodesPanel';
import './account.pl';

export function TwoFactorSection({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);

  return (
    <Stack>
      <Group gap="xs">
        <Badge color={me.twoFactorEnabled ? 'teal' : 'gray'} variant="light" size="lg" tt="none">
          {me.twoFactorEnabled ? t('security.twoFactorOn') : t('security.twoFactorOff')}
        </Badge>
      </Group>
      {backupCodes && <BackupCodesPanel codes={backupCodes} onDone={() => setBackupCodes(null)} />}
      {me.twoFactorEnabled ? (
        <ManageTwoFactor backupCodesLeft={me.backupCodesLeft} onBackupCodes={setBackupCodes} />
      ) : (
        <EnableTwoFactor onBackupCodes={setBackupCodes} />
      )}
    </Stack>
  );
}

function EnableTwoFactor({ onBackupCodes }: { onBackupCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TSetupTwoFactorResponse | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(ZVerifyTwoFactorSetupRequest, { token: '', currentPassword: '' });

  const start = useMutation({ mutationFn: authApi.setupTwoFactor, onSuccess: setSetup });
  const verify = useMutation({
    mutationFn: authApi.verifyTwoFactorSetup,
    onMutate: () => setAlert(null),
    onSuccess: async (data) => {
      onBackupCodes(data.backupCodes);
      showToast({ variant: 'success', message: t('security.enabled') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    onError: (error) => setAlert(applyServerErrors(form, error, ['token', 'currentPassword'])),
  });

  if (!setup) {
    return (
      <Stack align="flex-start">
        <Text size="sm">{t('security.twoFactorIntro')}</Text>
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          {t('security.enable')}
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => verify.mutate(ZVerifyTwoFactorSetupRequest.parse(values)))}>
      <Stack>
        <Text size="sm">{t('security.scanQr')}</Text>
        <Image
          src={setup.qrCode}
          alt={t('security.qrAlt')}
          w={200}
          h={200}
          fit="contain"
          radius="sm"
          bg="white"
          p={8}
        />
        <Group gap="xs" wrap="nowrap" align="center">
          <Text size="sm" fw={500}>
            {t('security.secret')}:
          </Text>
          <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="two-factor-secret">
            {setup.secret}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('common.copied') : t('common.copy')}>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={copy}
                  aria-label={t('common.copy')}
                  color={copied ? 'teal' : undefined}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </Button>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <ErrorAlert message={alert} />
        <TextInput
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          maw={240}
          {...form.getInputProps('token')}
        />
        <Text size="sm" c="dimmed">
          {t('security.enableHint')}
        </Text>
        <PasswordInput
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          maw={320}
          {...form.getInputProps('currentPassword')}
        />
        <Button type="submit" loading={verify.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('security.verify')}
        </Button>
      </Stack>
    </form>
  );
}

function ManageTwoFactor({
  backupCodesLeft,
  onBackupCodes,
}: {
  backupCodesLeft: number;
  onBackupCodes: (codes: string[] | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(ZTwoFactorConfirmRequest, { token: '' });
  const onError = (error: Error) => setAlert(applyServerErrors(form, error, ['token']));

  const regenerate = useMutation({
    mutationFn: authApi.generateBackupCodes,
    onMutate: () => setAlert(null),
    onSuccess: async (data) => {
      form.reset();
      onBackupCodes(data.backupCodes);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    onError,
  });
  const disable = useMutation({
    mutationFn: authApi.disableTwoFactor,
    onMutate: () => setAlert(null),
    onSuccess: async (data) => {
      form.reset();
      onBackupCodes(null);
      showToast({ variant: 'success', message: data.message || t('security.disabled') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    onError,
  });

  // One code field serves both actions; each validates it with the shared schema before sending.
  const submitWith = (action: typeof regenerate | typeof disable) => () => {
    if (form.validate().hasErrors) return;
    action.mutate(ZTwoFactorConfirmRequest.parse(form.getValues()));
  };

  return (
    <Stack>
      <Text size="sm">{t('security.backupCodesLeft', { count: backupCodesLeft })}</Text>
      <Text size="sm" c="dimmed">
        {t('security.confirmWithCode')}
      </Text>
      <ErrorAlert message={alert} />
      <OneTimeCodeField maw={240} inputProps={form.getInputProps('token')} />
      <Group>
        <Button variant="light" onClick={submitWith(regenerate)} loading={regenerate.isPending}>
          {t('security.generateBackupCodes')}
        </Button>
        <Button color="red" variant="light" onClick={submitWith(disable)} loading={disable.isPending}>
          {t('security.disable')}
        </Button>
      </Group>
    </Stack>
  );
}
