import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fileMessages, reportMessages, type TFeedback, type TReport } from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFile, buildUploadedFile, FakeXhr } from '../../components/files/files-test-utils';
import { clearSessionAfterEachTest } from '../../test/session';
import { json, renderTutoring, stubTutoringApi, studentId, teacherId } from '../tutoring/tutoring-test-kit';
import { AdminSupportPage } from './AdminSupportPage';
import { FeedbackDialog } from './FeedbackDialog';
import { MyReportsPage } from './MyReportsPage';
import { ReportButton } from './ReportButton';
import { buildReport as buildReportWithoutFiles, person, posts, reviewId } from './reports-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const imageId = '12121212-3434-4565-8787-909090909090';
const textId = '13131313-3434-4565-8787-909090909090';

const buildReport = (overrides: Partial<TReport> = {}): TReport =>
  buildReportWithoutFiles({
    files: [
      { id: imageId, name: 'zrzut.png', size: 2048 },
      { id: textId, name: 'log.txt', size: 100 },
    ],
    ...overrides,
  });

/** Chooses files in the dialog's picker (Mantine's FileButton keeps a hidden input next to the button). */
function choose(dialog: HTMLElement, files: File[]) {
  const input = dialog.querySelector('input[type="file"]');
  if (!input) throw new Error('No file input');
  fireEvent.change(input, { target: { files } });
}

beforeEach(() => {
  FakeXhr.install();
});

clearSessionAfterEachTest();

describe('the report dialog’s attachments', () => {
  it('uploads up to 3 SUPPORT_ATTACHMENT files with progress, holds the send button, removes one, sends the ids', async () => {
    const calls = stubTutoringApi({
      'POST /api/report': () => json(201, { message: reportMessages.created, report: buildReport() }),
      [`DELETE /api/file/${textId}`]: () => json(200, { message: fileMessages.deleted }),
    });
    renderTutoring(<ReportButton targetType="REVIEW" targetId={reviewId} ownerId={teacherId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zgłoś: opinia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zgłoś naruszenie' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam lub reklama' }));
    await within(dialog).findByRole('button', { name: 'Dołącz zrzut ekranu lub plik' });

    // More than 3 at once: nothing is sent.
    choose(dialog, [buildFile('a.png'), buildFile('b.png'), buildFile('c.png'), buildFile('d.png')]);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Możesz dołączyć najwyżej 3 pliki.');
    expect(FakeXhr.instances).toHaveLength(0);

    choose(dialog, [buildFile('zrzut.png', 2048)]);
    const xhr = FakeXhr.last();
    expect(xhr.body?.get('assign')).toBe('SUPPORT_ATTACHMENT');
    act(() => xhr.progress(1, 2));
    expect(await within(dialog).findByRole('progressbar', { name: 'Przesyłanie: zrzut.png' })).toBeInstanceOf(Element);
    const send = within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' });
    expect(send.hasAttribute('disabled')).toBe(true);
    act(() => xhr.respond(200, buildUploadedFile({ id: imageId, originalname: 'zrzut.png', size: 2048 })));
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    const list = within(dialog).getByRole('list', { name: 'Dołączone pliki' });
    expect(within(list).getByText(/zrzut\.png/)).toBeInstanceOf(Element);

    // A refused upload says why, in the server's words.
    choose(dialog, [buildFile('wirus.png')]);
    act(() =>
      FakeXhr.last().respond(400, { statusCode: 400, error: 'Bad Request', message: 'Nieprawidłowy format pliku.' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Nieprawidłowy format pliku.');

    choose(dialog, [buildFile('log.txt', 100, 'text/plain')]);
    act(() =>
      FakeXhr.last().respond(200, buildUploadedFile({ id: textId, originalname: 'log.txt', extension: 'txt' })),
    );
    const remove = await within(dialog).findByRole('button', { name: 'Usuń plik log.txt' });
    fireEvent.click(remove);
    await waitFor(() => expect(within(dialog).queryByText(/log\.txt/)).toBeNull());
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));

    fireEvent.click(send);
    expect(await within(dialog).findByText(reportMessages.created)).toBeInstanceOf(Element);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Only the removed file was deleted; the sent one stays with the report.
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/file/${textId}`]);
    expect(posts(calls)).toEqual([
      {
        path: '/api/report',
        body: { targetType: 'REVIEW', targetId: reviewId, reason: 'SPAM', details: '', fileIds: [imageId] },
      },
    ]);
  });
});

describe('a dialog closed without sending', () => {
  it('deletes its uploads', async () => {
    const calls = stubTutoringApi({
      [`DELETE /api/file/${imageId}`]: () => json(200, { message: fileMessages.deleted }),
    });
    renderTutoring(<ReportButton targetType="REVIEW" targetId={reviewId} ownerId={teacherId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zgłoś: opinia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zgłoś naruszenie' });
    await within(dialog).findByRole('button', { name: 'Dołącz zrzut ekranu lub plik' });
    choose(dialog, [buildFile('zrzut.png')]);
    act(() => FakeXhr.last().respond(200, buildUploadedFile({ id: imageId, originalname: 'zrzut.png' })));
    await within(dialog).findByRole('button', { name: 'Usuń plik zrzut.png' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        `/api/file/${imageId}`,
      ]),
    );
    expect(posts(calls)).toEqual([]);
  });
});

describe('the feedback dialog’s attachments', () => {
  it('offers the picker signed in and sends the ids', async () => {
    const calls = stubTutoringApi({
      'POST /api/feedback': () => json(201, { message: reportMessages.feedbackSent }),
    });
    renderTutoring(<FeedbackDialog opened onClose={() => {}} />, { url: '/homeworks' });
    const dialog = await screen.findByRole('dialog', { name: 'Twoja opinia' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Wiadomość/ }), {
      target: { value: 'Na zrzucie widać błąd.' },
    });
    await within(dialog).findByRole('button', { name: 'Dołącz zrzut ekranu lub plik' });
    choose(dialog, [buildFile('zrzut.png')]);
    act(() => FakeXhr.last().respond(200, buildUploadedFile({ id: imageId, originalname: 'zrzut.png' })));
    await within(dialog).findByRole('button', { name: 'Usuń plik zrzut.png' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText(reportMessages.feedbackSent)).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([
      {
        path: '/api/feedback',
        body: { message: 'Na zrzucie widać błąd.', page: '/homeworks', rating: null, fileIds: [imageId] },
      },
    ]);
  });

  it('has no picker for a signed-out visitor', async () => {
    stubTutoringApi({}, { role: null });
    renderTutoring(<FeedbackDialog opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Twoja opinia' });
    expect(within(dialog).getByRole('button', { name: 'Wyślij' })).toBeInstanceOf(Element);
    expect(within(dialog).queryByRole('button', { name: 'Dołącz zrzut ekranu lub plik' })).toBeNull();
  });
});

describe('attachments in the lists', () => {
  it('shows ADMIN a report’s files as links: an image opens through a signed link, another file downloads', async () => {
    const createObjectURL = vi.fn(() => 'blob:plik');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const calls = stubTutoringApi(
      {
        'GET /api/report': () => json(200, { results: [buildReport()], total: 1, page: 1, pageCount: 1 }),
        [`GET /api/file/${imageId}/preview`]: () => json(200, { url: `/api/file/${imageId}/content?token=podpis` }),
        [`GET /api/file/${textId}/download`]: () =>
          new Response('dziennik', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="log.txt"' },
          }),
      },
      { role: 'ADMIN' },
    );
    renderTutoring(<AdminSupportPage />, { route: '/admin/support', url: '/admin/support' });
    const card = await screen.findByRole('article', { name: 'Opinia · Spam lub reklama' });
    const files = within(card).getByRole('list', { name: 'Załączniki' });
    fireEvent.click(within(files).getByRole('button', { name: 'zrzut.png' }));
    const image = await screen.findByRole('img', { name: 'zrzut.png' });
    expect(image.getAttribute('src')).toBe(`/api/file/${imageId}/content?token=podpis`);
    fireEvent.click(within(files).getByRole('button', { name: 'log.txt' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([`/api/file/${imageId}/preview`, `/api/file/${textId}/download`]),
    );
  });

  it('shows ADMIN feedback’s files, and the reporter their own report’s files', async () => {
    const item: TFeedback = {
      id: '77777777-aaaa-4bbb-8ccc-dddddddddddd',
      message: 'Przycisk nie działa.',
      page: '/account',
      rating: null,
      status: 'READ',
      author: person(studentId, 'jan', 'Jan Kowalski'),
      createdAt: '2026-11-23T10:00:00.000Z',
      files: [{ id: imageId, name: 'ekran.png', size: 2048 }],
    };
    stubTutoringApi(
      { 'GET /api/feedback': () => json(200, { results: [item], total: 1, page: 1, pageCount: 1 }) },
      { role: 'ADMIN' },
    );
    renderTutoring(<AdminSupportPage />, { route: '/admin/support', url: '/admin/support?tab=feedback' });
    const feedback = await screen.findByTestId('feedback');
    expect(
      within(within(feedback).getByRole('list', { name: 'Załączniki' })).getByRole('button', { name: 'ekran.png' }),
    ).toBeInstanceOf(Element);
  });

  it('shows the reporter their report’s files on /account/reports', async () => {
    stubTutoringApi({
      'GET /api/report/mine': () => json(200, { results: [buildReport()], total: 1, page: 1, pageCount: 1 }),
    });
    renderTutoring(<MyReportsPage />);
    const report = await screen.findByTestId('my-report');
    const files = within(report).getByRole('list', { name: 'Załączniki' });
    expect(
      within(files)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['zrzut.png', 'log.txt']);
  });
});
