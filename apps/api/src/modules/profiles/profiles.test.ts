import { randomUUID } from 'node:crypto';
import { errorMessages, type TUserProfile } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkStudent } from '../../../test/chat-fixtures';
import { buildUser, loginAs } from '../../../test/factories';
import { createMp4, createPdf, createPng, uploadFile } from '../../../test/file-fixtures';
import { files, users } from '../../db/schema';
import { useAppSignedInAsEachRole } from '../users/users-test-kit';

const t = useAppSignedInAsEachRole();
type THeaders = Record<string, string>;

const save = (headers: THeaders, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload });
const profileOf = (id: string, headers: THeaders = {}) =>
  t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers });
const upload = async (headers: THeaders, filename: string, content: Buffer, assign: string) => {
  const response = await uploadFile(t.app, headers, { filename, content, assign });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; url: string | null; thumbnailUrl: string | null };
};
const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/user/:id and /api/user/username/:username', () => {
  it('answers 400 for a malformed id and 404 for an unknown user or login', async () => {
    const malformed = await profileOf('nie-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Niepoprawny identyfikator użytkownika');
    for (const url of [`/api/user/${randomUUID()}`, '/api/user/username/nikogo-takiego']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Nie znaleziono użytkownika.');
    }
  });

  it('shows the profile by id and by login in any case, without the e-mail, with rating and badges', async () => {
    const teacher = await buildUser(t.app, { role: 'TEACHER', description: '<p>Uczę matematyki</p>' });
    const byId = await profileOf(teacher.id);
    expect(byId.statusCode).toBe(200);
    const profile = byId.json() as TUserProfile;
    expect(profile).toMatchObject({
      id: teacher.id,
      role: 'TEACHER',
      username: teacher.username,
      displayName: teacher.displayName,
      description: '<p>Uczę matematyki</p>',
      avatar: null,
      video: null,
      phoneNumber: null,
      phoneNumberPublic: false,
      badges: [],
      rating: { rating: 0, count: 0, homeworkRating: 0, homeworkCount: 0, courseRating: 0, lectureRating: 0 },
    });
    expect(JSON.stringify(profile)).not.toMatch(/@example\.com|password|secret/i);
    const byLogin = await t.app.inject({ method: 'GET', url: `/api/user/username/${teacher.username.toUpperCase()}` });
    expect(byLogin.statusCode).toBe(200);
    expect(byLogin.json()).toEqual(profile);
  });

  it('answers the policies per viewer: chat and contact only as the contact rule allows, never towards oneself', async () => {
    const teacher = await buildUser(t.app, { role: 'TEACHER' });
    const student = await buildUser(t.app, { role: 'USER' });
    const policies = async (id: string, headers: THeaders = {}) =>
      ((await profileOf(id, headers)).json() as TUserProfile).policies;
    const none = { chat: false, contact: false, review: false, update: false, grantBadges: false };

    // Signed out the chat button shows and asks to sign in.
    expect(await policies(teacher.id)).toEqual({ ...none, chat: true });
    // A student not linked to the teacher may review them but not write to them.
    expect(await policies(teacher.id, t.signedIn.USER.headers)).toEqual({ ...none, review: true });
    expect(await policies(teacher.id, t.signedIn.TEACHER.headers)).toEqual({
      ...none,
      chat: true,
      contact: true,
      review: true,
    });
    expect(await policies(teacher.id, t.signedIn.ADMIN.headers)).toEqual({
      chat: true,
      contact: true,
      review: true,
      update: false,
      grantBadges: true,
    });
    // Only a TEACHER is reviewed; a student is written to by a teacher linked to them, never by another student.
    expect(await policies(student.id, t.signedIn.TEACHER.headers)).toEqual(none);
    expect(await policies(student.id, t.signedIn.USER.headers)).toEqual(none);
    expect(await policies(student.id, t.signedIn.ADMIN.headers)).toMatchObject({ chat: true, contact: true });
    // Oneself: only update.
    expect(await policies(t.signedIn.TEACHER.user.id, t.signedIn.TEACHER.headers)).toEqual({ ...none, update: true });
    expect(await policies(t.signedIn.ADMIN.user.id, t.signedIn.ADMIN.headers)).toEqual({
      ...none,
      update: true,
      grantBadges: true,
    });
  });

  it('shows the chat button to a student and a teacher once they are linked, both ways', async () => {
    const pair = { student: await loginAs(t.app, 'USER'), teacher: await loginAs(t.app, 'TEACHER') };
    const chatBetween = async () => ({
      studentSees: ((await profileOf(pair.teacher.user.id, pair.student.headers)).json() as TUserProfile).policies,
      teacherSees: ((await profileOf(pair.student.user.id, pair.teacher.headers)).json() as TUserProfile).policies,
    });
    expect(await chatBetween()).toMatchObject({
      studentSees: { chat: false, contact: false },
      teacherSees: { chat: false, contact: false },
    });
    await linkStudent(t.app, pair.student.user.id, pair.teacher.user.id);
    expect(await chatBetween()).toMatchObject({
      studentSees: { chat: true, contact: false },
      teacherSees: { chat: true, contact: true },
    });
  });

  it('shows the phone number only when confirmed and public, or to its owner', async () => {
    const owner = await loginAs(t.app, 'TEACHER');
    await t.app.db
      .update(users)
      .set({ phoneNumber: '500600700', phoneNumberConfirmedAt: new Date() })
      .where(eq(users.id, owner.user.id));
    const phoneSeenBy = async (headers: THeaders) => (await profileOf(owner.user.id, headers)).json().phoneNumber;

    expect(await phoneSeenBy({})).toBeNull();
    expect(await phoneSeenBy(t.signedIn.ADMIN.headers)).toBeNull();
    expect(await phoneSeenBy(owner.headers)).toBe('500600700');
    expect((await save(owner.headers, { phoneNumberPublic: true })).statusCode).toBe(200);
    expect(await phoneSeenBy({})).toBe('500600700');
    expect(await phoneSeenBy(t.signedIn.USER.headers)).toBe('500600700');
    // Public but not confirmed (a number typed, never confirmed): never shown, not even to the owner.
    await t.app.db.update(users).set({ phoneNumberConfirmedAt: null }).where(eq(users.id, owner.user.id));
    expect(await phoneSeenBy({})).toBeNull();
    expect(await phoneSeenBy(owner.headers)).toBeNull();
  });
});

describe('PUT /api/user/profile', () => {
  it('answers 401 without a token', async () => {
    const response = await save({}, { displayName: 'Ktoś' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(errorMessages.unauthorized);
  });

  it('refuses bad input with the exact messages and changes nothing', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const other = await loginAs(t.app, 'TEACHER');
    const pdf = await upload(teacher.headers, 'notatki.pdf', createPdf(), 'TEACHER_ATTACHMENT');
    const foreignImage = await upload(other.headers, 'obcy.png', await createPng(), 'AVATAR');
    const privateImage = await upload(teacher.headers, 'prywatny.png', await createPng(), 'PRIVATE');
    const image = await upload(teacher.headers, 'twarz.png', await createPng(), 'AVATAR');
    const video = await upload(teacher.headers, 'film.mp4', createMp4(), 'EDITOR_VIDEO');
    const before = await userRow(teacher.user.id);

    const cases: [object, string][] = [
      [{ avatarId: 'nie-uuid' }, 'Niepoprawny identyfikator zdjęcia'],
      [{ videoId: 'nie-uuid' }, 'Niepoprawny identyfikator filmu'],
      [{ avatarId: randomUUID() }, 'Zdjęcie profilowe musi być Twoim obrazem (jpg, jpeg, png lub gif).'],
      [{ avatarId: pdf.id }, 'Zdjęcie profilowe musi być Twoim obrazem (jpg, jpeg, png lub gif).'],
      [{ avatarId: foreignImage.id }, 'Zdjęcie profilowe musi być Twoim obrazem (jpg, jpeg, png lub gif).'],
      [{ avatarId: privateImage.id }, 'Zdjęcie profilowe musi być Twoim obrazem (jpg, jpeg, png lub gif).'],
      [{ avatarId: video.id }, 'Zdjęcie profilowe musi być Twoim obrazem (jpg, jpeg, png lub gif).'],
      [{ videoId: image.id }, 'Film powitalny musi być Twoim plikiem wideo (mp4, mkv, avi lub m4v).'],
      [{ videoId: randomUUID() }, 'Film powitalny musi być Twoim plikiem wideo (mp4, mkv, avi lub m4v).'],
      [{ description: `<p>${'a'.repeat(257)}</p>` }, 'Maksimum 256 znaków'],
      [{ description: 'a'.repeat(8001) }, 'Maksimum 256 znaków'],
      [{ displayName: 'A' }, 'Minimum 2 znaki'],
      [{ phoneNumberPublic: 'tak' }, 'Niepoprawna wartość'],
    ];
    for (const [payload, message] of cases) {
      const response = await save(teacher.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await userRow(teacher.user.id)).toEqual(before);
  });

  it('lets only a TEACHER or ADMIN set an intro video (403 for a USER, who may still clear it)', async () => {
    const student = await loginAs(t.app, 'USER');
    const video = await upload(student.headers, 'film.mp4', createMp4(), 'EDITOR_VIDEO');
    const refused = await save(student.headers, { videoId: video.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Film powitalny może dodać tylko nauczyciel.');
    expect((await userRow(student.user.id)).videoFileId).toBeNull();
    expect((await save(student.headers, { videoId: null })).statusCode).toBe(200);

    const admin = await loginAs(t.app, 'ADMIN');
    const adminVideo = await upload(admin.headers, 'film.mp4', createMp4(), 'EDITOR_VIDEO');
    const saved = await save(admin.headers, { videoId: adminVideo.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.video).toMatchObject({ id: adminVideo.id, url: `/api/file/${adminVideo.id}/content` });
  });

  it("saves the owner's picture, video, name, sanitized description and phone visibility, and clears them", async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const image = await upload(teacher.headers, 'twarz.png', await createPng(640, 480), 'AVATAR');
    const editorImage = await upload(teacher.headers, 'inny.png', await createPng(), 'EDITOR_IMAGE');
    const video = await upload(teacher.headers, 'powitanie.mp4', createMp4(), 'HOMEWORK_SOLUTION_VIDEO');
    const response = await save(teacher.headers, {
      avatarId: image.id,
      videoId: video.id,
      displayName: 'Pani Ania',
      description: `<p onclick="alert(1)">Uczę <strong>całek</strong><script>alert(1)</script> ${'x'.repeat(230)}</p>`,
      phoneNumberPublic: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { message, profile } = response.json() as { message: string; profile: TUserProfile };
    expect(message).toBe('Zaktualizowano!');
    expect(profile).toMatchObject({
      id: teacher.user.id,
      displayName: 'Pani Ania',
      avatar: { id: image.id, url: `/api/file/${image.id}/thumbnail` },
      video: { id: video.id, originalname: 'powitanie.mp4' },
      phoneNumberPublic: true,
    });
    expect(profile.description).toContain('<strong>całek</strong>');
    expect(profile.description).not.toMatch(/script|onclick/);
    const row = await userRow(teacher.user.id);
    expect(row).toMatchObject({
      avatarFileId: image.id,
      videoFileId: video.id,
      displayName: 'Pani Ania',
      phoneNumberPublic: true,
      description: profile.description,
    });
    // The avatar shows everywhere the user does: the own account, the picker (of another teacher, who may find them).
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: teacher.headers });
    expect(me.json().avatar).toEqual({ id: image.id, url: `/api/file/${image.id}/thumbnail` });
    const picker = await t.app.inject({
      method: 'GET',
      url: `/api/user/selectable?search=${teacher.user.username}`,
      headers: t.signedIn.TEACHER.headers,
    });
    expect(picker.json().results).toEqual([expect.objectContaining({ id: teacher.user.id, avatar: me.json().avatar })]);
    // The thumbnail is served to anybody.
    const thumbnail = await t.app.inject({ method: 'GET', url: profile.avatar!.url });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');

    // An image of any public kind is a picture too; its thumbnail stands in for it.
    expect((await save(teacher.headers, { avatarId: editorImage.id })).json().profile.avatar.id).toBe(editorImage.id);
    // An absent field stays; null clears; a description without text is stored as null.
    const cleared = await save(teacher.headers, { avatarId: null, videoId: null, description: '<p> </p><p><br></p>' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().profile).toMatchObject({ avatar: null, video: null, description: null });
    expect(await userRow(teacher.user.id)).toMatchObject({
      avatarFileId: null,
      videoFileId: null,
      description: null,
      displayName: 'Pani Ania',
      phoneNumberPublic: true,
    });
    expect((await save(teacher.headers, { description: null })).json().profile.description).toBeNull();
  });

  it('falls back to the picture itself without a thumbnail, and forgets a deleted picture', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const image = await upload(teacher.headers, 'twarz.png', await createPng(), 'AVATAR');
    await save(teacher.headers, { avatarId: image.id });
    await t.app.db.update(files).set({ thumbnailKey: null }).where(eq(files.id, image.id));
    expect((await profileOf(teacher.user.id)).json().avatar).toEqual({
      id: image.id,
      url: `/api/file/${image.id}/content`,
    });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/file/${image.id}`, headers: teacher.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await profileOf(teacher.user.id)).json().avatar).toBeNull();
    expect((await userRow(teacher.user.id)).avatarFileId).toBeNull();
  });
});
