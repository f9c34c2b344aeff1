import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { badgeTexts } from '@zadania/shared';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildUploadedFile } from '../../components/files/files-test-utils';
import { clearSession, saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { ProfilePage } from './ProfilePage';
import { buildProfile, noPolicies, renderAt, reviewPage, stubApi, teacherId } from './profile-test-utils';

vi.setConfig({ testTimeout: 20_000 });

const teacher = buildProfile({
  description: '<p>Uczę matematyki od 10 lat.</p>',
  badges: [
    { id: 'VERIFIED_TEACHER', ...badgeTexts.VERIFIED_TEACHER },
    { id: 'TOP_RATED', ...badgeTexts.TOP_RATED },
  ],
  video: buildUploadedFile({ extension: 'mp4', originalname: 'powitanie.mp4' }),
  phoneNumber: '+48 600 700 800',
  phoneNumberPublic: true,
  rating: {
    rating: 4.3,
    count: 12,
    homeworkRating: 4.25,
    homeworkCount: 9,
    courseRating: 0,
    courseCount: 0,
    lectureRating: 4.5,
    lectureCount: 3,
  },
  policies: { ...noPolicies, chat: true, contact: true, review: true },
});

function serveProfile(profile = teacher) {
  return stubApi(({ path }) => {
    if (path === `/api/user/username/${profile.username}`) return jsonResponse(200, profile);
    if (path === `/api/user/${profile.id}/reviews`) return jsonResponse(200, reviewPage([]));
    return undefined;
  });
}

const breakdownRow = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

describe('ProfilePage', () => {
  afterEach(() => {
    act(() => notifications.clean());
    clearSession();
    vi.unstubAllGlobals();
  });

  it("shows a teacher's card: names, rating breakdown, badges, video, chat and phone buttons, description", async () => {
    const { fetchMock } = serveProfile();
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    renderAt(<ProfilePage />, '/teachers/anna');

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Nowak' })).toBeInstanceOf(Element);
    expect(screen.getByText('@anna')).toBeInstanceOf(Element);
    expect(screen.getByText('Nauczyciel')).toBeInstanceOf(Element);

    const rating = screen.getByTestId('profile-rating');
    expect(within(rating).getByRole('img', { name: 'Ocena 4,30 na 5, 12 ocen' })).toBeInstanceOf(Element);
    expect(within(breakdownRow('Zadania')).getByRole('img', { name: 'Ocena 4,25 na 5, 9 ocen' })).toBeInstanceOf(
      Element,
    );
    expect(within(breakdownRow('Kursy')).getByText('Brak ocen')).toBeInstanceOf(Element);
    expect(within(breakdownRow('Korepetycje')).getByRole('img', { name: 'Ocena 4,50 na 5, 3 oceny' })).toBeInstanceOf(
      Element,
    );

    const badges = screen.getByRole('list', { name: 'Odznaki' });
    expect(within(badges).getByText('Zweryfikowany nauczyciel')).toBeInstanceOf(Element);
    expect(within(badges).getByText('Wysoko oceniany')).toBeInstanceOf(Element);

    expect(within(screen.getByTestId('profile-video')).getByText('powitanie.mp4')).toBeInstanceOf(Element);
    expect(await screen.findByText('Uczę matematyki od 10 lat.')).toBeInstanceOf(Element);
    expect(await screen.findByRole('button', { name: 'Napisz wiadomość do: Anna Nowak' })).toBeInstanceOf(Element);
    // The reviews section (the #reviews anchor) and the author's tasks follow the card.
    expect(await screen.findByText('Brak opinii')).toBeInstanceOf(Element);
    expect(document.getElementById('reviews')).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('Brak wyników spełniających kryteria')).toBeInstanceOf(Element);
  });

  it("copies the public phone number with 'Skopiowano!'", async () => {
    const writeText = vi.fn(async () => {});
    // jsdom has no clipboard; the property is removed again after the test.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });
    const { fetchMock } = serveProfile();
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    renderAt(<ProfilePage />, '/teachers/anna');

    fireEvent.click(await screen.findByRole('button', { name: 'Kopiuj numer telefonu: +48 600 700 800' }));
    expect(await screen.findByText('Skopiowano!')).toBeInstanceOf(Element);
    expect(writeText).toHaveBeenCalledWith('+48 600 700 800');
  });

  it('shows no video and no phone button when the teacher has neither', async () => {
    const { fetchMock } = serveProfile(buildProfile({ video: null, phoneNumber: null }));
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    renderAt(<ProfilePage />, '/teachers/anna');

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Nowak' })).toBeInstanceOf(Element);
    expect(screen.queryByTestId('profile-video')).toBeNull();
    expect(screen.queryByRole('button', { name: /Kopiuj numer telefonu/ })).toBeNull();
    for (const label of ['Zadania', 'Kursy', 'Korepetycje']) {
      expect(within(breakdownRow(label)).getByText('Brak ocen')).toBeInstanceOf(Element);
    }
  });

  /** Anna Nowak's card, as the API answers it to a signed-in viewer (`me`), with no reviews yet. */
  async function showSignedIn(profile: ReturnType<typeof buildProfile>, me: ReturnType<typeof buildMe>) {
    saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' });
    const { fetchMock } = stubApi(
      ({ path }) => {
        if (path === '/api/user/username/anna') return jsonResponse(200, profile);
        if (path === `/api/user/${teacherId}/reviews`) return jsonResponse(200, reviewPage([]));
        return undefined;
      },
      { me },
    );
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    renderAt(<ProfilePage />, '/teachers/anna');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Nowak' })).toBeInstanceOf(Element);
    expect(await screen.findByText('Brak opinii')).toBeInstanceOf(Element);
  }

  it('hides the chat button on the viewer’s own card', async () => {
    await showSignedIn(
      buildProfile({ policies: { ...noPolicies, update: true } }),
      buildMe('TEACHER', { id: teacherId, username: 'anna', displayName: 'Anna Nowak' }),
    );
    expect(screen.queryByRole('button', { name: /Napisz wiadomość/ })).toBeNull();
    // No review form on one's own profile either.
    expect(screen.queryByRole('button', { name: 'Wystaw opinię' })).toBeNull();
  });

  it('hides the chat button from a student the contact rule does not let write to the teacher', async () => {
    await showSignedIn(
      buildProfile({ policies: { ...noPolicies, review: true } }),
      buildMe('USER', { id: 'student-1', username: 'zosia', displayName: 'Zosia' }),
    );
    expect(screen.queryByRole('button', { name: /Napisz wiadomość/ })).toBeNull();
    // The rest of the card stays: the student may still review the teacher.
    expect(screen.getByRole('button', { name: 'Wystaw opinię' })).toBeInstanceOf(Element);
  });

  it("moves a link with the wrong role segment to the user's role, keeping the hash", async () => {
    const { fetchMock } = serveProfile();
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    const { router } = renderAt(<ProfilePage />, '/users/anna#reviews');

    await waitFor(() => expect(router.state.location.pathname).toBe('/teachers/anna'));
    expect(router.state.location.hash).toBe('#reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Nowak' })).toBeInstanceOf(Element);
  });

  it('shows a student on /users with the minimal card and sends /admins for an admin', async () => {
    const student = buildProfile({
      id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
      role: 'USER',
      username: 'jan',
      displayName: 'Jan Kowalski',
      badges: [{ id: 'ACTIVE_RATER', ...badgeTexts.ACTIVE_RATER }],
    });
    const { fetchMock } = serveProfile(student);
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    const { router } = renderAt(<ProfilePage />, '/admins/jan');

    await waitFor(() => expect(router.state.location.pathname).toBe('/users/jan'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jan Kowalski' })).toBeInstanceOf(Element);
    expect(screen.getByText('Uczeń')).toBeInstanceOf(Element);
    expect(screen.getByText('Aktywny oceniający')).toBeInstanceOf(Element);
    expect(screen.getByText(/Na platformie od 1 marca 2024/)).toBeInstanceOf(Element);
    expect(screen.queryByTestId('profile-rating')).toBeNull();
    expect(document.getElementById('reviews')).toBeNull();
  });

  it('shows the not-found view for an unknown username', async () => {
    const { fetchMock } = stubApi(() => undefined);
    vi.stubGlobal('fetch', vi.fn(fetchMock));
    renderAt(<ProfilePage />, '/teachers/nikt');
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono strony' })).toBeInstanceOf(Element);
  });
});
