import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ReviewDialog } from './ReviewDialog';

const id = '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

describe('ReviewDialog', () => {
  it('offers only the two decisions and sends the chosen one with the comment', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({ id, status: 'PRIVATE', adminReview: { status: 'APPROVED' }, message: 'Zrecenzowano!' }),
          {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderWithProviders(<ReviewDialog homeworkId={id} opened onClose={onClose} />);

    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['APPROVED', 'REJECTED']);
    expect(screen.getByLabelText('Zaakceptowane')).toBeInstanceOf(Element);
    expect(screen.getByLabelText('Odrzucone')).toBeInstanceOf(Element);
    expect(screen.queryByLabelText('W trakcie recenzji')).toBeNull();

    const save = screen.getByRole('button', { name: 'Zapisz recenzję' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Zaakceptowane'));
    fireEvent.change(screen.getByLabelText('Komentarz'), { target: { value: '  Dobre zadanie.  ' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/homework/${id}/review`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'APPROVED', comment: 'Dobre zadanie.' });
    // Not offered for a task that is not private.
    expect(screen.queryByRole('button', { name: 'Zaakceptuj i opublikuj' })).toBeNull();
  });

  it('approves and publishes a private task in one step: the review first, then the publication', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ id, status: 'PUBLIC', adminReview: { status: 'APPROVED' }, message: 'OK' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderWithProviders(<ReviewDialog homeworkId={id} opened onClose={onClose} publishable />);

    fireEvent.change(await screen.findByLabelText('Komentarz'), { target: { value: 'Gotowe.' } });
    const publish = screen.getByRole('button', { name: 'Zaakceptuj i opublikuj' }) as HTMLButtonElement;
    // The decision comes first: publishing is never one stray click away.
    expect(publish.disabled).toBe(true);
    expect(publish.getAttribute('aria-describedby')).toBe('approve-and-publish-hint');
    expect(screen.getByText('Aby od razu opublikować zadanie, wybierz decyzję „Zaakceptowane”.')).toBeInstanceOf(
      Element,
    );
    fireEvent.click(screen.getByLabelText('Odrzucone'));
    expect(publish.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Zaakceptowane'));
    expect(publish.disabled).toBe(false);
    fireEvent.click(publish);

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const calls = fetchMock.mock.calls.map(([url, init]) => [String(url), init?.method, init?.body ?? null]);
    expect(calls).toEqual([
      [`/api/homework/${id}/review`, 'PUT', JSON.stringify({ status: 'APPROVED', comment: 'Gotowe.' })],
      [`/api/homework/${id}/publish`, 'PUT', null],
    ]);
  });
});
