// biome-ignore-all assist/source/organizeImports: the stylesheet is a side-effect import
import './commerce-styles';
import './invoice.css';
import { Alert, Anchor, Button, Group, Loader, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { removeSplash } from '../../app/splash';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { commerceApi } from './commerce-api';
import { commerceKeys } from './commerce-keys';
import { InvoiceDocument } from './InvoiceDocument';
import { downloadInvoicePdf } from './invoice-download';
import { useDownload } from './useDownload';
import { useForcedLightScheme } from './useForcedLightScheme';

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
        <Anchor component={Link} to="/account/payments" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('commerce.invoice.back')}
          </Group>
        </Anchor>
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
      <article className="invoice-sheet" aria-busy={invoice.isPending && id !== ''}>
        {!id && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {t('commerce.invoice.missingId')}
          </Alert>
        )}
        {id && invoice.isPending && (
          <Stack gap="md" role="status" aria-label={t('app.loading')}>
            <Skeleton height={40} width="60%" />
            <Skeleton height={120} />
            <Skeleton height={160} />
          </Stack>
        )}
        {invoice.isError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            <Stack gap="xs" align="flex-start">
              {invoice.error.message}
              <Button size="xs" variant="light" color="red" onClick={() => void invoice.refetch()}>
                {t('commerce.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {invoice.data && <InvoiceDocument invoice={invoice.data} />}
      </article>
    </div>
  );
}
