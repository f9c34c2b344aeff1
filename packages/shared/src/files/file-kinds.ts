import type { TRole } from '../enums';
/**
 * Upload kinds of docs/product-spec.md section 3 ("File upload kinds") with the formats and limits of sections 5
 * and 9. One table read by the upload field (what it accepts) and by the API (what it stores).
 */
export const fileSizeLimits = {
  '5MB': 5 * 1024 ** 2,
  '25MB': 25 * 1024 ** 2,
  '5GB': 5 * 1024 ** 3,
  '10GB': 10 * 1024 ** 3,
  '50GB': 50 * 1024 ** 3,
} as const;

/** Default upload limit (section 9: 25 MB). */
export const defaultUploadLimit = fileSizeLimits['25MB'];

export const imageExtensions = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const videoExtensions = ['mp4', 'mkv', 'avi', 'm4v'] as const;
export const documentExtensions = ['pdf', 'doc', 'docx', 'odt', 'xls', 'xlsx', 'ods', 'ppt', 'pptx', 'txt'] as const;
export const archiveExtensions = ['zip'] as const;
export const audioExtensions = ['mp3', 'wav', 'ogg', 'webm'] as const;

/** Section 5: files the viewer or player can show in the browser. */
export const previewableExtensions = ['png', 'jpg', 'jpeg', 'gif', 'mp4', 'avi', 'mkv', 'm4v'] as const;

export const fileAssignKinds = [
  'AVATAR',
  'TEACHER_ATTACHMENT',
  'HOMEWORK_SOLUTION_IMAGE',
  'HOMEWORK_SOLUTION_VIDEO',
  'EDITOR_IMAGE',
  'EDITOR_VIDEO',
  'COURSE_VIDEO',
  'COURSE_ATTACHMENT',
  'TUTORING_ATTACHMENT',
  'TUTORING_RECORDING',
  'BOOK',
  'SUPPORT_ATTACHMENT',
  'NOTES_ATTACHMENT',
  'NOTES_FILE',
  'CHAT_ATTACHMENT',
  'PRIVATE',
  /** A teacher's KRK certificate for verification (issue 72): readable by its owner and by ADMIN only. */
  'VERIFICATION_DOCUMENT',
] as const;
export type TFileAssign = (typeof fileAssignKinds)[number];

export type TFileKindRule = {
  /** Lower-case extensions without the dot; the content must match one of them by its magic bytes. */
  extensions: readonly string[];
  maxSize: number;
  /** Public files are readable by anyone with the link; the others only by their owner. */
  visibility: 'public' | 'owner';
  /** Only these roles may upload this kind (all signed-in users when absent). */
  roles?: readonly TRole[];
};

const generalExtensions = [...imageExtensions, ...documentExtensions, ...archiveExtensions] as const;
const anyExtensions = [...generalExtensions, ...videoExtensions, ...audioExtensions] as const;
const teachers = ['TEACHER', 'ADMIN'] as const;

/** One kind's rule; `roles` only when the kind is not open to every signed-in user. */
const rule = (
  extensions: readonly string[],
  size: keyof typeof fileSizeLimits,
  visibility: TFileKindRule['visibility'],
  roles?: TFileKindRule['roles'],
): TFileKindRule => ({ extensions, maxSize: fileSizeLimits[size], visibility, ...(roles ? { roles } : {}) });

export const fileKindRules: Record<TFileAssign, TFileKindRule> = {
  AVATAR: rule(imageExtensions, '5MB', 'public'),
  TEACHER_ATTACHMENT: rule(generalExtensions, '25MB', 'public', teachers),
  HOMEWORK_SOLUTION_IMAGE: rule(imageExtensions, '25MB', 'public', teachers),
  HOMEWORK_SOLUTION_VIDEO: rule(videoExtensions, '5GB', 'public', teachers),
  EDITOR_IMAGE: rule(imageExtensions, '25MB', 'public'),
  EDITOR_VIDEO: rule(videoExtensions, '5GB', 'public'),
  COURSE_VIDEO: rule(videoExtensions, '10GB', 'public', teachers),
  COURSE_ATTACHMENT: rule(generalExtensions, '25MB', 'public', teachers),
  TUTORING_ATTACHMENT: rule(generalExtensions, '25MB', 'owner'),
  TUTORING_RECORDING: rule([...videoExtensions, ...audioExtensions], '50GB', 'owner'),
  BOOK: rule(['pdf'], '5GB', 'public', teachers),
  SUPPORT_ATTACHMENT: rule(generalExtensions, '25MB', 'owner'),
  NOTES_ATTACHMENT: rule(generalExtensions, '25MB', 'owner'),
  NOTES_FILE: rule(['pdf', 'txt', 'docx', 'odt'], '25MB', 'owner'),
  CHAT_ATTACHMENT: rule(anyExtensions, '25MB', 'owner'),
  PRIVATE: rule(anyExtensions, '25MB', 'owner'),
  VERIFICATION_DOCUMENT: rule(['pdf', ...imageExtensions], '25MB', 'owner', teachers),
};

/** Per-user storage limit reported by `GET /api/file/space` (admins are not limited). */
export const userStorageLimit = fileSizeLimits['10GB'];

/** Uploads one user may have in flight at once (the API's default `FILE_UPLOADS_PER_USER`); more answer 429. */
export const concurrentUploadsPerUser = 5;

/** Uploads the web app sends at once from one tab (the rest wait), so a tab stays under the per-user limit. */
export const uploadsAtOncePerTab = 3;

/** Extension of a file name, lower-case, without the dot ('' when it has none). */
export const extensionOf = (name: string) => {
  const match = /\.([^./\\]+)$/.exec(name);
  return match ? match[1]!.toLowerCase() : '';
};

export const isPreviewable = (name: string) => (previewableExtensions as readonly string[]).includes(extensionOf(name));

/** Section 9: sizes shown in KB, MB or GB (binary units, Polish decimal comma). */
export function formatFileSize(bytes: number): string {
  const units = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
    ['KB', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) {
      const value = bytes / size;
      return `${value.toFixed(value >= 100 || Number.isInteger(value) ? 0 : 1).replace('.', ',')} ${unit}`;
    }
  }
  return bytes === 0
    ? '0 KB'
    : `${Math.max(0.1, bytes / 1024)
        .toFixed(1)
        .replace('.', ',')} KB`;
}
