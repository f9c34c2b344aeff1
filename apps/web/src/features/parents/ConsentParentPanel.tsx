import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { errorText } from '../../lib/api/api-error';
import { useMe } from '../../lib/session/useMe';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { parentsApi } from './parents-api';
import './parents.pl';

/**
 * Under the given consent (/zgoda-rodzica): a parent's account for that child. Signed out: create one (the
 * registration knows the token) or sign in to one and link; signed in as a PARENT: link at once.
 */
export function ConsentParentPanel({ consentToken }: { consentToken: string }) {
  const { t } = useTranslation();
  const isAuthenticated = useIsAuthenticated();
  const me = useMe();
  const token = encodeURIComponent(consentToken);
  const linkPath = `/parent/link?consentToken=${token}`;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="consent-parent-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="consent-parent-title">
          {t('parents.consentPanel.title')}
        </Title>
        <Text size="sm">{t('parents.consentPanel.text')}</Text>
        {!isAuthenticated ? (
          <>
            <Button component={Link} to={`/register?role=PARENT&consentToken=${token}`}>
              {t('parents.consentPanel.create')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('parents.consentPanel.createHint')}
            </Text>
            <Button component={Link} to={`/login?redirect=${encodeURIComponent(linkPath)}`} variant="default">
              {t('parents.consentPanel.haveAccount')}
            </Button>
          </>
        ) : me.data?.role === 'PARENT' ? (
          <LinkButton consentToken={consentToken} />
        ) : me.data ? (
          <Alert color="yellow">{t('parents.consentPanel.otherAccount')}</Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function LinkButton({ consentToken }: { consentToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useMutation({
    mutationFn: () => parentsApi.linkChild({ consentToken }),
    onSuccess: (data) => void navigate(`/parent/children/${data.child.id}`),
  });
  return (
    <>
      <ErrorAlert message={link.isError ? errorText(link.error, t('parents.child.notFoundText')) : null} />
      <Button onClick={() => link.mutate()} loading={link.isPending || link.isSuccess}>
        {t('parents.consentPanel.linkSigned')}
      </Button>
    </>
  );
}
