import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/api/api-error';
import './reports.pl';

/** A list of the support area that could not be read: the server's reason (or the generic one) and a retry. */
export function AdminLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryAlert
      message={error instanceof ApiError ? error.message : t('reports.admin.loadError')}
      retryLabel={t('reports.admin.retry')}
      onRetry={onRetry}
      icon={null}
    />
  );
}
