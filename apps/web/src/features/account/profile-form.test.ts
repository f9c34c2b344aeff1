import { profileMessages } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { isProfileQuery } from './account-profile-api';
import { changedFields, descriptionText, profileSaveErrors, type TProfileDraft, validateDraft } from './profile-form';

const saved: TProfileDraft = {
  displayName: 'Anna Nowak',
  description: '<p>Uczę matematyki.</p>',
  phoneNumberPublic: false,
  avatarId: 'a1',
  videoId: null,
};

describe('profile form', () => {
  it('sends only what changed: a trimmed name, a blank description as null, removed media as null', () => {
    expect(changedFields(saved, saved)).toEqual({});
    expect(changedFields(saved, { ...saved, displayName: ' Anna Nowak ' })).toEqual({});
    expect(changedFields(saved, { ...saved, displayName: 'Ania' })).toEqual({ displayName: 'Ania' });
    expect(changedFields(saved, { ...saved, description: '<p> </p>' })).toEqual({ description: null });
    expect(changedFields({ ...saved, description: '' }, { ...saved, description: '<p></p>' })).toEqual({});
    expect(changedFields(saved, { ...saved, avatarId: null, videoId: 'v1', phoneNumberPublic: true })).toEqual({
      avatarId: null,
      videoId: 'v1',
      phoneNumberPublic: true,
    });
  });

  it('counts the plain text of the description, math as its TeX', () => {
    expect(descriptionText('<p>Ala <strong>ma</strong></p><p>kota</p>')).toBe('Ala ma kota');
    expect(descriptionText('<p>Wzór <span data-type="inline-math" data-latex="x^2"></span>.</p>')).toBe('Wzór x^2 .');
    expect(validateDraft({ ...saved, description: `<p><em>${'a'.repeat(256)}</em></p>` })).toEqual({});
    expect(validateDraft({ ...saved, description: `<p>${'a'.repeat(257)}</p>` })).toEqual({
      description: 'Maksimum 256 znaków',
    });
    expect(validateDraft({ ...saved, displayName: 'x'.repeat(65) })).toEqual({ displayName: 'Maksimum 64 znaki' });
  });

  it("puts the API's 400 messages under their fields, and the rest in the alert", () => {
    const bad = (body: unknown) => new ApiError(400, body);
    expect(
      profileSaveErrors(
        bad({ statusCode: 400, error: 'Bad Request', message: 'x', errors: [{ path: 'displayName', message: 'x' }] }),
      ),
    ).toEqual({ fields: { displayName: 'x' }, alert: null });
    expect(profileSaveErrors(bad({ statusCode: 400, error: 'Bad Request', message: 'Maksimum 256 znaków' }))).toEqual({
      fields: { description: 'Maksimum 256 znaków' },
      alert: null,
    });
    expect(
      profileSaveErrors(bad({ statusCode: 400, error: 'Bad Request', message: profileMessages.videoTeacherOnly })),
    ).toEqual({ fields: { videoId: profileMessages.videoTeacherOnly }, alert: null });
    expect(profileSaveErrors(new ApiError(500, null))).toEqual({
      fields: {},
      alert: 'Wystąpił błąd po stronie serwera, spróbuj ponownie później.',
    });
  });

  it("refreshes after a save the signed-in person's queries and every profile, and nothing else", () => {
    expect(isProfileQuery({ queryKey: ['user', 'me'] })).toBe(true);
    expect(isProfileQuery({ queryKey: ['profile', 'username', 'anna', true] })).toBe(true);
    expect(isProfileQuery({ queryKey: ['homework', 'list'] })).toBe(false);
  });
});
