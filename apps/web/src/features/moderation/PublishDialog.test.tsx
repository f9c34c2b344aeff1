import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PublishDialog } from './PublishDialog';

const id = '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('PublishDialog', () => {
  it('is not shown while the review is pending', () => {
    renderWithProviders(
      <PublishDialog
        homework={{ id, status: 'PRIVATE', adminReview: { status: 'PENDING' } }}
        opened
        onClose={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/ma stać się publiczne/)).toBeNull();
  });

  it('asks, keeps confirm disabled while pending and after success, and closes on success', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderWithProviders(
      <PublishDialog
        homework={{ id, status: 'PRIVATE', adminReview: { status: 'APPROVED' } }}
        opened
        onClose={onClose}
      />,
    );
    expect(await screen.findByText(/Czy to zadanie ma stać się publiczne\?/)).toBeInstanceOf(Element);
    const confirm = screen.getByRole('button', { name: 'Tak, opublikuj' });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(confirm);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/homework/${id}/publish`);
    expect(init?.method).toBe('PUT');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Tak, opublikuj' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(onClose).not.toHaveBeenCalled();

    release(json({ id, status: 'PUBLIC', adminReview: { status: 'APPROVED' }, message: 'Opublikowano!' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // The parent keeps it open here: the confirm button stays disabled after success.
    expect((screen.getByRole('button', { name: 'Tak, opublikuj' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes itself when the parent closes it on success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ id, status: 'PUBLIC', adminReview: null, message: 'Opublikowano!' })),
    );
    function Harness() {
      const [opened, setOpened] = useState(true);
      return (
        <PublishDialog
          homework={{ id, status: 'PRIVATE', adminReview: null }}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      );
    }
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tak, opublikuj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
