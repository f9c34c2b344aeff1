import { profileLimits, profileMessages, type TProfileSave, type TUserProfile, ZName } from '@zadania/shared';
import { ApiError } from '../../lib/api/api-error';

/** What the profile form edits; avatar and video by file id (null: none). */
export type TProfileDraft = {
  displayName: string;
  /** Rich HTML of the editor; '' or an empty paragraph means no description. */
  description: string;
  phoneNumberPublic: boolean;
  avatarId: string | null;
  videoId: string | null;
};

export type TProfileField = keyof TProfileDraft;

export const profileFields = [
  'displayName',
  'description',
  'phoneNumberPublic',
  'avatarId',
  'videoId',
] as const satisfies readonly TProfileField[];

export const draftOf = (profile: TUserProfile): TProfileDraft => ({
  displayName: profile.displayName,
  description: profile.description ?? '',
  phoneNumberPublic: profile.phoneNumberPublic,
  avatarId: profile.avatar?.id ?? null,
  videoId: profile.video?.id ?? null,
});

/** The plain text of rich HTML as the server counts it: tags out, math as its TeX, whitespace collapsed. */
export function descriptionText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const math of doc.querySelectorAll('[data-latex]')) math.textContent = ` ${math.getAttribute('data-latex')} `;
  for (const block of doc.querySelectorAll('p, div, li, br')) block.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The description to send: null when the editor holds no text. */
export const normalizeDescription = (html: string): string | null => (descriptionText(html) ? html : null);

/** The body of PUT /user/profile: only what differs from the saved profile. */
export function changedFields(saved: TProfileDraft, draft: TProfileDraft): TProfileSave {
  const body: TProfileSave = {};
  const displayName = draft.displayName.trim();
  if (displayName !== saved.displayName) body.displayName = displayName;
  const description = normalizeDescription(draft.description);
  if (description !== normalizeDescription(saved.description)) body.description = description;
  if (draft.phoneNumberPublic !== saved.phoneNumberPublic) body.phoneNumberPublic = draft.phoneNumberPublic;
  if (draft.avatarId !== saved.avatarId) body.avatarId = draft.avatarId;
  if (draft.videoId !== saved.videoId) body.videoId = draft.videoId;
  return body;
}

/** The client-side checks, with the messages the API would answer. */
export function validateDraft(draft: TProfileDraft): Partial<Record<TProfileField, string>> {
  const errors: Partial<Record<TProfileField, string>> = {};
  const name = ZName.safeParse(draft.displayName);
  if (!name.success) errors.displayName = name.error.issues[0]?.message ?? profileMessages.flag;
  if (descriptionText(draft.description).length > profileLimits.descriptionMaxLength) {
    errors.description = profileMessages.descriptionTooLong;
  }
  return errors;
}

/** Messages the API answers without a field path, and the field each belongs to. */
const fieldOfMessage: Record<string, TProfileField> = {
  [profileMessages.descriptionTooLong]: 'description',
  [profileMessages.avatarId]: 'avatarId',
  [profileMessages.avatarNotImage]: 'avatarId',
  [profileMessages.videoId]: 'videoId',
  [profileMessages.videoNotVideo]: 'videoId',
  [profileMessages.videoTeacherOnly]: 'videoId',
};

/**
 * A failed save as messages under the fields: the 400's per-field errors, or its message when that message belongs
 * to one field. `alert` is what no field shows (a server failure, a lost connection).
 */
export function profileSaveErrors(error: unknown): {
  fields: Partial<Record<TProfileField, string>>;
  alert: string | null;
} {
  if (!(error instanceof ApiError)) return { fields: {}, alert: error instanceof Error ? error.message : null };
  const fields: Partial<Record<TProfileField, string>> = {};
  let unplaced = false;
  for (const fieldError of error.fieldErrors) {
    const field = profileFields.find((name) => name === fieldError.path);
    if (field) fields[field] ??= fieldError.message;
    else unplaced = true;
  }
  if (error.fieldErrors.length === 0) {
    const field = fieldOfMessage[error.message];
    if (field) fields[field] = error.message;
    else unplaced = true;
  }
  return { fields, alert: unplaced ? error.message : null };
}
