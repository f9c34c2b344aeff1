// biome-ignore-all assist/source/organizeImports: the stylesheet is a side-effect import
import './commerce-styles';
import './invoice.css';
import { Button, Group, Loader, Skeleton, Stack } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { removeSplash } from '../../app/splash';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { commerceApi } from './commerce-api';
import { commerceKeys } from './commerce-keys';
import { InvoiceDocument } from './InvoiceDocument';
import { downloadInvoicePdf } from './invoice-download';
import { useDownload } from './useDownload';
import { useForcedLightScheme } from './useForcedLightScheme';
import { ErrorAlert, RetryAlert } from '../../components/ErrorAlert';
import { BackLink } from '../../components/BackLink';
import './commerce.pl';

/** /invoice?id={id}: the invoice on a white sheet, always in the light scheme, with 'Drukuj' and 'Pobierz PDF'. */
export function InvoicePage() {
  const { t } = useTranslation();
  useForcedLightScheme();
  useEffect(removeSplash, []);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const invoice = useQuery({
    queryKey: commerceKeys.invoice(id),
    queryFn: ({ signal }) => commerceApi.invoice(id, signal),
    enabled: id !== '',
  });
  const download = useDownload();
  useDocumentTitle(invoice.data ? t('commerce.invoice.title', { number: invoice.data.number }) : null);

  return (
    <div className="invoice-view">
      <Group className="invoice-toolbar" justify="space-between" gap="sm" data-print-hidden>
        <BackLink to="/account/payments">{t('commerce.invoice.back')}</BackLink>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            disabled={!invoice.data}
            onClick={() => window.print()}
          >
            {t('commerce.invoice.print')}
          </Button>
          <Button
            leftSection={download.running ? <Loader size={14} aria-hidden /> : <IconDownload size={16} aria-hidden />}
            disabled={!invoice.data || download.running !== null}
            onClick={() => {
              const data = invoice.data;
              if (data) void download.run('pdf', () => downloadInvoicePdf(data));
            }}
          >
            {t('commerce.invoice.downloadPdf')}
          </Button>
        </Group>
      </Group>
      <main className="print-page-sheet invoice-sheet" aria-busy={invoice.isPending && id !== ''}>
        {!id && <ErrorAlert message={t('commerce.invoice.missingId')} />}
        {id && invoice.isPending && (
          <Stack gap="md" role="status" aria-label={t('app.loading')}>
            <Skeleton height={40} width="60%" />
            <Skeleton height={120} />
            <Skeleton height={160} />
          </Stack>
        )}
        {invoice.isError && (
          <RetryAlert
            message={invoice.error.message}
            retryLabel={t('commerce.retry')}
            onRetry={() => void invoice.refetch()}
          />
        )}
        {invoice.data && <InvoiceDocument invoice={invoice.data} />}
      </main>
    </div>
  );
}
