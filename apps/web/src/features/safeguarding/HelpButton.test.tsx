import { act, fireEvent, screen, within } from '@testing-library/react';
import { helpMessages } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { HelpButton } from './HelpButton';

const roomId = '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10';

describe('the "Potrzebuję pomocy" button', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks what happened, sends the room with it and shows 116 111 and 112 as phone links', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/safeguarding/help') {
          sent.push(JSON.parse(String(init?.body)));
          return jsonResponse(201, {
            id: roomId,
            message: helpMessages.acknowledgement,
            helpLines: [],
            roomAttached: true,
          });
        }
        return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono' });
      }),
    );
    renderWithProviders(<HelpButton short roomId={roomId} withWhom="Pan Tomasz" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pomoc: potrzebuję pomocy' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Potrzebuję pomocy' });
    expect((within(dialog).getByRole('textbox', { name: 'Z kim?' }) as HTMLInputElement).value).toBe('Pan Tomasz');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    });
    expect(within(dialog).getByText(helpMessages.textRequired)).toBeInstanceOf(Element);
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Co się stało?' }), {
      target: { value: 'Ktoś mnie straszy.' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    });
    const done = await screen.findByRole('dialog', { name: 'Wiadomość wysłana' });
    expect(sent).toEqual([{ text: 'Ktoś mnie straszy.', withWhom: 'Pan Tomasz', roomId }]);
    expect(within(done).getByRole('link', { name: '116 111' }).getAttribute('href')).toBe('tel:116111');
    expect(within(done).getByRole('link', { name: '112' }).getAttribute('href')).toBe('tel:112');
  }, 20_000);
});
