import { fireEvent, screen, waitFor } from '@testing-library/react';
import { homeworkRequestMessages } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { buildRequest, json, renderRequests, requestId, stubRequestsApi } from './homework-requests-test-kit';
import { NewRequestPage } from './NewRequestPage';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function fill() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Tytuł' }), { target: { value: '  Zadania z ciągów ' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Opis zadania' }), {
    target: { value: '<p>Zadania 1–3</p>' },
  });
  fireEvent.change(screen.getByLabelText(/Termin rozwiązania/), { target: { value: '2099-12-01T18:30' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Budżet (zł, opcjonalnie)' }), { target: { value: '50,5' } });
}

/** Opens the form, fills every field (Matematyka, szkoła średnia) and sends it. */
async function sendFilledForm() {
  renderRequests(<NewRequestPage />, { route: '/requests/new', url: '/requests/new' });
  await screen.findByRole('button', { name: 'Dodaj zlecenie' });
  fill();
  await choose('Przedmiot', 'Matematyka');
  await choose('Poziom', 'Szkoła średnia');
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj zlecenie' }));
}

describe('/requests/new', () => {
  it('asks with a sentence and a photo: a plain editor, the photo right under it', async () => {
    stubRequestsApi({});
    renderRequests(<NewRequestPage />, { route: '/requests/new', url: '/requests/new' });
    const description = await screen.findByRole('textbox', { name: 'Opis zadania' });
    // Not the word processor (fonts, sizes, tables): the toolbar of a message.
    expect(description.getAttribute('data-variant')).toBe('comment');
    const photo = screen.getByText('Zdjęcie lub pliki zadania');
    const subject = screen.getByRole('combobox', { name: /^Przedmiot/ });
    expect(description.compareDocumentPosition(photo) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(photo.compareDocumentPosition(subject) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('names the missing fields before sending anything', async () => {
    const calls = stubRequestsApi({});
    renderRequests(<NewRequestPage />, { route: '/requests/new', url: '/requests/new' });
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj zlecenie' }));
    expect(await screen.findByText(homeworkRequestMessages.titleRequired)).toBeInstanceOf(Element);
    expect(screen.getByText(homeworkRequestMessages.descriptionRequired)).toBeInstanceOf(Element);
    expect(screen.getByText(homeworkRequestMessages.subject)).toBeInstanceOf(Element);
    expect(screen.getByText(homeworkRequestMessages.level)).toBeInstanceOf(Element);
    expect(screen.getByRole('alert').textContent).toBe('Popraw zaznaczone pola.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the request with its deadline as an instant and the budget in grosze, then opens it', async () => {
    const calls = stubRequestsApi({
      'POST /api/homework-request': () =>
        json(201, { message: homeworkRequestMessages.created, request: buildRequest() }),
    });
    await sendFilledForm();
    expect((await screen.findByTestId('destination')).textContent).toBe(`/requests/${requestId}`);
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.body).toEqual({
      title: 'Zadania z ciągów',
      description: '<p>Zadania 1–3</p>',
      subject: 'MATHS',
      level: 'HIGH_SCHOOL',
      deadline: new Date('2099-12-01T18:30').toISOString(),
      budgetGross: 5050,
      fileIds: [],
    });
  });

  it("shows the server's message when it refuses the request", async () => {
    stubRequestsApi({
      'POST /api/homework-request': () =>
        json(400, { statusCode: 400, error: 'Bad Request', message: homeworkRequestMessages.price }),
    });
    await sendFilledForm();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(homeworkRequestMessages.price));
  });
});
