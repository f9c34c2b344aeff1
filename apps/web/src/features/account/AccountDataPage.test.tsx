import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  errorMessages,
  type TCompany,
  type TPaymentMethod,
  type TPersonalData,
  type TPhoneState,
  validationMessages,
} from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithToasts } from '../../components/files/files-test-utils';
import { saveSession } from '../../lib/api/token-storage';
import { stubApiCalls, writes } from '../../test/stub-api';
import { AccountDataPage } from './AccountDataPage';

vi.setConfig({ testTimeout: 20_000 });

const sessionId = '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10';
const methodId = '0b7c5a3e-1f2d-4c6b-8a9e-2d3c4b5a6f70';
const address = {
  street: 'Marszałkowska',
  buildingNumber: '10A',
  apartmentNumber: null,
  postalCode: '00-950',
  city: 'Warszawa',
};
const savedCompany: TCompany = {
  name: 'Zadania sp. z o.o.',
  nip: 'PL5260250274',
  vatPayer: true,
  address,
  updatedAt: '2026-11-23T10:00:00.000Z',
};
const transfer: TPaymentMethod = {
  id: methodId,
  type: 'przelew',
  bankAccount: 'PL61109010140000071219812874',
  accountHolderName: 'Jan Kowalski',
  masked: false,
  usable: true,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The account data API in memory; `overrides` answer a "METHOD /path" instead. */
function stubApi({
  company = null as TCompany | null,
  methods = [] as TPaymentMethod[],
  overrides = {} as Record<string, () => Response>,
} = {}) {
  let personalData: TPersonalData | null = null;
  let phone: TPhoneState = { phoneNumber: null, confirmedAt: null, pending: null };
  let currentCompany = company;
  let currentMethods = [...methods];
  return stubApiCalls(({ method, path, body }) => {
    const key = `${method} ${path}`;
    const override = overrides[key];
    if (override) return override();
    switch (key) {
      case 'GET /api/user/personal-data':
        return json(200, { personalData });
      case 'PUT /api/user/personal-data':
        personalData = { ...(body as Omit<TPersonalData, 'updatedAt'>), updatedAt: '2026-11-23T10:00:00.000Z' };
        return json(200, { message: 'Zaktualizowano!', personalData });
      case 'GET /api/user/company':
        return json(200, { company: currentCompany });
      case 'DELETE /api/user/company':
        currentCompany = null;
        return json(200, { message: 'Usunięto!' });
      case 'GET /api/user/phone-number':
        return json(200, phone);
      case 'POST /api/user/send-phone-number-confirmation-code': {
        const pending = {
          phoneNumber: (body as { phoneNumber: string }).phoneNumber,
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
          resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
          attemptsLeft: 5,
        };
        phone = { ...phone, pending };
        return json(200, { message: 'Wysłano!', pending });
      }
      case 'POST /api/user/confirm-phone-number':
        phone = {
          phoneNumber: phone.pending?.phoneNumber ?? null,
          confirmedAt: new Date().toISOString(),
          pending: null,
        };
        return json(200, { message: 'Potwierdzono!', phone });
      case 'GET /api/user/payment-methods':
        return json(200, { results: currentMethods });
      case 'POST /api/user/payment-method': {
        const added = { ...transfer, id: '5d1c9e2a-3b4f-4a6c-9d8e-7f6a5b4c3d21', ...(body as object) };
        currentMethods = [...currentMethods, added];
        return json(200, { message: 'Dodano!', paymentMethod: added });
      }
      case `DELETE /api/user/payment-method/${methodId}`:
        currentMethods = currentMethods.filter((item) => item.id !== methodId);
        return json(200, { message: 'Usunięto!' });
      default:
        return json(404, { statusCode: 404, error: 'Not Found', message: errorMessages.notFound });
    }
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const field = (container: HTMLElement, label: RegExp) => within(container).getByLabelText(label, { selector: 'input' });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('AccountDataPage', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('validates personal data with the shared messages before saving it', async () => {
    const calls = stubApi();
    renderWithToasts(<AccountDataPage />);
    const personal = section('Dane osobowe');
    const firstName = await waitFor(() => field(personal, /^Imię/));
    type(firstName, 'O');
    type(field(personal, /^Nazwisko/), 'Nowak');
    type(field(personal, /^Ulica/), 'Marszałkowska');
    type(field(personal, /^Nr budynku/), '10A');
    type(field(personal, /^Kod pocztowy/), '00950');
    type(field(personal, /^Miejscowość/), 'Warszawa');
    fireEvent.click(within(personal).getByRole('button', { name: 'Zapisz' }));

    expect(await within(personal).findByText('Błędny kod pocztowy')).toBeInstanceOf(Element);
    expect(within(personal).getByText(validationMessages.nameMin)).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([]);

    type(firstName, 'Ola');
    type(field(personal, /^Kod pocztowy/), '00-950');
    fireEvent.click(within(personal).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/user/personal-data',
        body: { firstName: 'Ola', lastName: 'Nowak', address },
      },
    ]);
  });

  it('refuses a NIP with a wrong check digit, and deletes the saved company after asking', async () => {
    const calls = stubApi({ company: savedCompany });
    renderWithToasts(<AccountDataPage />);
    const company = section('Dane firmy');
    const nip = await waitFor(() => field(company, /^NIP/));
    expect((nip as HTMLInputElement).value).toBe('PL5260250274');
    type(nip, 'PL5260250275');
    fireEvent.click(within(company).getByRole('button', { name: 'Zapisz' }));
    expect(await within(company).findByText('Błędny NIP')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([]);

    fireEvent.click(within(company).getByRole('button', { name: 'Usuń dane firmy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć dane firmy?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto!')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/api/user/company', body: undefined }]);
    await waitFor(() => expect((field(company, /^NIP/) as HTMLInputElement).value).toBe(''));
    expect(within(company).queryByRole('button', { name: 'Usuń dane firmy' })).toBeNull();
  });

  it('sends a code, keeps resending disabled for a minute, and confirms the number', async () => {
    const calls = stubApi();
    renderWithToasts(<AccountDataPage />);
    const phone = section('Numer telefonu');
    const number = await waitFor(() => field(phone, /^Numer telefonu/));
    type(number, '60010020');
    fireEvent.click(within(phone).getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await within(phone).findByText('Niepoprawny numer telefonu')).toBeInstanceOf(Element);

    type(number, '600100200');
    fireEvent.click(within(phone).getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByText('Wysłano!')).toBeInstanceOf(Element);
    const resend = await within(phone).findByRole('button', { name: /^Wyślij ponownie za (59|60) s$/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(within(phone).getByText(/Wysłaliśmy kod SMS na numer 600 100 200/)).toBeInstanceOf(Element);

    type(field(phone, /^Kod z SMS-a/), '12345');
    fireEvent.click(within(phone).getByRole('button', { name: 'Potwierdź numer' }));
    expect(await within(phone).findByText('Kod musi mieć 6 cyfr')).toBeInstanceOf(Element);
    type(field(phone, /^Kod z SMS-a/), '123456');
    fireEvent.click(within(phone).getByRole('button', { name: 'Potwierdź numer' }));
    expect(await screen.findByText('Potwierdzono!')).toBeInstanceOf(Element);
    expect(await within(phone).findByText('Potwierdzony numer: 600 100 200')).toBeInstanceOf(Element);
    expect(writes(calls).map(({ path, body }) => [path, body])).toEqual([
      ['/api/user/send-phone-number-confirmation-code', { phoneNumber: '600100200' }],
      ['/api/user/confirm-phone-number', { code: '123456' }],
    ]);
  });

  it("disables resending for as long as the server's rate limit says", async () => {
    stubApi({
      overrides: {
        'POST /api/user/send-phone-number-confirmation-code': () =>
          json(
            429,
            { statusCode: 429, error: 'Too Many Requests', message: errorMessages.tooManyRequests },
            { 'Retry-After': '1800' },
          ),
      },
    });
    renderWithToasts(<AccountDataPage />);
    const phone = section('Numer telefonu');
    type(await waitFor(() => field(phone, /^Numer telefonu/)), '600100200');
    fireEvent.click(within(phone).getByRole('button', { name: 'Wyślij kod SMS' }));
    expect((await within(phone).findByRole('alert')).textContent).toContain(errorMessages.tooManyRequests);
    const button = within(phone).getByRole('button', { name: /^Wyślij ponownie za 1[78]\d\d s$/ });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('lists payment methods, checks the IBAN before adding one, and deletes one', async () => {
    const calls = stubApi({ methods: [transfer] });
    renderWithToasts(<AccountDataPage />);
    const payments = section('Metody płatności');
    const list = await within(payments).findByRole('list', { name: 'Twoje metody płatności' });
    expect(within(list).getByText('PL61 1090 1014 0000 0712 1981 2874')).toBeInstanceOf(Element);

    fireEvent.click(within(payments).getByRole('button', { name: 'Dodaj metodę płatności' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj metodę płatności' });
    type(field(dialog, /^Numer konta/), 'PL27 1140 2004 0000 3002 0135 5388');
    type(field(dialog, /^Właściciel konta/), 'Jan Kowalski');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(dialog).findByText('Niepoprawny numer konta bankowego. Wymagane 26 cyfr z prefiksem "PL".'),
    ).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'BLIK' }));
    expect(await within(dialog).findByText(/BLIK działa tylko z potwierdzonym numerem telefonu/)).toBeInstanceOf(
      Element,
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Przelew' }));
    type(field(dialog, /^Numer konta/), 'PL27 1140 2004 0000 3002 0135 5387');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dodano!')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/user/payment-method',
        body: { type: 'przelew', bankAccount: 'PL27114020040000300201355387', accountHolderName: 'Jan Kowalski' },
      },
    ]);
    expect(await within(list).findByText('PL27 1140 2004 0000 3002 0135 5387')).toBeInstanceOf(Element);

    fireEvent.click(within(list).getByRole('button', { name: 'Usuń: PL61 1090 1014 0000 0712 1981 2874' }));
    const confirm = await screen.findByRole('dialog', { name: 'Usunąć metodę płatności?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(within(list).queryByText('PL61 1090 1014 0000 0712 1981 2874')).toBeNull());
    expect(writes(calls).at(-1)).toEqual({
      method: 'DELETE',
      path: `/api/user/payment-method/${methodId}`,
      body: undefined,
    });
  });

  it('shows the empty list, and an error with a retry when a read fails', async () => {
    let failing = true;
    stubApi({
      overrides: {
        'GET /api/user/company': () =>
          failing
            ? json(500, { statusCode: 500, error: 'Internal Server Error', message: errorMessages.server })
            : json(200, { company: null }),
      },
    });
    renderWithToasts(<AccountDataPage />);
    expect(
      await within(section('Metody płatności')).findByText('Nie dodano jeszcze żadnej metody płatności.'),
    ).toBeInstanceOf(Element);
    const company = section('Dane firmy');
    expect((await within(company).findByRole('alert')).textContent).toContain(
      'Nie udało się wczytać danych. Spróbuj ponownie.',
    );
    failing = false;
    fireEvent.click(within(company).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await waitFor(() => field(company, /^NIP/))).toBeInstanceOf(Element);
  });
});
