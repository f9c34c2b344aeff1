import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAvailabilitySlot, TAvailabilitySlotSave } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPhoneWidth } from '../../test/media-query';
import { clearSessionAfterEachTest } from '../../test/session';
import { AvailabilityEditor } from './AvailabilityEditor';
import { availabilitySlot, json, renderTutoring, stubTutoringApi, type TCall } from './tutoring-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const slotId = '77777777-8888-4999-8aaa-bbbbbbbbbbbb';
const newId = '77777777-8888-4999-8aaa-cccccccccccc';
/** Thursdays 17:00–19:00 Warsaw time from 26 November 2026 to 10 December 2026. */
const weekly = availabilitySlot({ id: slotId, until: '2026-12-10' });

/** The API with the slots it keeps: POST adds one, PUT replaces one; returns the calls. */
function stubSlots(initial: TAvailabilitySlot[]) {
  let slots = initial;
  const saved = (id: string, body: TAvailabilitySlotSave): TAvailabilitySlot => ({
    id,
    date: body.date,
    startMinute: body.startMinute,
    endMinute: body.endMinute,
    repeat: body.repeat ?? 'NO_REPEAT',
    until: body.until ?? null,
    startsAt: '2026-12-01T07:00:00.000Z',
    endsAt: '2026-12-01T08:00:00.000Z',
  });
  return stubTutoringApi(
    {
      'GET /api/tutoring/availability': () => json(200, { timeZone: 'Europe/Warsaw', slots }),
      'POST /api/tutoring/availability': (call) => {
        const slot = saved(newId, call.body as TAvailabilitySlotSave);
        slots = [...slots, slot];
        return json(200, slot);
      },
      [`PUT /api/tutoring/availability/${slotId}`]: (call) => {
        const slot = saved(slotId, call.body as TAvailabilitySlotSave);
        slots = slots.map((old) => (old.id === slotId ? slot : old));
        return json(200, slot);
      },
    },
    { role: 'TEACHER' },
  );
}

const writes = (calls: TCall[]) =>
  calls
    .filter((call) => call.method !== 'GET' && call.path.startsWith('/api/tutoring'))
    .map(({ method, body }) => ({ method, body }));
const weekRange = () => screen.getByTestId('availability-week-range').textContent;
const blockNames = () => screen.queryAllByTestId('availability-block').map((block) => block.getAttribute('aria-label'));
const week = (direction: 'Następny tydzień' | 'Poprzedni tydzień' | 'Dziś') =>
  fireEvent.click(screen.getByRole('button', { name: direction }));

clearSessionAfterEachTest();

beforeEach(() => {
  // Wednesday 25 November 2026, 11:00 in Warsaw.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the availability week grid', () => {
  it('is a table of days and hours whose weekly slot shows in every week until its last day', async () => {
    stubSlots([weekly]);
    renderTutoring(<AvailabilityEditor />);
    const grid = await screen.findByRole('grid', { name: 'Dostępność w tygodniu 23–29 listopada 2026' });
    expect(weekRange()).toBe('23–29 listopada 2026');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Godzina',
      'poniedziałek 23 listopadapon. 23.11',
      'wtorek 24 listopadawt. 24.11',
      'środa 25 listopadaśr. 25.11',
      'czwartek 26 listopadaczw. 26.11',
      'piątek 27 listopadapt. 27.11',
      'sobota 28 listopadasob. 28.11',
      'niedziela 29 listopadaniedz. 29.11',
    ]);
    expect(within(grid).getByRole('columnheader', { name: 'środa 25 listopada' }).getAttribute('aria-current')).toBe(
      'date',
    );
    const hours = within(grid)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect([hours[0], hours.at(-1), hours.length]).toEqual(['07:00', '21:00', 15]);
    expect(blockNames()).toEqual(['Czwartek 26 listopada, 17:00–19:00, co tydzień — edytuj']);
    // The hours the block covers offer nothing to add; the hours around it do.
    expect(within(grid).queryByRole('button', { name: 'Dodaj dostępność: czwartek 26 listopada, 17:00' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Dodaj dostępność: czwartek 26 listopada, 18:00' })).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Dodaj dostępność: czwartek 26 listopada, 19:00' })).toBeInstanceOf(
      Element,
    );
    // The slot's list stays under the grid.
    expect(screen.getByTestId('availability-slot').textContent).toBe(
      'Co tydzień, czwartek 17:00–19:00, od 26.11.2026 do 10.12.2026',
    );

    week('Następny tydzień');
    expect(weekRange()).toBe('30 listopada – 6 grudnia 2026');
    expect(screen.getByRole('grid', { name: 'Dostępność w tygodniu 30 listopada – 6 grudnia 2026' })).toBeInstanceOf(
      Element,
    );
    expect(blockNames()).toEqual(['Czwartek 3 grudnia, 17:00–19:00, co tydzień — edytuj']);
    week('Następny tydzień');
    expect(blockNames()).toEqual(['Czwartek 10 grudnia, 17:00–19:00, co tydzień — edytuj']);
    week('Następny tydzień');
    expect(weekRange()).toBe('14–20 grudnia 2026');
    expect(blockNames()).toEqual([]);
    week('Poprzedni tydzień');
    expect(blockNames()).toEqual(['Czwartek 10 grudnia, 17:00–19:00, co tydzień — edytuj']);
    week('Dziś');
    expect(weekRange()).toBe('23–29 listopada 2026');
    week('Poprzedni tydzień');
    expect(weekRange()).toBe('16–22 listopada 2026');
    expect(blockNames()).toEqual([]);
  });

  it('adds a slot from a free hour: the dialog has that day and hour, and focus lands on the new block', async () => {
    const calls = stubSlots([weekly]);
    renderTutoring(<AvailabilityEditor />);
    await screen.findByRole('grid');
    week('Następny tydzień');
    const cell = screen.getByRole('button', { name: 'Dodaj dostępność: wtorek 1 grudnia, 08:00' });
    fireEvent.click(cell);

    const form = screen.getByRole('form', { name: 'Nowy przedział dostępności' });
    expect((within(form).getByLabelText(/^Data/) as HTMLInputElement).value).toBe('2026-12-01');
    const start = within(form).getByRole('combobox', { name: 'Od godziny' }) as HTMLSelectElement;
    expect(start.value).toBe('480');
    // The cell gave the day: the dialog starts at the time.
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect((within(form).getByRole('combobox', { name: 'Do godziny' }) as HTMLSelectElement).value).toBe('540');
    expect((within(form).getByRole('combobox', { name: 'Powtarzanie' }) as HTMLSelectElement).value).toBe('NO_REPEAT');
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Dodano!')).toBeInstanceOf(Element);
    const block = await screen.findByRole('button', { name: 'Wtorek 1 grudnia, 08:00–09:00, jednorazowo — edytuj' });
    await waitFor(() => expect(document.activeElement).toBe(block));
    expect(screen.queryByRole('form', { name: 'Nowy przedział dostępności' })).toBeNull();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        body: { date: '2026-12-01', startMinute: 480, endMinute: 540, repeat: 'NO_REPEAT', until: null },
      },
    ]);
  });

  it('edits the whole slot from any of its blocks, or deletes it from there after confirming', async () => {
    const calls = stubSlots([weekly]);
    renderTutoring(<AvailabilityEditor />);
    await screen.findByRole('grid');
    week('Następny tydzień');
    fireEvent.click(screen.getByRole('button', { name: 'Czwartek 3 grudnia, 17:00–19:00, co tydzień — edytuj' }));

    const form = screen.getByRole('form', { name: 'Edycja przedziału dostępności' });
    expect((within(form).getByLabelText(/^Data/) as HTMLInputElement).value).toBe('2026-11-26');
    expect((within(form).getByLabelText('Powtarzaj do (opcjonalnie)') as HTMLInputElement).value).toBe('2026-12-10');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Do godziny' }), { target: { value: '1260' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    const block = await screen.findByRole('button', { name: 'Czwartek 3 grudnia, 17:00–21:00, co tydzień — edytuj' });
    await waitFor(() => expect(document.activeElement).toBe(block));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        body: { date: '2026-11-26', startMinute: 1020, endMinute: 1260, repeat: 'WEEK', until: '2026-12-10' },
      },
    ]);

    fireEvent.click(block);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń przedział' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć przedział dostępności?' });
    expect(within(dialog).getByText(/Co tydzień, czwartek 17:00–21:00/)).toBeInstanceOf(Element);
    expect(screen.queryByRole('form', { name: 'Edycja przedziału dostępności' })).toBeNull();
  });

  it('is one tab stop, and arrow keys move between hours and days', async () => {
    stubSlots([weekly]);
    renderTutoring(<AvailabilityEditor />);
    const grid = await screen.findByRole('grid');
    const focusable = within(grid)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    const block = screen.getByRole('button', { name: 'Czwartek 26 listopada, 17:00–19:00, co tydzień — edytuj' });
    expect(focusable).toEqual([block]);
    // The grid is described by its help: how to add, change and move by keyboard.
    const help = document.getElementById(grid.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe(
      'Wybierz wolną godzinę, aby dodać dostępność, albo przedział, aby go zmienić. Strzałki przenoszą między godzinami i dniami.',
    );

    block.focus();
    fireEvent.keyDown(block, { key: 'ArrowDown' });
    const below = screen.getByRole('button', { name: 'Dodaj dostępność: czwartek 26 listopada, 19:00' });
    expect(document.activeElement).toBe(below);
    expect(below.tabIndex).toBe(0);
    expect(block.tabIndex).toBe(-1);
    fireEvent.keyDown(below, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(block);
    fireEvent.keyDown(block, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Dodaj dostępność: środa 25 listopada, 17:00' }),
    );
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Dodaj dostępność: niedziela 29 listopada, 17:00' }),
    );
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Dodaj dostępność: niedziela 29 listopada, 17:00');
    fireEvent.click(document.activeElement as Element);
    const form = screen.getByRole('form', { name: 'Nowy przedział dostępności' });
    expect((within(form).getByLabelText(/^Data/) as HTMLInputElement).value).toBe('2026-11-29');
  });

  it('widens the hours to a slot outside 07:00–22:00', async () => {
    stubSlots([{ ...weekly, startMinute: 6 * 60 + 30, endMinute: 23 * 60 }]);
    renderTutoring(<AvailabilityEditor />);
    const grid = await screen.findByRole('grid');
    const hours = within(grid)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect([hours[0], hours.at(-1)]).toEqual(['06:00', '22:00']);
    expect(blockNames()).toEqual(['Czwartek 26 listopada, 06:30–23:00, co tydzień — edytuj']);
  });

  it('lists the week day by day on a phone, with the same blocks and a way to add on each day', async () => {
    stubPhoneWidth();
    stubSlots([weekly]);
    renderTutoring(<AvailabilityEditor />);
    const days = await screen.findByRole('list', { name: 'Dostępność w tygodniu 23–29 listopada 2026' });
    expect(screen.queryByRole('grid')).toBeNull();
    const items = within(days).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'poniedziałek 23 listopada',
      'wtorek 24 listopada',
      'środa 25 listopada (dziś)',
      'czwartek 26 listopada',
      'piątek 27 listopada',
      'sobota 28 listopada',
      'niedziela 29 listopada',
    ]);
    expect(
      within(items[3] as HTMLElement)
        .getByRole('button', { name: /— edytuj$/ })
        .getAttribute('aria-label'),
    ).toBe('Czwartek 26 listopada, 17:00–19:00, co tydzień — edytuj');
    expect(within(items[0] as HTMLElement).getByText('Brak dostępności')).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj dostępność: piątek 27 listopada' }));
    const form = screen.getByRole('form', { name: 'Nowy przedział dostępności' });
    expect((within(form).getByLabelText(/^Data/) as HTMLInputElement).value).toBe('2026-11-27');
  });
});
