// biome-ignore-all assist/source/organizeImports: the CSS side-effect import goes first
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Checkbox, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { favoriteEndpoints, type TFavoritePdfOptions } from '@zadania/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filenameFromContentDisposition, saveBlob } from '../../components/files/download-file';
import { LabelledSegmentedControl } from '../../components/FormParts';
import { callEndpoint } from '../../lib/api/call-endpoint';
import { apiPrefix, apiRequest } from '../../lib/api/client';
import { useRealtimeEvent } from '../../lib/realtime/useRealtimeEvent';
import './print.pl';

type TOutcome = { ready: true; url: string } | { ready: false; message: string };
type TState =
  | { step: 'options' }
  | { step: 'requesting' }
  | { step: 'preparing'; pdfId: string }
  | { step: 'ready'; url: string }
  | { step: 'failed'; message: string };

const defaultOptions: TFavoritePdfOptions = { theme: 'light', worksheet: false, withSolutions: false, numbered: true };

/** Downloads the PDF with the session token, under the server's file name. */
async function downloadPdf(url: string) {
  const path = url.startsWith(`${apiPrefix}/`) ? url.slice(apiPrefix.length) : url;
  const response = await apiRequest<Response>(path, { responseType: 'response' });
  saveBlob(
    await response.blob(),
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? 'Lista.pdf',
  );
}

/**
 * The list's 'PDF' button: options (theme, numbering, worksheet with the answer key, full solutions), then
 * POST /favorite/{id}/pdf; the PDF is made in the background, so it shows progress until PdfReady (or
 * PdfError) for its pdfId reaches this tab's socket, then a download button.
 */
export function ListPdfButton({ favoriteId }: { favoriteId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [options, setOptions] = useState<TFavoritePdfOptions>(defaultOptions);
  const [state, setState] = useState<TState>({ step: 'options' });
  const [downloading, setDownloading] = useState(false);
  const waitingFor = useRef<string | null>(null);
  // An outcome may come before the request's own answer: kept here until the answer names its pdfId.
  const early = useRef(new Map<string, TOutcome>());

  const settle = (pdfId: string, outcome: TOutcome) => {
    if (waitingFor.current !== pdfId) {
      early.current.set(pdfId, outcome);
      return;
    }
    waitingFor.current = null;
    setState(outcome.ready ? { step: 'ready', url: outcome.url } : { step: 'failed', message: outcome.message });
  };
  useRealtimeEvent('PdfReady', ({ pdfId, url }) => settle(pdfId, { ready: true, url }));
  useRealtimeEvent('PdfError', ({ pdfId, message }) => settle(pdfId, { ready: false, message }));

  const request = async () => {
    setState({ step: 'requesting' });
    try {
      const { pdfId } = await callEndpoint(favoriteEndpoints.pdf, { params: { id: favoriteId }, body: options });
      waitingFor.current = pdfId;
      setState({ step: 'preparing', pdfId });
      const outcome = early.current.get(pdfId);
      if (outcome) settle(pdfId, outcome);
    } catch {
      setState({ step: 'options' });
    }
  };

  const download = async (url: string) => {
    setDownloading(true);
    try {
      await downloadPdf(url);
    } catch {
      // apiRequest has shown the error toast.
    } finally {
      setDownloading(false);
    }
  };

  const preparing = state.step === 'requesting' || state.step === 'preparing';
  const close = () => {
    setOpened(false);
    if (!preparing) setState({ step: 'options' });
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        loading={preparing && !opened}
      >
        {t('print.listPdf.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('print.listPdf.title')} centered>
        {state.step === 'options' || state.step === 'requesting' ? (
          <Stack gap="md">
            <LabelledSegmentedControl
              labelId="list-pdf-theme"
              label={t('print.listPdf.theme')}
              value={options.theme}
              onChange={(theme) => setOptions({ ...options, theme: theme as TFavoritePdfOptions['theme'] })}
              data={[
                { value: 'light', label: t('print.listPdf.light') },
                { value: 'dark', label: t('print.listPdf.dark') },
              ]}
            />
            <Checkbox
              label={t('print.listPdf.numbered')}
              checked={options.numbered}
              onChange={(event) => setOptions({ ...options, numbered: event.currentTarget.checked })}
            />
            <Checkbox
              label={t('print.listPdf.worksheet')}
              checked={options.worksheet}
              onChange={(event) =>
                setOptions({
                  ...options,
                  worksheet: event.currentTarget.checked,
                  withSolutions: event.currentTarget.checked && options.withSolutions,
                })
              }
            />
            <Checkbox
              label={t('print.listPdf.withSolutions')}
              checked={options.withSolutions}
              disabled={!options.worksheet}
              onChange={(event) => setOptions({ ...options, withSolutions: event.currentTarget.checked })}
              ml="lg"
            />
            <Group justify="flex-end">
              <Button onClick={() => void request()} loading={state.step === 'requesting'}>
                {t('print.listPdf.create')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md" role="status" aria-live="polite">
            {state.step === 'preparing' && (
              <>
                <Text>{t('print.listPdf.preparing')}</Text>
                <Progress value={100} animated striped aria-label={t('print.listPdf.preparing')} />
              </>
            )}
            {state.step === 'ready' && (
              <>
                <Text>{t('print.listPdf.ready')}</Text>
                <Group justify="space-between">
                  <Button variant="subtle" onClick={() => setState({ step: 'options' })}>
                    {t('print.listPdf.again')}
                  </Button>
                  <Button
                    leftSection={<IconDownload size={16} aria-hidden />}
                    onClick={() => void download(state.url)}
                    loading={downloading}
                  >
                    {t('print.listPdf.download')}
                  </Button>
                </Group>
              </>
            )}
            {state.step === 'failed' && (
              <>
                <Alert color="red" title={t('print.listPdf.failed')}>
                  {state.message}
                </Alert>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setState({ step: 'options' })}>
                    {t('print.listPdf.again')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
