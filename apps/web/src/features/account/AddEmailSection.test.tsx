import { fireEvent, screen } from '@testing-library/react';
import { addEmailMessages } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { signInForEachTest } from '../../test/session';
import { stubApiCalls } from '../../test/stub-api';
import { AddEmailSection } from './AddEmailSection';

vi.setConfig({ testTimeout: 20_000 });
signInForEachTest();

describe('AddEmailSection', () => {
  it('sends the address and says the link is on its way; a taken one shows under the field', async () => {
    let taken = true;
    const calls = stubApiCalls((call) => {
      if (call.path !== '/api/user/me/email') return undefined;
      if (taken) {
        taken = false;
        return jsonResponse(409, { statusCode: 409, error: 'Conflict', message: addEmailMessages.taken });
      }
      return jsonResponse(200, { message: addEmailMessages.sent });
    });
    renderWithProviders(<AddEmailSection />);
    fireEvent.change(screen.getByLabelText(/E-mail/, { selector: 'input' }), { target: { value: 'Jan@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText(addEmailMessages.taken)).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect((await screen.findByRole('status')).textContent).toBe(addEmailMessages.sent);
    expect(calls.map((call) => call.body)).toEqual([{ email: 'jan@example.com' }, { email: 'jan@example.com' }]);
  });
});
