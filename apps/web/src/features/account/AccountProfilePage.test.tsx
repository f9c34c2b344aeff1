import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorMessages, type TPhoneState, type TRole, type TUserProfile } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFile, buildUploadedFile, FakeXhr, renderWithToasts } from '../../components/files/files-test-utils';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { stubApiCalls, writes } from '../../test/stub-api';
import { noRating } from '../profiles/profile-test-utils';
import { AccountProfilePage } from './AccountProfilePage';

// TipTap is slow to load in jsdom and covered by its own tests: a textarea stands in for the editor.
vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

vi.setConfig({ testTimeout: 20_000 });

const userId = '7a1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a12';
const avatarId = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const videoId = '2c3d4e5f-6071-4b8c-9dae-1f2a3b4c5d6e';
const noPhone: TPhoneState = { phoneNumber: null, confirmedAt: null, pending: null };
const confirmedPhone: TPhoneState = {
  phoneNumber: '600100200',
  confirmedAt: '2026-01-10T10:00:00.000Z',
  pending: null,
};

function buildProfile(role: TRole, overrides: Partial<TUserProfile> = {}): TUserProfile {
  return {
    id: userId,
    role,
    username: 'anna',
    displayName: 'Anna Nowak',
    avatar: { id: avatarId, url: '/api/file/avatar/thumb.png' },
    description: '<p>Uczę matematyki.</p>',
    lastOnline: null,
    createdAt: '2025-09-05T09:00:00.000Z',
    badges: [],
    verified: false,
    verifiedUntil: null,
    video: null,
    phoneNumber: null,
    phoneNumberPublic: false,
    rating: noRating,
    policies: { chat: false, contact: false, review: false, update: true, grantBadges: false },
    ...overrides,
  };
}

const json = jsonResponse;

/** The API in memory: the signed-in person, their profile and phone; `saveProfile` answers PUT /user/profile. */
function stubApi({
  profile,
  phone = noPhone,
  saveProfile,
}: {
  profile: TUserProfile;
  phone?: TPhoneState;
  saveProfile?: (body: Record<string, unknown>) => Response;
}) {
  let current = profile;
  return stubApiCalls(({ method, path, body }) => {
    switch (`${method} ${path}`) {
      case 'GET /api/user/me':
        return json(200, buildMe(current.role, { id: userId, username: current.username }));
      case `GET /api/user/${userId}`:
        return json(200, current);
      case 'GET /api/user/phone-number':
        return json(200, phone);
      case 'GET /api/learn/profile':
        return json(200, {
          level: 'SP8',
          goal: 'E8',
          examYear: 2027,
          ceiling: 'E8',
          skipped: false,
          diagnosticSessionId: null,
        });
      case 'PUT /api/user/profile': {
        const changes = body as Partial<TUserProfile>;
        if (saveProfile) return saveProfile(changes);
        current = { ...current, ...changes };
        return json(200, { message: 'Zaktualizowano!', profile: current });
      }
      default:
        return json(404, { statusCode: 404, error: 'Not Found', message: errorMessages.notFound });
    }
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const saveButton = () => screen.getByRole('button', { name: 'Zapisz zmiany' });
const nameInput = () => screen.findByLabelText(/^Nazwa wyświetlana/, { selector: 'input' });

describe('AccountProfilePage', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: userId });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves only the changed fields, says "Zaktualizowano!" and refreshes the signed-in person', async () => {
    const calls = stubApi({ profile: buildProfile('USER') });
    renderWithToasts(<AccountProfilePage />);
    const name = await nameInput();
    expect((name as HTMLInputElement).value).toBe('Anna Nowak');
    expect(screen.getByRole('link', { name: 'Zobacz swój profil' }).getAttribute('href')).toBe('/users/anna');
    expect(screen.getByText('Wszystkie zmiany są zapisane.')).toBeInstanceOf(Element);

    fireEvent.change(name, { target: { value: '  Anna Kowalska ' } });
    expect(screen.getByText('Masz niezapisane zmiany.')).toBeInstanceOf(Element);
    const meReads = calls.filter((call) => call.path === '/api/user/me').length;
    fireEvent.click(saveButton());

    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/user/profile', body: { displayName: 'Anna Kowalska' } },
    ]);
    // The header reads `me`: it is fetched again, and the form starts over from the saved profile.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/user/me').length).toBe(meReads + 1));
    expect(((await nameInput()) as HTMLInputElement).value).toBe('Anna Kowalska');
    expect(screen.getByText('Wszystkie zmiany są zapisane.')).toBeInstanceOf(Element);
  });

  it('checks the display name with the shared messages and sends nothing when nothing changed', async () => {
    const calls = stubApi({ profile: buildProfile('USER') });
    renderWithToasts(<AccountProfilePage />);
    const name = await nameInput();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Brak zmian do zapisania.')).toBeInstanceOf(Element);

    fireEvent.change(name, { target: { value: 'A' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Minimum 2 znaki')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([]);
  });

  it("shows the API's 400 message on the description and clears the description with null", async () => {
    let answer = json(400, { statusCode: 400, error: 'Bad Request', message: 'Maksimum 256 znaków' });
    const calls = stubApi({ profile: buildProfile('USER'), saveProfile: () => answer });
    renderWithToasts(<AccountProfilePage />);
    await nameInput();
    const about = section('O mnie');
    const editor = within(about).getByLabelText('Opis');
    // Within the limit as this page counts it: the server, which has the last word, refuses it.
    fireEvent.change(editor, { target: { value: `<p>${'ą'.repeat(200)} <strong>pogrubione</strong></p>` } });
    fireEvent.click(saveButton());

    expect(await within(about).findByText('Maksimum 256 znaków')).toBeInstanceOf(Element);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(writes(calls)).toHaveLength(1);

    answer = json(200, { message: 'Zaktualizowano!', profile: buildProfile('USER', { description: null }) });
    fireEvent.change(editor, { target: { value: '<p></p>' } });
    expect(within(about).queryByText('Maksimum 256 znaków')).toBeNull();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    expect(writes(calls).at(-1)?.body).toEqual({ description: null });
  });

  it('keeps the phone switch off without a confirmed number and links to the account data', async () => {
    stubApi({ profile: buildProfile('USER') });
    renderWithToasts(<AccountProfilePage />);
    const phone = await screen.findByRole('region', { name: 'Numer telefonu' });
    const link = await within(phone).findByRole('link', { name: 'danych konta' });
    expect(link.getAttribute('href')).toBe('/account/data');
    const toggle = within(phone).getByRole('switch', { name: 'Pokaż numer telefonu na profilu' });
    expect(toggle.hasAttribute('disabled')).toBe(true);
  });

  it('lets a confirmed number be shown on the profile', async () => {
    const calls = stubApi({ profile: buildProfile('USER'), phone: confirmedPhone });
    renderWithToasts(<AccountProfilePage />);
    const phone = await screen.findByRole('region', { name: 'Numer telefonu' });
    expect(await within(phone).findByText('Odwiedzający Twój profil zobaczą numer 600 100 200.')).toBeInstanceOf(
      Element,
    );
    const toggle = within(phone).getByRole('switch', { name: 'Pokaż numer telefonu na profilu' });
    expect(toggle.hasAttribute('disabled')).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/user/profile', body: { phoneNumberPublic: true } }]);
  });

  it('shows a student the school year and goal practice keeps to, and a teacher not', async () => {
    stubApi({ profile: buildProfile('USER') });
    const { unmount } = renderWithToasts(<AccountProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Twój poziom' })).toBeInstanceOf(HTMLElement);
    unmount();

    const calls = stubApi({ profile: buildProfile('TEACHER') });
    renderWithToasts(<AccountProfilePage />);
    await nameInput();
    expect(screen.queryByRole('heading', { name: 'Twój poziom' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/learn/profile')).toBe(false);
  });

  it('shows the intro video section only to a teacher, with the player, and removes the video', async () => {
    stubApi({ profile: buildProfile('USER') });
    const { unmount } = renderWithToasts(<AccountProfilePage />);
    await nameInput();
    expect(screen.queryByRole('region', { name: 'Film powitalny' })).toBeNull();
    unmount();

    const video = buildUploadedFile({ id: videoId, originalname: 'powitanie.mp4', extension: 'mp4' });
    const calls = stubApi({ profile: buildProfile('TEACHER', { video }) });
    renderWithToasts(<AccountProfilePage />);
    const section_ = await screen.findByRole('region', { name: 'Film powitalny' });
    expect(screen.getByRole('link', { name: 'Zobacz swój profil' }).getAttribute('href')).toBe('/teachers/anna');
    expect(within(section_).getByLabelText('powitanie.mp4').tagName).toBe('VIDEO');
    fireEvent.click(within(section_).getByRole('button', { name: 'Usuń film' }));
    expect(within(section_).queryByLabelText('powitanie.mp4')).toBeNull();
    expect(within(section_).getByText('Nie dodano jeszcze filmu powitalnego.')).toBeInstanceOf(Element);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/user/profile', body: { videoId: null } }]);
  });

  describe('avatar', () => {
    beforeEach(() => {
      FakeXhr.install();
    });

    it('uploads an image as an AVATAR, previews it in the round avatar and saves its id', async () => {
      const calls = stubApi({ profile: buildProfile('USER', { avatar: null }) });
      renderWithToasts(<AccountProfilePage />);
      await nameInput();
      const avatar = section('Zdjęcie profilowe');
      expect(within(avatar).getByText(/Nie masz jeszcze zdjęcia profilowego/)).toBeInstanceOf(Element);
      const input = avatar.querySelector('input[type="file"]:not([hidden])');
      if (!input) throw new Error('No file input');
      fireEvent.change(input, { target: { files: [buildFile('twarz.png')] } });
      await within(avatar).findByRole('progressbar', { name: 'Postęp przesyłania pliku twarz.png' });
      expect(((FakeXhr.last().body as FormData).get('assign') as string) ?? '').toBe('AVATAR');
      await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
      expect(screen.getByText('Poczekaj, aż plik się prześle.')).toBeInstanceOf(Element);

      const uploaded = buildUploadedFile({ originalname: 'twarz.png', assign: 'AVATAR', thumbnailUrl: '/thumb.png' });
      act(() => FakeXhr.last().respond(201, uploaded));
      const image = await within(avatar).findByRole('img', { name: 'Twoje zdjęcie profilowe' });
      expect(image.getAttribute('src')).toBe('/thumb.png');
      await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
      fireEvent.click(saveButton());
      expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
      expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/user/profile', body: { avatarId: uploaded.id } }]);
    });

    it('removes the avatar with avatarId null', async () => {
      const calls = stubApi({ profile: buildProfile('USER') });
      renderWithToasts(<AccountProfilePage />);
      await nameInput();
      const avatar = section('Zdjęcie profilowe');
      fireEvent.click(within(avatar).getByRole('button', { name: 'Usuń zdjęcie' }));
      expect(within(avatar).queryByRole('img')).toBeNull();
      fireEvent.click(saveButton());
      expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
      expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/user/profile', body: { avatarId: null } }]);
    });
  });

  it('shows an error with a retry when the profile cannot be read', async () => {
    let failing = true;
    const profile = buildProfile('USER');
    stubApi({ profile });
    const base = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        failing && String(input) === `/api/user/${userId}`
          ? json(500, { statusCode: 500, error: 'Internal Server Error', message: errorMessages.server })
          : base(input, init),
      ),
    );
    renderWithToasts(<AccountProfilePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Nie udało się wczytać profilu.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(((await nameInput()) as HTMLInputElement).value).toBe('Anna Nowak');
  });
});
