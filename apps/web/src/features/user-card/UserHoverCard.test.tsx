import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { buildProfile, noPolicies, renderAt, stubApi, teacherId } from '../profiles/profile-test-utils';
import { UserHoverCard } from './UserHoverCard';

vi.setConfig({ testTimeout: 20_000 });

const author = { id: teacherId, username: 'anna', displayName: 'Anna Nowak' };

function serve(contact: boolean, viewer = buildMe('TEACHER', { username: 'piotr', displayName: 'Piotr' })) {
  saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' });
  const profile = buildProfile({
    rating: { ...buildProfile().rating, rating: 4.5, count: 8 },
    policies: { ...noPolicies, chat: true, contact },
  });
  const stub = stubApi(({ path }) => (path === `/api/user/${teacherId}` ? jsonResponse(200, profile) : undefined), {
    me: viewer,
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetchMock));
  return stub.calls;
}

describe('UserHoverCard', () => {
  afterEach(() => {
    act(() => notifications.clean());
    clearSession();
    vi.unstubAllGlobals();
  });

  it('links the name to the profile by role and reads the profile only when the card opens', async () => {
    const calls = serve(true);
    renderAt(<UserHoverCard user={author} roleHint="TEACHER" />, '/homeworks');
    const link = screen.getByRole('link', { name: 'Anna Nowak' });
    expect(link.getAttribute('href')).toBe('/teachers/anna');
    expect(calls.some((call) => call.path === `/api/user/${teacherId}`)).toBe(false);

    fireEvent.mouseEnter(link);
    const card = await screen.findByTestId('user-hover-card');
    expect(await within(card).findByText('@anna')).toBeInstanceOf(Element);
    expect(await within(card).findByRole('img', { name: 'Ocena 4,50 na 5, 8 ocen' })).toBeInstanceOf(Element);
    expect(within(card).getByText('Nauczyciel')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.path === `/api/user/${teacherId}`)).toHaveLength(1);
  });

  it('offers the contact option when the profile allows it (a TEACHER or ADMIN viewer)', async () => {
    serve(true);
    renderAt(<UserHoverCard user={{ ...author, role: 'TEACHER' }} />, '/chat');
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Anna Nowak' }));
    const card = await screen.findByTestId('user-hover-card');
    expect(await within(card).findByRole('button', { name: 'Napisz wiadomość do: Anna Nowak' })).toBeInstanceOf(
      Element,
    );
  });

  it('shows no contact option when the profile does not allow it (a student viewer)', async () => {
    serve(false, buildMe('USER', { username: 'jan', displayName: 'Jan' }));
    renderAt(<UserHoverCard user={{ ...author, role: 'TEACHER' }} />, '/chat');
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Anna Nowak' }));
    const card = await screen.findByTestId('user-hover-card');
    expect(await within(card).findByRole('img', { name: /Ocena 4,50/ })).toBeInstanceOf(Element);
    expect(within(card).getByRole('link', { name: 'Zobacz profil' }).getAttribute('href')).toBe('/teachers/anna');
    expect(within(card).queryByRole('button', { name: /Napisz wiadomość/ })).toBeNull();
  });

  it('opens on keyboard focus too', async () => {
    serve(true);
    renderAt(<UserHoverCard user={{ ...author, role: 'TEACHER' }} />, '/chat');
    const link = screen.getByRole('link', { name: 'Anna Nowak' });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => link.focus());
    const card = await screen.findByTestId('user-hover-card');
    expect(await within(card).findByText('@anna')).toBeInstanceOf(Element);
  });
});
