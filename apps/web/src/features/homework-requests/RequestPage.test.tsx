import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { homeworkRequestMessages as m } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { posts } from '../../test/stub-api';
import {
  buildOffer,
  buildRequest,
  json,
  offerId,
  renderRequests,
  requestId,
  requestPolicies,
  stubRequestsApi,
  teacher,
} from './homework-requests-test-kit';
import { RequestPage } from './RequestPage';

vi.setConfig({ testTimeout: 20_000 });

const url = `/requests/${requestId}`;
const render = () => renderRequests(<RequestPage />, { route: '/requests/:id', url });

clearSessionAfterEachTest();

describe('/requests/{id}', () => {
  it('lets the owner accept an offer and pay it, then follows the payment', async () => {
    let accepted = false;
    const calls = stubRequestsApi({
      [`GET /api/homework-request/${requestId}`]: () =>
        json(
          200,
          buildRequest({
            policies: requestPolicies({ cancel: true }),
          }),
        ),
      [`GET /api/homework-request/${requestId}/offers`]: () =>
        json(200, {
          results: [
            accepted
              ? buildOffer({ status: 'accepted', policies: { read: true, accept: false, pay: true, withdraw: false } })
              : buildOffer({ policies: { read: true, accept: true, pay: false, withdraw: false } }),
          ],
        }),
      [`POST /api/homework-request-offer/${offerId}/accept`]: () => {
        accepted = true;
        return json(200, {
          message: m.offerAccepted,
          offer: buildOffer({
            status: 'accepted',
            policies: { read: true, accept: false, pay: true, withdraw: false },
          }),
        });
      },
      [`POST /api/homework-request-offer/${offerId}/checkout`]: () =>
        json(200, { payment: { id: 'dddddddd-0000-4000-8000-000000000001' }, redirectUrl: null }),
    });
    render();
    const details = await screen.findByRole('region', { name: 'Zadania z ciągów' });
    expect(details.textContent).toContain('Otwarte');
    expect(details.textContent).toContain('Zleca: Jan Kowalski');
    expect(await screen.findByText('Proszę o rozwiązanie zadań 1–3.')).toBeInstanceOf(Element);
    expect(within(details).getByRole('button', { name: 'Anuluj zlecenie' })).toBeInstanceOf(Element);
    const history = screen.getByRole('region', { name: 'Historia' });
    expect(history.textContent).toContain('Dodano zlecenie');

    const offer = await screen.findByRole('article', { name: 'Anna Nowak' });
    expect(offer.textContent).toContain('Cena: 40,00\u00a0zł');
    expect(offer.textContent).toContain('Zrobię to jutro.');
    fireEvent.click(within(offer).getByRole('button', { name: 'Akceptuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opłać zlecenie' });
    // The checkout form's code loads where it is shown.
    const pay = await within(dialog).findByRole('button', { name: 'Zapłać' });
    expect(dialog.textContent).toContain('Do zapłaty: 40,00\u00a0zł');
    fireEvent.click(pay);
    expect((await screen.findByTestId('destination')).textContent).toBe(
      '/payment/dddddddd-0000-4000-8000-000000000001',
    );
    expect(posts(calls)).toEqual([
      { path: `/api/homework-request-offer/${offerId}/accept`, body: {} },
      { path: `/api/homework-request-offer/${offerId}/checkout`, body: { method: 'stripe', buyer: 'private' } },
    ]);
  });

  it('lets a teacher send an offer with the price in grosze, refusing a deadline after the request’s', async () => {
    let sent = false;
    const calls = stubRequestsApi(
      {
        [`GET /api/homework-request/${requestId}`]: () =>
          json(
            200,
            buildRequest({
              policies: requestPolicies({ offer: true }),
            }),
          ),
        [`GET /api/homework-request/${requestId}/offers`]: () =>
          json(200, {
            results: sent ? [buildOffer({ policies: { read: true, accept: false, pay: false, withdraw: true } })] : [],
          }),
        [`POST /api/homework-request/${requestId}/offers`]: () => {
          sent = true;
          return json(201, { message: m.offerSent, offer: buildOffer() });
        },
      },
      { role: 'TEACHER' },
    );
    render();
    const form = await screen.findByRole('form', { name: 'Wyślij ofertę' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Cena/ }), { target: { value: '40' } });
    fireEvent.change(within(form).getByLabelText(/Termin rozwiązania/), { target: { value: '2099-01-01T10:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Wyślij ofertę' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(m.offerDeadlineAfter);
    fireEvent.change(within(form).getByLabelText(/Termin rozwiązania/), { target: { value: '2026-11-30T10:00' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Wiadomość' }), {
      target: { value: 'Chętnie pomogę.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Wyślij ofertę' }));
    const own = await screen.findByRole('article', { name: teacher.displayName });
    expect(within(own).getByRole('button', { name: 'Wycofaj ofertę' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('form', { name: 'Wyślij ofertę' })).toBeNull();
    expect(posts(calls)).toEqual([
      {
        path: `/api/homework-request/${requestId}/offers`,
        body: { priceGross: 4000, deadline: new Date('2026-11-30T10:00').toISOString(), message: 'Chętnie pomogę.' },
      },
    ]);
  });

  it('lets the paid teacher deliver the solution', async () => {
    const policies = {
      read: true,
      cancel: false,
      offer: false,
      progress: true,
      deliver: true,
      readSolution: false,
      dispute: false,
    };
    const delivered = buildRequest({
      status: 'delivered',
      teacher,
      policies: { ...policies, progress: false, deliver: false, readSolution: true },
    });
    let done = false;
    const calls = stubRequestsApi(
      {
        [`GET /api/homework-request/${requestId}`]: () =>
          json(
            200,
            done ? delivered : buildRequest({ status: 'in_progress', teacher, acceptedOfferId: offerId, policies }),
          ),
        [`GET /api/homework-request/${requestId}/offers`]: () =>
          json(200, { results: [buildOffer({ status: 'paid' })] }),
        [`POST /api/homework-request/${requestId}/solution`]: () => {
          done = true;
          return json(200, { message: m.delivered, request: delivered });
        },
        [`GET /api/homework-request/${requestId}/solution`]: () =>
          json(200, {
            requestId,
            solution: '<p>Odpowiedź: 42</p>',
            files: [],
            teacher,
            deliveredAt: '2026-11-25T10:00:00.000Z',
          }),
      },
      { role: 'TEACHER' },
    );
    render();
    const form = await screen.findByRole('form', { name: 'Dostarcz rozwiązanie' });
    fireEvent.click(within(form).getByRole('button', { name: 'Dostarcz rozwiązanie' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(m.solutionRequired);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Rozwiązanie' }), {
      target: { value: '<p>Odpowiedź: 42</p>' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Dostarcz rozwiązanie' }));
    const solution = await screen.findByRole('region', { name: 'Rozwiązanie' });
    await waitFor(() => expect(solution.textContent).toContain('Odpowiedź: 42'));
    expect(solution.textContent).toContain('Dostarczył(a): Anna Nowak');
    expect(screen.queryByRole('form', { name: 'Dostarcz rozwiązanie' })).toBeNull();
    expect(posts(calls)).toEqual([
      { path: `/api/homework-request/${requestId}/solution`, body: { solution: '<p>Odpowiedź: 42</p>', fileIds: [] } },
    ]);
  });

  it('shows the delivered solution with its files to the buyer', async () => {
    stubRequestsApi({
      [`GET /api/homework-request/${requestId}`]: () =>
        json(
          200,
          buildRequest({
            status: 'delivered',
            teacher,
            timeline: [
              { kind: 'REQUEST_CREATED', at: '2026-11-23T10:00:00.000Z' },
              { kind: 'OFFER_PAID', at: '2026-11-23T12:00:00.000Z' },
              { kind: 'SOLUTION_DELIVERED', at: '2026-11-25T10:00:00.000Z' },
            ],
            policies: requestPolicies({ readSolution: true }),
          }),
        ),
      [`GET /api/homework-request/${requestId}/offers`]: () => json(200, { results: [buildOffer({ status: 'paid' })] }),
      [`GET /api/homework-request/${requestId}/solution`]: () =>
        json(200, {
          requestId,
          solution: '<p>Odpowiedź: 42</p>',
          files: [
            {
              id: 'eeeeeeee-0000-4000-8000-000000000001',
              name: 'rozwiazanie.pdf',
              size: 100,
              url: '/api/file/e/content?token=t',
            },
          ],
          teacher,
          deliveredAt: '2026-11-25T10:00:00.000Z',
        }),
    });
    render();
    const solution = await screen.findByRole('region', { name: 'Rozwiązanie' });
    await waitFor(() => expect(solution.textContent).toContain('Odpowiedź: 42'));
    expect(within(solution).getByRole('link', { name: 'rozwiazanie.pdf' }).getAttribute('href')).toBe(
      '/api/file/e/content?token=t',
    );
    const history = screen.getByRole('region', { name: 'Historia' });
    expect(history.textContent).toContain('Opłacono ofertę');
    expect(history.textContent).toContain('Dostarczono rozwiązanie');
  });

  it('says when the request does not exist or is not the viewer’s to read', async () => {
    stubRequestsApi({
      [`GET /api/homework-request/${requestId}`]: () =>
        json(403, { statusCode: 403, error: 'Forbidden', message: 'Brak dostępu' }),
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('Nie masz dostępu do tego zlecenia.');
  });
});
