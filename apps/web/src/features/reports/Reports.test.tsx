import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reportMessages } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { json, renderTutoring, stubTutoringApi, studentId, teacherId } from '../tutoring/tutoring-test-kit';
import { AdminSupportPage } from './AdminSupportPage';
import { ReportButton } from './ReportButton';
import { buildReport, posts, reviewId } from './reports-test-kit';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

describe('ReportButton', () => {
  it('asks for a reason and, for OTHER, a description; then sends the report and thanks', async () => {
    const calls = stubTutoringApi({
      'POST /api/report': () => json(201, { message: reportMessages.created, report: buildReport() }),
    });
    renderTutoring(<ReportButton targetType="REVIEW" targetId={reviewId} ownerId={teacherId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zgłoś: opinia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zgłoś naruszenie' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await within(dialog).findByText(reportMessages.reason)).toBeInstanceOf(Element);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Inny powód' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await within(dialog).findByText(reportMessages.detailsRequired)).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Opis/ }), {
      target: { value: 'Reklama zegarków w opinii.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await within(dialog).findByText(reportMessages.created)).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([
      {
        path: '/api/report',
        body: {
          targetType: 'REVIEW',
          targetId: reviewId,
          reason: 'OTHER',
          details: 'Reklama zegarków w opinii.',
          fileIds: [],
        },
      },
    ]);
  });

  it('shows the server’s refusal, and nothing to the author or a signed-out visitor', async () => {
    stubTutoringApi({
      'POST /api/report': () => json(400, { statusCode: 400, error: 'Bad Request', message: reportMessages.duplicate }),
    });
    renderTutoring(<ReportButton targetType="REVIEW" targetId={reviewId} ownerId={teacherId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zgłoś: opinia' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam lub reklama' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(reportMessages.duplicate);
  });

  it('is not offered on one’s own content', async () => {
    stubTutoringApi({});
    renderTutoring(
      <>
        <ReportButton targetType="REVIEW" targetId={reviewId} ownerId={studentId} />
        <p>gotowe</p>
      </>,
    );
    await screen.findByText('gotowe');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Zgłoś/ })).toBeNull());
  });
});

describe('/admin/support', () => {
  it('lists open reports and decides one with a note for the reporter', async () => {
    let decided = false;
    const calls = stubTutoringApi(
      {
        'GET /api/report': () =>
          json(200, { results: decided ? [] : [buildReport()], total: decided ? 0 : 1, page: 1, pageCount: 1 }),
        [`POST /api/report/${buildReport().id}/decide`]: () => {
          decided = true;
          return json(200, {
            message: reportMessages.decided,
            report: buildReport({ status: 'RESOLVED', decidedAt: '2026-11-23T11:00:00.000Z' }),
          });
        },
      },
      { role: 'ADMIN' },
    );
    renderTutoring(<AdminSupportPage />, { route: '/admin/support', url: '/admin/support' });
    const card = await screen.findByRole('article', { name: 'Opinia · Spam lub reklama' });
    expect(within(card).getByText('Kupcie tanie zegarki na spam.example')).toBeInstanceOf(Element);
    expect(within(card).getByRole('link', { name: 'Otwórz zgłoszoną treść' }).getAttribute('href')).toBe(
      '/teachers/anna#reviews',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Podjęto działania' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decyzja: Podjęto działania' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Opinię usunięto.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz decyzję' }));
    expect(await screen.findByText(reportMessages.decided)).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([
      { path: `/api/report/${buildReport().id}/decide`, body: { status: 'RESOLVED', note: 'Opinię usunięto.' } },
    ]);
    expect(await screen.findByText('Brak zgłoszeń czekających na decyzję.')).toBeInstanceOf(Element);
  });

  it('tells a non-ADMIN the page is not theirs', async () => {
    stubTutoringApi({}, { role: 'USER' });
    renderTutoring(<AdminSupportPage />, { route: '/admin/support', url: '/admin/support' });
    expect(await screen.findByRole('alert')).toBeInstanceOf(Element);
  });
});
