import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { classMessages, formatClassCode, normalizeClassCode } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { LinkButton } from '../../components/LinkButton';
import { submitHandler } from '../../lib/forms/submit-handler';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { useViewer } from '../../lib/session/useViewer';
import { codeInputProps, useJoinClass } from './useJoinClass';
import './classes.pl';

/**
 * /classes/join/{code} (and /join/{code}): the link and QR code of a class. A signed-in pupil sees the code filled in
 * and joins with one press, then lands on /classes; a visitor is asked to sign in or register and comes back here.
 */
export function JoinClassPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const signedIn = useIsAuthenticated();
  useDocumentTitle(t('classes.join.pageTitle'));
  return (
    <CenteredCard title={t('classes.join.pageTitle')}>
      {signedIn ? <SignedInJoin code={code} /> : <SignedOutJoin code={code} />}
    </CenteredCard>
  );
}

function SignedOutJoin({ code }: { code: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const back = encodeURIComponent(pathname);
  return (
    <Stack gap="md">
      <Text>
        {t('classes.join.pageIntro')}{' '}
        <Text span ff="monospace" fw={700}>
          {formatClassCode(normalizeClassCode(code))}
        </Text>
      </Text>
      <Text size="sm">{t('classes.join.signedOut')}</Text>
      <Group gap="sm">
        <LinkButton to={`/login?redirect=${back}`} icon={IconLogin2} variant="filled">
          {t('classes.join.login')}
        </LinkButton>
        <LinkButton
          to={`/register?classCode=${encodeURIComponent(normalizeClassCode(code))}&redirect=${back}`}
          icon={IconUserPlus}
          variant="default"
        >
          {t('classes.join.register')}
        </LinkButton>
      </Group>
    </Stack>
  );
}

function SignedInJoin({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { viewer, ready } = useViewer();
  const [typed, setTyped] = useState(() => formatClassCode(normalizeClassCode(code)));
  const join = useJoinClass(() => void navigate('/classes'));
  if (!ready || !viewer) return <Skeleton height={120} aria-busy="true" role="status" aria-label={t('app.loading')} />;
  if (viewer.role !== 'USER')
    return (
      <Alert color="yellow" role="alert">
        {classMessages.pupilsOnly}
      </Alert>
    );
  return (
    <form noValidate onSubmit={submitHandler(() => join.submit(typed))}>
      <Stack gap="md">
        <TextInput
          label={t('classes.join.code')}
          description={t('classes.join.codeHint')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={join.error}
          required
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textTransform: 'uppercase' } }}
          {...codeInputProps}
        />
        <Button type="submit" loading={join.joining} leftSection={<IconLogin2 size={16} aria-hidden />} fullWidth>
          {t('classes.join.submit')}
        </Button>
      </Stack>
    </form>
  );
}
