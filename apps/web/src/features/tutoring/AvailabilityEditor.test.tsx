import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type TAvailabilitySlot, tutoringMessages } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { AvailabilityEditor } from './AvailabilityEditor';
import { describeSlot } from './tutoring-format';
import { availabilitySlot, json, renderTutoring, stubTutoringApi, type TCall } from './tutoring-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const slotId = '77777777-8888-4999-8aaa-bbbbbbbbbbbb';
/** Thursdays 17:00–19:00 Warsaw time from 26 November 2026 (16:00–18:00 UTC in winter). */
const weekly = availabilitySlot({ id: slotId });

const typeInto = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const writes = (calls: TCall[]) =>
  calls
    .filter((call) => call.method !== 'GET' && call.path.startsWith('/api/tutoring'))
    .map(({ method, path, body }) => ({ method, path, body }));

function stubSlots(slots: TAvailabilitySlot[], save?: (call: TCall) => Response) {
  return stubTutoringApi(
    {
      'GET /api/tutoring/availability': () => json(200, { timeZone: 'Europe/Warsaw', slots }),
      'POST /api/tutoring/availability': (call) => save?.(call) ?? json(200, weekly),
      [`PUT /api/tutoring/availability/${slotId}`]: (call) => save?.(call) ?? json(200, weekly),
      [`DELETE /api/tutoring/availability/${slotId}`]: () => json(200, { message: 'Usunięto!' }),
    },
    { role: 'TEACHER' },
  );
}

clearSessionAfterEachTest();

describe('describeSlot', () => {
  it('says each kind of slot in Polish, in the Warsaw time the teacher set', () => {
    expect(describeSlot(weekly)).toBe('Co tydzień, czwartek 17:00–19:00, od 26.11.2026');
    expect(describeSlot({ ...weekly, repeat: 'DAY', until: '2026-12-10' })).toBe(
      'Codziennie 17:00–19:00, od 26.11.2026 do 10.12.2026',
    );
    expect(describeSlot({ ...weekly, repeat: 'NO_REPEAT', endMinute: 24 * 60 })).toBe(
      'Jednorazowo, czwartek 26.11.2026, 17:00–24:00',
    );
  });
});

describe('AvailabilityEditor', () => {
  it('lists a weekly slot in Warsaw time and deletes it after confirming', async () => {
    const calls = stubSlots([weekly]);
    renderTutoring(<AvailabilityEditor />);
    const slot = await screen.findByTestId('availability-slot');
    expect(slot.textContent).toBe('Co tydzień, czwartek 17:00–19:00, od 26.11.2026');

    fireEvent.click(
      within(slot).getByRole('button', { name: 'Usuń: Co tydzień, czwartek 17:00–19:00, od 26.11.2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć przedział dostępności?' });
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto!')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: `/api/tutoring/availability/${slotId}`, body: undefined },
    ]);
  });

  it('sends a new slot as the local day and minutes of that day', async () => {
    const calls = stubSlots([]);
    renderTutoring(<AvailabilityEditor />);
    expect(await screen.findByText('Nie masz jeszcze żadnych przedziałów dostępności.')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj przedział' }));

    const form = screen.getByRole('form', { name: 'Nowy przedział dostępności' });
    typeInto(within(form).getByLabelText(/^Data/), '2026-12-01');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Od godziny' }), {
      target: { value: String(8 * 60 + 35) },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Do godziny' }), {
      target: { value: String(24 * 60) },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Powtarzanie' }), { target: { value: 'DAY' } });
    typeInto(within(form).getByLabelText('Powtarzaj do (opcjonalnie)'), '2026-12-10');
    expect(
      (within(form).getByRole('combobox', { name: 'Od godziny' }) as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('08:35');
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Dodano!')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/tutoring/availability',
        body: { date: '2026-12-01', startMinute: 515, endMinute: 1440, repeat: 'DAY', until: '2026-12-10' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nowy przedział dostępności' })).toBeNull());
  });

  it('refuses an end before the start with the shared message, and shows the server’s at its field', async () => {
    const calls = stubSlots([weekly], () =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: tutoringMessages.slotRepeatUntil,
        errors: [{ path: 'until', message: tutoringMessages.slotRepeatUntil }],
      }),
    );
    renderTutoring(<AvailabilityEditor />);
    const slot = await screen.findByTestId('availability-slot');
    fireEvent.click(within(slot).getByRole('button', { name: /^Edytuj: Co tydzień/ }));
    const form = screen.getByRole('form', { name: 'Edycja przedziału dostępności' });
    expect((within(form).getByLabelText(/^Data/) as HTMLInputElement).value).toBe('2026-11-26');
    expect((within(form).getByRole('combobox', { name: 'Od godziny' }) as HTMLSelectElement).value).toBe('1020');

    fireEvent.change(within(form).getByRole('combobox', { name: 'Do godziny' }), { target: { value: '1000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await within(form).findByText(tutoringMessages.slotEnd)).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(form).getByRole('combobox', { name: 'Do godziny' }), { target: { value: '1200' } });
    typeInto(within(form).getByLabelText('Powtarzaj do (opcjonalnie)'), '2026-12-31');
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await within(form).findByText(tutoringMessages.slotRepeatUntil)).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: `/api/tutoring/availability/${slotId}`,
        body: { date: '2026-11-26', startMinute: 1020, endMinute: 1200, repeat: 'WEEK', until: '2026-12-31' },
      },
    ]);
  });
});
