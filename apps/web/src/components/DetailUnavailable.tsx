import { Button, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './catalogue.pl';

/** A detail page whose item is missing or failed to load: the reason, a retry when it may help, and the way back. */
export function DetailUnavailable({
  title,
  backTo,
  backLabel,
  onRetry,
}: {
  title: string;
  backTo: string;
  backLabel: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1}>{title}</Title>
      {onRetry && (
        <Button variant="light" onClick={onRetry}>
          {t('catalogue.retry')}
        </Button>
      )}
      <Button component={Link} to={backTo} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {backLabel}
      </Button>
    </Stack>
  );
}
