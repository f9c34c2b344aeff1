import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { ErrorAlert } from '../../components/ErrorAlert';
import { errorText } from '../../lib/api/api-error';
import { parentsApi } from './parents-api';
import './parents.pl';

/**
 * /parent/link?consentToken=…: where "Mam już konto rodzica" returns after signing in. Links the child the consent
 * link named, then opens the child's page; a refusal (not a parent's account, already linked) is shown.
 */
export function LinkFromConsentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const consentToken = useSearchParams()[0].get('consentToken') ?? '';
  const started = useRef(false);
  const link = useMutation({
    mutationFn: () => parentsApi.linkChild({ consentToken }),
    onSuccess: (data) => void navigate(`/parent/children/${data.child.id}`, { replace: true }),
  });
  const { mutate } = link;

  useEffect(() => {
    if (started.current || !consentToken) return;
    started.current = true;
    mutate();
  }, [consentToken, mutate]);

  return (
    <CenteredCard title={t('parents.linking.title')}>
      <Stack>
        {link.isError || !consentToken ? (
          <>
            <ErrorAlert message={errorText(link.error, t('parents.child.notFoundText'))} />
            <Text size="sm">
              <Anchor component={Link} to="/">
                {t('parents.child.back')}
              </Anchor>
            </Text>
          </>
        ) : (
          <Center py="md" aria-live="polite">
            <Stack align="center" gap="xs">
              <Loader />
              {t('parents.linking.pending')}
            </Stack>
          </Center>
        )}
      </Stack>
    </CenteredCard>
  );
}
