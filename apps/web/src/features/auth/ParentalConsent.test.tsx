import { fireEvent, screen } from '@testing-library/react';
import { errorMessages, parentalConsentMessages } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { clearSessionAfterEachTest, signInForEachTest } from '../../test/session';
import { stubApiCalls } from '../../test/stub-api';
import { ParentalConsentNotice } from './ParentalConsentNotice';
import { ParentalConsentPage } from './ParentalConsentPage';

describe('the parent’s consent page', () => {
  clearSessionAfterEachTest();

  it('says whose account it is and records the consent only on the click', async () => {
    let confirmed = false;
    const calls = stubApiCalls((call) => {
      if (call.path === '/api/auth/parental-consent' && call.method === 'GET') {
        return jsonResponse(200, { username: 'kasia', birthYear: 2012, confirmed });
      }
      if (call.path === '/api/auth/parental-consent' && call.method === 'POST') {
        confirmed = true;
        return jsonResponse(200, { message: parentalConsentMessages.confirmed });
      }
      return undefined;
    });
    renderWithProviders(<ParentalConsentPage />, { path: '/zgoda-rodzica?token=abc' });

    expect((await screen.findByText(/Konto „kasia”/)).textContent).toBe(
      'Konto „kasia” (rok urodzenia: 2012) czeka na Państwa zgodę.',
    );
    expect(screen.getByRole('link', { name: 'polityka prywatności' }).getAttribute('href')).toBe(
      '/polityka-prywatnosci',
    );
    expect(screen.getByRole('link', { name: 'Standardy Ochrony Małoletnich' }).getAttribute('href')).toBe(
      '/standardy-ochrony-maloletnich',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Wyrażam zgodę' }));
    expect((await screen.findByRole('status')).textContent).toBe(parentalConsentMessages.confirmed);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ token: 'abc' });
  });

  it('shows the link error for an unknown link, and asks for the link without a token', async () => {
    stubApiCalls(() =>
      jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: errorMessages.invalidLink }),
    );
    renderWithProviders(<ParentalConsentPage />, { path: '/zgoda-rodzica?token=zly' });
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessages.invalidLink);
  });
});

describe('the notice of a pupil waiting for the parent', () => {
  signInForEachTest();

  it('says what waits and sends the request again to a corrected address', async () => {
    const calls = stubApiCalls((call) => {
      if (call.path === '/api/user/me') {
        return jsonResponse(200, buildMe('USER', { awaitingParentalConsent: { parentEmail: 'mama@example.com' } }));
      }
      if (call.path === '/api/auth/parental-consent/resend') {
        return jsonResponse(200, { message: parentalConsentMessages.resent });
      }
      return undefined;
    });
    renderWithProviders(<ParentalConsentNotice />);

    expect(await screen.findByRole('region', { name: 'Czekamy na zgodę rodzica lub opiekuna' })).toBeInstanceOf(
      Element,
    );
    expect(screen.getByText(/mama@example.com/).textContent).toContain('możesz ćwiczyć');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij ponownie lub popraw adres' }));
    const address = await screen.findByRole('textbox', { name: /E-mail rodzica lub opiekuna/ });
    fireEvent.change(address, { target: { value: 'tata@example.com' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Wyślij prośbę' }));
    expect((await screen.findByText(parentalConsentMessages.resent)).textContent).toBe(parentalConsentMessages.resent);
    expect(calls.find((call) => call.path === '/api/auth/parental-consent/resend')?.body).toEqual({
      parentEmail: 'tata@example.com',
    });
  });

  it('shows nothing to an account that waits for nothing', async () => {
    const calls = stubApiCalls((call) =>
      call.path === '/api/user/me' ? jsonResponse(200, buildMe('USER')) : undefined,
    );
    renderWithProviders(<ParentalConsentNotice />);
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/user/me')).toBe(true));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/zgodę rodzica/)).toBeNull();
  });
});
