import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { classFullMessage, managedPupilMessages, type TClass } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { signInForEachTest } from '../../test/session';
import { stubApiCalls } from '../../test/stub-api';
import { LoginCards, signInUrlOf } from './LoginCards';
import { ManagedPupilsPanel, namesOf } from './ManagedPupilsPanel';

vi.setConfig({ testTimeout: 20_000 });
signInForEachTest();

const classId = 'c1a55000-0000-4000-8000-000000000001';
const schoolClass = {
  id: classId,
  name: '8b',
  joinUrl: 'https://zadania.example/classes/join/ABCDEF23',
  policies: { read: true, readRoster: true, update: true, manageRoster: true, manageTeachers: true, leave: false },
} as TClass;

const pupils = [
  {
    id: 'c1a55000-0000-4000-8000-0000000000b1',
    name: 'Zofia Kowalska',
    username: 'zofiakowalska',
    password: 'abcd2345ef',
  },
  { id: 'c1a55000-0000-4000-8000-0000000000b2', name: '<b>Jan</b>', username: 'bjanb', password: 'xyzw6789gh' },
];

const namesField = () => screen.getByLabelText('Uczniowie (jeden w wierszu)');

describe('ManagedPupilsPanel', () => {
  it('sends one name a line and shows the printable login cards once', async () => {
    const calls = stubApiCalls((call) =>
      call.method === 'POST' && call.path === `/api/class/${classId}/pupils`
        ? jsonResponse(201, { pupils })
        : undefined,
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithProviders(<ManagedPupilsPanel schoolClass={schoolClass} />);

    expect(screen.getByRole('heading', { name: 'Dodaj uczniów bez e-maila' })).toBeInstanceOf(Element);
    fireEvent.change(namesField(), { target: { value: ' Zofia Kowalska \n\n<b>Jan</b>\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz konta' }));

    const cards = await screen.findByRole('list', { name: 'Kartki z loginami' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ names: ['Zofia Kowalska', '<b>Jan</b>'] });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Klasa 8b');
    expect(items[0]!.textContent).toContain('zofiakowalska');
    expect(items[0]!.textContent).toContain('abcd2345ef');
    expect(items[0]!.textContent).toContain('https://zadania.example/login');
    // A name typed as markup shows as typed, never as an element.
    expect(items[1]!.textContent).toContain('<b>Jan</b>');
    expect(cards.querySelector('b')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Drukuj kartki' }));
    expect(print).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Gotowe, zamknij' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tak, zamknij' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Kartki z loginami' })).toBeNull());
    expect(namesField()).toBeInstanceOf(Element);
  });

  it('says what is wrong without calling the API, and shows the server refusal under the field', async () => {
    const calls = stubApiCalls((call) =>
      call.method === 'POST'
        ? jsonResponse(409, { statusCode: 409, error: 'Conflict', message: classFullMessage(40) })
        : undefined,
    );
    renderWithProviders(<ManagedPupilsPanel schoolClass={schoolClass} />);

    fireEvent.click(screen.getByRole('button', { name: 'Utwórz konta' }));
    expect(await screen.findByText(managedPupilMessages.namesRequired)).toBeInstanceOf(Element);
    fireEvent.change(namesField(), { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz konta' }));
    expect(await screen.findByText(managedPupilMessages.nameTooLong)).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(namesField(), { target: { value: 'Ala\nOla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz konta' }));
    expect(await screen.findByText(classFullMessage(40))).toBeInstanceOf(Element);
  });
});

describe('LoginCards', () => {
  it('prints each pupil’s name, login, one-time password, the class and the sign-in address', () => {
    renderWithProviders(
      <LoginCards cards={pupils.slice(0, 1)} className="8b" signInUrl="https://szkola.example/login" />,
    );
    const card = screen.getByRole('listitem');
    for (const text of ['Klasa 8b', 'Zofia Kowalska', 'zofiakowalska', 'abcd2345ef', 'https://szkola.example/login']) {
      expect(card.textContent).toContain(text);
    }
  });

  it('points to PUBLIC_URL/login from the class’s join link', () => {
    expect(signInUrlOf('https://zadania.example/classes/join/ABCDEF23')).toBe('https://zadania.example/login');
    expect(namesOf(' a \r\n\n b ')).toEqual(['a', 'b']);
  });
});
