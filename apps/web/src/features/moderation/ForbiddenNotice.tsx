import { Alert, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import './moderation.pl';

/** 403 in Polish: the page exists but is not for this account (the API refuses the data as well). */
export function ForbiddenNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" py="xl" px={{ base: 'xs', sm: 0 }} maw={640}>
      <Title order={1}>{t('moderation.forbidden')}</Title>
      <Alert color="red" icon={<IconLock size={18} aria-hidden />} role="alert">
        {message}
      </Alert>
    </Stack>
  );
}
