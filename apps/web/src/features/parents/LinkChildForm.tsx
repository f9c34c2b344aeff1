import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentMessages } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { errorText } from '../../lib/api/api-error';
import { parentsApi, parentsKeys } from './parents-api';
import './parents.pl';

/** "Połącz konto dziecka": the 8-character code the child made in the settings; the API's answer is shown. */
export function LinkChildForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const link = useMutation({
    mutationFn: parentsApi.linkChild,
    onSuccess: () => {
      setCode('');
      void queryClient.invalidateQueries({ queryKey: parentsKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{8}$/.test(typed)) return setFieldError(parentMessages.codeFormat);
    setFieldError(null);
    link.mutate({ code: typed });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="link-child-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="link-child-title">
          {t('parents.link.title')}
        </Title>
        {link.isSuccess && (
          <Alert color="teal" icon={<IconCircleCheck />} role="status">
            {link.data.message}
          </Alert>
        )}
        <ErrorAlert message={link.isError ? errorText(link.error, parentMessages.codeInvalid) : null} />
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('parents.link.code')}
            description={t('parents.link.codeHint')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={fieldError}
            maxLength={8}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            ff="monospace"
            w={{ base: '100%', xs: 260 }}
          />
          <Button type="submit" loading={link.isPending}>
            {t('parents.link.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
