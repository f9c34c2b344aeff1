import { fireEvent, screen } from '@testing-library/react';
import { validationMessages } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderWithDestination, renderWithProviders } from '../../test/render';
import { clearSessionAfterEachTest, testSession } from '../../test/session';
import { stubApiCalls } from '../../test/stub-api';
import { LoginPage } from './LoginPage';
import { PasswordChangeGate } from './PasswordChangeGate';

vi.setConfig({ testTimeout: 20_000 });
clearSessionAfterEachTest();

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

function signInWith(login: string, answer: object) {
  const calls = stubApiCalls((call) => (call.path === '/api/auth/login' ? jsonResponse(200, answer) : undefined));
  renderWithDestination(<LoginPage />, { route: '/login', url: '/login' });
  fill(/E-mail lub login/, login);
  fill(/^Hasło/, 'abcd2345ef');
  fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
  return calls;
}

describe('LoginPage', () => {
  it('signs in by login and sends a one-time password to "Ustaw własne hasło" first', async () => {
    const calls = signInWith(' zofiakowalska ', { ...testSession, passwordChangeRequired: true });
    expect((await screen.findByTestId('destination')).textContent).toBe('/account/own-password');
    expect(calls[0]!.body).toEqual({ username: 'zofiakowalska', password: 'abcd2345ef' });
  });

  it('signs in by e-mail when the field holds "@"', async () => {
    const calls = signInWith('Uczen@Example.pl', testSession);
    expect((await screen.findByTestId('destination')).textContent).toBe('/');
    expect(calls[0]!.body).toEqual({ email: 'uczen@example.pl', password: 'abcd2345ef' });
  });

  it('asks for the login without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect((await screen.findAllByText(validationMessages.required)).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('PasswordChangeGate', () => {
  it('sends a pupil who must set a password to "Ustaw własne hasło" from any page', async () => {
    saveSession(testSession);
    stubApiCalls((call) =>
      call.path === '/api/user/me'
        ? jsonResponse(200, buildMe('USER', { email: null, passwordChangeRequired: true }))
        : undefined,
    );
    renderWithDestination(<PasswordChangeGate />, { route: '/classes', url: '/classes' });
    expect((await screen.findByTestId('destination')).textContent).toBe('/account/own-password');
  });
});
