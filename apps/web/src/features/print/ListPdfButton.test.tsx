import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TServerEventName } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { RealtimeContext } from '../../lib/realtime/RealtimeProvider';
import type { TRealtimeClient } from '../../lib/realtime/realtime-client';
import { recordDownloadNames, stubObjectUrls } from '../../test/downloads';
import { jsonResponse } from '../../test/fixtures';
import { signInForEachTest } from '../../test/session';
import { ListPdfButton } from './ListPdfButton';

vi.setConfig({ testTimeout: 20_000 });

const listId = '33333333-3333-4333-8333-333333333333';
const pdfId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const fileId = '0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f';

/** A realtime client whose events the test emits. */
function fakeRealtime() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const client = {
    socket: {},
    on(event: TServerEventName, handler: (payload: unknown) => void) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    onResync: () => () => undefined,
    close: () => undefined,
  } as unknown as TRealtimeClient;
  const emit = (event: TServerEventName, payload: unknown) =>
    act(() => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    });
  return { client, emit };
}

type TCall = { method: string; path: string; body: unknown; auth: string | null };

function stubApi(answer: (call: TCall) => Response) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const call = {
        method: init?.method ?? 'GET',
        path: new URL(String(input), 'http://localhost').pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        auth: headers.get('Authorization'),
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function renderButton(client: TRealtimeClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RealtimeContext.Provider value={client}>
          <ListPdfButton favoriteId={listId} />
        </RealtimeContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ListPdfButton', () => {
  signInForEachTest();
  beforeEach(() => stubObjectUrls());
  afterEach(() => vi.restoreAllMocks());

  it('asks with the chosen options, shows progress until PdfReady of its own pdfId, then downloads the file', async () => {
    const saved = recordDownloadNames();
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? jsonResponse(202, { message: 'Przygotowujemy PDF…', pdfId })
        : new Response('%PDF-1.7', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="Lista-matura.pdf"' },
          }),
    );
    const { client, emit } = fakeRealtime();
    renderButton(client);

    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF listy' });
    const solutions = within(dialog).getByRole('checkbox', { name: 'Pełne rozwiązania po odpowiedziach' });
    expect((solutions as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ciemny' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Karta pracy/ }));
    fireEvent.click(solutions);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz PDF' }));

    await within(dialog).findByText('Przygotowujemy PDF…');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: `/api/favorite/${listId}/pdf`,
      body: { theme: 'dark', worksheet: true, withSolutions: true, numbered: true },
      auth: 'Bearer access-1',
    });

    // Another PDF's outcome changes nothing here.
    emit('PdfReady', { pdfId: '11111111-1111-4111-8111-111111111111', url: '/api/file/x/download' });
    expect(within(dialog).queryByRole('button', { name: 'Pobierz PDF' })).toBeNull();

    emit('PdfReady', { pdfId, url: `/api/file/${fileId}/download` });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(saved).toEqual(['Lista-matura.pdf']));
    expect(calls[1]).toMatchObject({ method: 'GET', path: `/api/file/${fileId}/download`, auth: 'Bearer access-1' });
  });

  it("shows PdfError's message, also when it came before the request's answer", async () => {
    const { client, emit } = fakeRealtime();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderButton(client);
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF listy' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz PDF' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());

    const message =
      'Nie można utworzyć PDF: brak przeglądarki Chromium na serwerze (zainstaluj pakiet chromium lub ustaw CHROMIUM_PATH).';
    emit('PdfError', { pdfId, message });
    answer(jsonResponse(202, { message: 'Przygotowujemy PDF…', pdfId }));

    await within(dialog).findByText(message);
    within(dialog).getByText('Nie udało się utworzyć PDF.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz ponownie' }));
    within(dialog).getByRole('button', { name: 'Utwórz PDF' });
  });
});
