import {
  can,
  errorMessages,
  imageExtensions,
  policiesFor,
  profileLimits,
  profileMessages,
  subject,
  successMessages,
  type TBadgesGrant,
  type TProfileSave,
  type TProfileSaved,
  type TRole,
  type TTeacherListPage,
  type TTeacherListQuery,
  type TUserListPage,
  type TUserListQuery,
  type TUserProfile,
  type TUserStats,
  type TViewer,
  type TViewerIn,
  userDirectory,
  videoExtensions,
} from '@zadania/shared';
import type { TFileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { htmlToPlainText } from '../../lib/html';
import { pageOf } from '../../lib/paging';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TContactsService } from '../contacts/contacts.service';
import { isPublicFile, presentFile } from '../files/file.presenter';
import { toUserRating } from '../ratings/ratings.service';
import { isVerifiedAt } from '../safeguarding/teacher-verification/teacher-verification.gate';
import { presentAvatar } from '../users/avatar';
import { computeBadges } from '../users/badges';
import { presentPerson } from '../users/person.presenter';
import { toPublicUser } from '../users/users.service';
import { createProfilesRepository, type TProfilesRepository } from './profiles.repository';

/** A TEACHER's verification as cards show it (issue 72): verified while `teacher_verified_until` is ahead. */
const verificationOf = (user: { role: TRole; teacherVerifiedUntil: Date | null }, at: Date) => {
  const verified = user.role === 'TEACHER' && isVerifiedAt(user.teacherVerifiedUntil, at);
  return { verified, verifiedUntil: verified ? user.teacherVerifiedUntil!.toISOString() : null };
};

type TProfileRow = NonNullable<Awaited<ReturnType<TProfilesRepository['findProfile']>>>;
type TRequestKeys = { ip: string };

/** Only these roles may show an intro video (the teacher card's video). */
const mayShowVideo = (role: TRole) => role === 'TEACHER' || role === 'ADMIN';

/**
 * The profile description's HTML, sanitized like every rich field; null when it holds no text. More than
 * 256 characters of plain text (docs/product-spec.md section 5, long text) is refused.
 */
const cleanDescription = (html: string | null) => {
  if (html === null) return null;
  const clean = sanitizeRichText(html);
  const text = htmlToPlainText(clean);
  if (!text) return null;
  if (text.length > profileLimits.descriptionMaxLength) throw AppError.badRequest(profileMessages.descriptionTooLong);
  return clean;
};

/**
 * Profiles (issue 14 points 1, 3 and 7): what a profile page and the cards show, its owner's edits, the
 * ADMIN's account list and hand-given badges, the public teacher list and the personal statistics.
 */
export function createProfilesService(deps: {
  uow: TUnitOfWork;
  repository: TProfilesRepository;
  limiter: Pick<TRateLimiter, 'consume'>;
  /** The contact rule: whether the viewer may start a conversation with the profile's owner (its chat button). */
  contacts: Pick<TContactsService, 'mayContact'>;
  videoEmbedUrlTemplate?: string;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  const presentProfile = async (viewer: TViewer, row: TProfileRow): Promise<TUserProfile> => {
    const { user } = row;
    const own = viewer?.id === user.id;
    // A parent's account has no public profile (docs/parents.md): only its holder and ADMIN see it.
    if (user.role === 'PARENT' && !own && viewer?.role !== 'ADMIN') throw AppError.notFound(errorMessages.userNotFound);
    const contactable = !!viewer && !own && (await deps.contacts.mayContact(viewer, user.id));
    const phoneConfirmed = !!user.phoneNumber && !!user.phoneNumberConfirmedAt;
    return {
      ...toPublicUser({ ...user, avatarThumbnailKey: row.avatarThumbnailKey }),
      ...verificationOf(user, now()),
      badges: computeBadges(row, now()),
      video: row.video && isPublicFile(row.video) ? presentFile(row.video, deps.videoEmbedUrlTemplate) : null,
      phoneNumber: phoneConfirmed && (own || user.phoneNumberPublic) ? user.phoneNumber : null,
      phoneNumberPublic: user.phoneNumberPublic,
      rating: toUserRating(user),
      policies: policiesFor(viewer, 'profile', { id: user.id, role: user.role, contactable }),
    };
  };

  const profileOrThrow = async (viewer: TViewer, id: string) => {
    const row = await repository.findProfile(id);
    if (!row) throw AppError.notFound(errorMessages.userNotFound);
    return presentProfile(viewer, row);
  };

  /** The viewer's own file of one of the extensions (a public one: everybody sees a profile), or 400. */
  const ownFile = (row: TFileRow | undefined, viewer: TViewerIn, extensions: readonly string[], message: string) => {
    if (!row || row.ownerId !== viewer.id || !isPublicFile(row) || !extensions.includes(row.extension)) {
      throw AppError.badRequest(message);
    }
    return row.id;
  };

  return {
    getProfile: profileOrThrow,

    async getProfileByUsername(viewer: TViewer, username: string): Promise<TUserProfile> {
      const row = await repository.findProfileByUsername(username);
      if (!row) throw AppError.notFound(errorMessages.userNotFound);
      return presentProfile(viewer, row);
    },

    /**
     * The owner edits the profile: an absent field stays, null clears. The avatar must be the owner's public
     * image, the video the owner's public video and only a TEACHER's or ADMIN's (403 otherwise); both files are
     * locked in the writing transaction, so neither can be deleted in between.
     */
    async saveProfile(viewer: TViewerIn, input: TProfileSave, keys: TRequestKeys): Promise<TProfileSaved> {
      if (input.videoId && !mayShowVideo(viewer.role)) throw AppError.forbidden(profileMessages.videoTeacherOnly);
      const values: Parameters<TProfilesRepository['updateProfile']>[1] = {};
      if (input.description !== undefined) values.description = cleanDescription(input.description);
      if (input.displayName !== undefined) values.displayName = input.displayName;
      if (input.phoneNumberPublic !== undefined) values.phoneNumberPublic = input.phoneNumberPublic;
      await deps.limiter.consume('profileSave', { ip: keys.ip, account: viewer.id });
      await deps.uow.run(async (tx) => {
        const profiles = createProfilesRepository(tx);
        if (input.avatarId !== undefined) {
          values.avatarFileId = input.avatarId
            ? ownFile(await profiles.lockFile(input.avatarId), viewer, imageExtensions, profileMessages.avatarNotImage)
            : null;
        }
        if (input.videoId !== undefined) {
          values.videoFileId = input.videoId
            ? ownFile(await profiles.lockFile(input.videoId), viewer, videoExtensions, profileMessages.videoNotVideo)
            : null;
        }
        if (Object.keys(values).length) await profiles.updateProfile(viewer.id, values);
      });
      return { message: successMessages.updated, profile: await profileOrThrow(viewer, viewer.id) };
    },

    /** ADMIN sets the hand-given badges of an account. */
    async grantBadges(viewer: TViewerIn, id: string, input: TBadgesGrant): Promise<TProfileSaved> {
      const role = await repository.findRole(id);
      // The rule reads only the viewer: an unknown account is 403 to anybody but an ADMIN, who learns it is 404.
      if (!can(viewer, 'grantBadges', subject('profile', { id, role: role ?? 'USER' }))) throw AppError.forbidden();
      if (!role || !(await repository.setGrantedBadges(id, [...new Set(input.granted)].sort()))) {
        throw AppError.notFound(errorMessages.userNotFound);
      }
      return { message: successMessages.updated, profile: await profileOrThrow(viewer, id) };
    },

    async listUsers(viewer: TViewerIn, query: TUserListQuery): Promise<TUserListPage> {
      if (!can(viewer, 'list', userDirectory)) throw AppError.forbidden();
      const { rows, total } = await repository.listUsers({
        search: query.search,
        role: query.role,
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const results = rows.map((row) => ({
        id: row.id,
        role: row.role,
        username: row.username,
        displayName: row.displayName,
        email: row.email,
        emailConfirmed: !!row.emailConfirmedAt,
        avatar: presentAvatar(row),
        rating: toUserRating(row),
        lastOnline: row.lastOnline?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
      return pageOf(results, total, query);
    },

    async listTeachers(query: TTeacherListQuery): Promise<TTeacherListPage> {
      const { rows, total } = await repository.listTeachers({
        search: query.search,
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const at = now();
      const results = rows.map((row) => ({
        ...presentPerson(row),
        rating: toUserRating(row),
        badges: computeBadges(row, at),
        ...verificationOf({ role: 'TEACHER', teacherVerifiedUntil: row.teacherVerifiedUntil }, at),
      }));
      return pageOf(results, total, query);
    },

    /** What fits the viewer's role (ZUserStats): everybody's counts, an author's tasks and reviews, ADMIN's figures. */
    async stats(viewer: TViewerIn): Promise<TUserStats> {
      const [row, profile, admin] = await Promise.all([
        repository.personalStats(viewer.id),
        repository.findProfile(viewer.id),
        viewer.role === 'ADMIN' ? repository.adminStats() : undefined,
      ]);
      if (!row || !profile) throw AppError.notFound(errorMessages.userNotFound);
      const { role } = viewer;
      const perRole = { USER: 0, TEACHER: 0, ADMIN: 0, PARENT: 0 };
      for (const { role: counted, total } of admin?.roles ?? []) perRole[counted] = total;
      return {
        role,
        ratedHomeworks: row.ratedHomeworks,
        reviewsWritten: row.reviewsWritten,
        author:
          role === 'TEACHER' || role === 'ADMIN'
            ? {
                publishedHomeworks: row.publishedHomeworks,
                homeworksUnderReview: row.homeworksUnderReview,
                privateHomeworks: row.privateHomeworks,
                homeworkRating: Number(row.homeworkRating),
                homeworkRatingCount: row.homeworkRatingCount,
                reviewsReceived: row.reviewsReceived,
                reviewsAverage: row.reviewsAverage,
              }
            : null,
        admin:
          role === 'ADMIN' && admin ? { users: perRole, homeworksAwaitingReview: admin.homeworksAwaitingReview } : null,
        badges: computeBadges(profile, now()),
      };
    },
  };
}

export type TProfilesService = ReturnType<typeof createProfilesService>;
