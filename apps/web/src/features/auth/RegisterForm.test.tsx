import { fireEvent, screen } from '@testing-library/react';
import { classMessages, parentalConsentMessages, validationMessages } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RegisterForm } from './RegisterForm';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });
}

describe('RegisterForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('links the regulamin and the privacy policy it asks to accept and the standards, opening beside the form', () => {
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    expect(
      screen.getByRole('checkbox', { name: 'Akceptuję regulamin serwisu i politykę prywatności.' }),
    ).toBeInstanceOf(Element);
    const terms = screen.getByRole('link', { name: 'regulamin serwisu' });
    const privacy = screen.getByRole('link', { name: 'politykę prywatności' });
    expect([terms.getAttribute('href'), terms.getAttribute('target')]).toEqual(['/regulamin', '_blank']);
    expect([privacy.getAttribute('href'), privacy.getAttribute('target')]).toEqual(['/polityka-prywatnosci', '_blank']);
    // The child-protection standards, beside the consent but not part of what is accepted.
    const standards = screen.getByRole('link', { name: 'Standardy Ochrony Małoletnich' });
    expect([standards.getAttribute('href'), standards.getAttribute('target')]).toEqual([
      '/standardy-ochrony-maloletnich',
      '_blank',
    ]);
  });

  it('shows the shared schema messages for mismatched passwords and missing consent, without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);

    fill('E-mail', 'uczen@example.pl');
    fill('Login', 'Uczen1');
    fireEvent.change(screen.getByLabelText(/^Hasło/, { selector: 'input' }), { target: { value: 'tajnehaslo1' } });
    fill('Powtórz hasło', 'innehaslo2');
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    expect((await screen.findByText(validationMessages.passwordsDiffer)).textContent).toBe('Hasła się różnią');
    expect(screen.getByText('Wymagana zgoda').textContent).toBe('Wymagana zgoda');
    expect(screen.queryByText(validationMessages.invalidFormat)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("refuses a login with a look-alike letter of another script with the spec's message", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);

    fill('Login', '\u0430dmin');
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    expect((await screen.findByText(validationMessages.username)).textContent).toBe(
      'Login może zawierać tylko litery i cyfry (bez spacji i znaków specjalnych).',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows required-field messages on an empty submit', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    expect((await screen.findAllByText(validationMessages.required)).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(validationMessages.consent).textContent).toBe('Wymagana zgoda');
  });

  it('sends the parsed request once the form is valid and reports the e-mail', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Konto utworzone. Sprawdź skrzynkę.' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);

    fireEvent.click(screen.getByRole('radio', { name: 'Nauczyciel' }));
    fill('E-mail', '  Nauczyciel@Example.PL ');
    fill('Login', 'Pani1');
    fireEvent.change(screen.getByLabelText(/^Hasło/, { selector: 'input' }), { target: { value: 'tajnehaslo1' } });
    fill('Powtórz hasło', 'tajnehaslo1');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Akceptuję regulamin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith('nauczyciel@example.pl'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'nauczyciel@example.pl',
      username: 'Pani1',
      password: { password: 'tajnehaslo1', confirmPassword: 'tajnehaslo1' },
      role: 'TEACHER',
      consent: true,
    });
  });
});

describe('RegisterForm from a class join link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("registers a pupil's account with the class code, and says the pupil joins after confirming", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Konto utworzone.' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />, { path: '/register?classCode=abcd-ef23' });

    expect((await screen.findByText(/z kodem klasy ABCD-EF23/)).textContent).toBe(
      'Zakładasz konto ucznia z kodem klasy ABCD-EF23. Po potwierdzeniu adresu e-mail dołączysz do tej klasy.',
    );
    expect(screen.queryByRole('radio', { name: 'Nauczyciel' })).toBeNull();
    // The class's roster lists the pupil by name: first and last asked, and required.
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    expect(await screen.findByText(classMessages.firstNameRequired)).toBeInstanceOf(Element);
    expect(screen.getByText(classMessages.lastNameRequired)).toBeInstanceOf(Element);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /^Imię/ }), { target: { value: 'Ola' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nazwisko/ }), { target: { value: 'Nowak' } });
    fill('E-mail', 'ola@example.pl');
    fill('Login', 'Ola8b');
    fill('Rok urodzenia', String(new Date().getUTCFullYear() - 13));
    fill('E-mail rodzica lub opiekuna', 'mama.oli@example.pl');
    fireEvent.change(screen.getByLabelText(/^Hasło/, { selector: 'input' }), { target: { value: 'tajnehaslo1' } });
    fill('Powtórz hasło', 'tajnehaslo1');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Akceptuję regulamin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith('ola@example.pl'));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      role: 'USER',
      classCode: 'ABCDEF23',
      firstName: 'Ola',
      lastName: 'Nowak',
      birthYear: new Date().getUTCFullYear() - 13,
      parentEmail: 'mama.oli@example.pl',
    });
  });
});

describe('RegisterForm asks a pupil the birth year', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks the parent's e-mail only under 16, and refuses to go on without it", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const thisYear = new Date().getUTCFullYear();

    expect(screen.queryByLabelText('E-mail rodzica lub opiekuna', { exact: false })).toBeNull();
    fill('Rok urodzenia', String(thisYear - 25));
    expect(screen.queryByLabelText('E-mail rodzica lub opiekuna', { exact: false })).toBeNull();
    fill('Rok urodzenia', String(thisYear - 14));
    expect(screen.getByLabelText('E-mail rodzica lub opiekuna', { exact: false })).toBeInstanceOf(HTMLInputElement);

    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    expect(await screen.findByText(parentalConsentMessages.parentEmailRequired)).toBeInstanceOf(Element);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the birth year of a pupil and not of a teacher', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    expect(await screen.findByText(parentalConsentMessages.birthYear)).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('radio', { name: 'Nauczyciel' }));
    expect(screen.queryByLabelText('Rok urodzenia', { exact: false })).toBeNull();
    // Without a class's code no name is asked: the login names the account.
    expect(screen.queryByRole('textbox', { name: /^Imię/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Nazwisko/ })).toBeNull();
  });
});

describe('RegisterForm for a parent or guardian', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const registered = () =>
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Konto utworzone.' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );

  it('hides the birth year and the parent’s e-mail and sends role PARENT', async () => {
    const fetchMock = registered();
    vi.stubGlobal('fetch', fetchMock);
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);

    expect(screen.getByLabelText(/^Rok urodzenia/, { selector: 'input' })).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('radio', { name: 'Jestem rodzicem lub opiekunem' }));
    expect(screen.queryByLabelText(/^Rok urodzenia/, { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText(/^E-mail rodzica/, { selector: 'input' })).toBeNull();

    fill('E-mail', 'mama@example.pl');
    fill('Login', 'Mama1');
    fireEvent.change(screen.getByLabelText(/^Hasło/, { selector: 'input' }), { target: { value: 'tajnehaslo1' } });
    fill('Powtórz hasło', 'tajnehaslo1');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Akceptuję regulamin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith('mama@example.pl'));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'mama@example.pl',
      username: 'Mama1',
      password: { password: 'tajnehaslo1', confirmPassword: 'tajnehaslo1' },
      role: 'PARENT',
      consent: true,
    });
  });

  it('opened from the consent page, preselects PARENT and sends the consent token', async () => {
    const fetchMock = registered();
    vi.stubGlobal('fetch', fetchMock);
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />, {
      path: '/register?role=PARENT&consentToken=token-z-linku',
    });

    expect((screen.getByRole('radio', { name: 'Jestem rodzicem lub opiekunem' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByLabelText(/^Rok urodzenia/, { selector: 'input' })).toBeNull();
    expect((screen.getByLabelText('E-mail', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('');
    fill('E-mail', 'mama@example.pl');
    fill('Login', 'Mama1');
    fireEvent.change(screen.getByLabelText(/^Hasło/, { selector: 'input' }), { target: { value: 'tajnehaslo1' } });
    fill('Powtórz hasło', 'tajnehaslo1');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Akceptuję regulamin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ role: 'PARENT', consentToken: 'token-z-linku' });
  });
});
