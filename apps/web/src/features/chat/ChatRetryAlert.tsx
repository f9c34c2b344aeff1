import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './chat.pl';

/** A chat list or panel that failed to load: the reason, then a link-styled button that reads it again. */
export function ChatRetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light">
      {message}{' '}
      <Anchor component="button" type="button" onClick={onRetry}>
        {t('chat.retry')}
      </Anchor>
    </Alert>
  );
}
