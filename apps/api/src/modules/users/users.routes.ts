import { badgeThresholds, profileLimits, userEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { requestContext } from '../../lib/routes/request-context';
import { adminDoor, errorResponses } from '../../lib/routes/route-options';

const badgesDescription = `badges are computed when read, never stored: VERIFIED_TEACHER when an ADMIN granted it (PUT /user/{id}/badges); PHONE_VERIFIED with a confirmed phone number; AUTHOR_10 / AUTHOR_100 with at least ${badgeThresholds.author10} / ${badgeThresholds.author100} public tasks; TOP_RATED with a rating of at least ${badgeThresholds.topRatedMin} from at least ${badgeThresholds.topRatedMinCount} stars; ACTIVE_RATER after rating ${badgeThresholds.activeRater} tasks; ONE_YEAR ${badgeThresholds.oneYearDays} days after registering.`;
const profileDescription = `avatar.url is the picture's 320 px WebP thumbnail (the image itself when it has none); video is the teacher's intro video (a public file) or null; phoneNumber is sent only when confirmed and made public, or to its owner; rating is the user's rating (GET /user/{id}/rating); policies are the viewer's abilities (chat: signed in and not oneself; contact: a TEACHER or ADMIN viewer, not oneself; review: signed in, of a TEACHER, not oneself; update: the owner; grantBadges: ADMIN). ${badgesDescription}`;
const listSortDescription =
  'sort: createdAt:DESC (newest first), createdAt:ASC or rating:DESC (ties: newest first); page 1 and pageSize 10 by default, at most 50.';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users: service, auth: authService, realtime, profiles } = app.services;
  const route = endpointRoutes(app, { tags: ['User'], errors: errorResponses(400, 401, 403, 404, 429) });

  route.signedIn(userEndpoints.me, { summary: 'The signed-in account' }, async (request) =>
    service.getMe(request.viewer),
  );

  route.signedIn(
    userEndpoints.changePassword,
    {
      summary: 'Change the password; every other session of the account ends',
    },
    async (request) => authService.changePassword(request.viewer, request.body, requestContext(request)),
  );

  route.publicRoute(
    userEndpoints.online,
    {
      summary: 'The ids of everybody with an open realtime connection now, on any API node',
      description:
        'Public, like the online dot on a teacher card. The web polls it every 300000 ms and whenever its socket connects or disconnects; between polls, UserOnline and UserOffline keep it current.',
      errors: {},
    },
    async () => realtime.online(),
  );

  route.publicRoute(
    userEndpoints.busy,
    {
      summary: 'The ids of those online who are in a meeting now (shown red), on any API node',
      description:
        'A person is in a meeting while a tab of theirs keeps open the meeting window it opened from the chat (MeetingJoined / MeetingLeft on the socket, cleared when the socket closes). Polled with /user/online; UserOnline {userId, busy} keeps it current.',
      errors: {},
    },
    async () => realtime.busy(),
  );

  // Static paths are matched before the parametric '/:id' by find-my-way, whatever the order of registration.
  route.signedIn(
    userEndpoints.selectable,
    {
      summary:
        'Signed in: the confirmed accounts the viewer may contact (user picker, mentions), paged, without e-mail addresses',
      description:
        'Never a directory of all users (the contact rule, docs/contacts.md): ADMIN sees everybody; a TEACHER sees teachers, ADMIN and the students linked to them (an ACCEPTED student–teacher link, a tutoring booking, an offer on their homework request, an enrolment in the teacher’s course, a solution check), plus a student whose login equals search exactly (case-insensitive), so a student can be invited by login; a student (USER) sees only the teachers linked to them. search matches the login or display name (case- and accent-insensitive); roles limits the roles; the viewer is left out; ordered by display name. skipStudentTeachers leaves out the people linked to the viewer by a PENDING or ACCEPTED student–teacher link (a student’s teachers, a teacher’s students).',
    },
    async (request) => service.listSelectable(request.viewer, request.query),
  );

  route.signedIn(
    userEndpoints.list,
    {
      summary: 'ADMIN: every account, searched, filtered by role, sorted and paged',
      description: `search matches the login, display name or e-mail (case- and accent-insensitive); role limits to one role. ${listSortDescription} Anybody but an ADMIN: 403.`,
      door: adminDoor,
    },
    async (request) => profiles.listUsers(request.viewer, request.query),
  );

  route.publicRoute(
    userEndpoints.teachers,
    {
      summary: 'Public: teachers with a confirmed e-mail, best rated first by default, with their badges',
      description: `search matches the login or display name (case- and accent-insensitive). ${listSortDescription} ${badgesDescription}`,
    },
    async (request) => profiles.listTeachers(request.query),
  );

  route.signedIn(
    userEndpoints.stats,
    {
      summary: "The signed-in person's statistics, by role",
      description:
        "Everybody: tasks rated and reviews written. A TEACHER or ADMIN (authors) also gets author: tasks published, waiting for review (admin review PENDING) and private, the tasks' rating and count, reviews received and their average (0 when none). An ADMIN also gets admin: accounts per role and every task waiting for review. badges are the person's own.",
    },
    async (request) => profiles.stats(request.viewer),
  );

  route.signedIn(
    userEndpoints.saveProfile,
    {
      summary: 'Edit the own profile: picture, intro video, display name, description, phone visibility',
      description: `Every field optional (absent: unchanged; null clears avatarId, videoId and description). avatarId: the viewer's own public image (jpg, jpeg, png, gif; any public upload kind, the web uses AVATAR), else 400. videoId: the viewer's own public video (mp4, mkv, avi, m4v), else 400; only a TEACHER or ADMIN sets one (anybody else: 403 'Film powitalny może dodać tylko nauczyciel.'). description: rich HTML, sanitized, at most ${profileLimits.descriptionMaxLength} characters of plain text ('Maksimum 256 znaków'); without any text it is stored as null. Answers 'Zaktualizowano!' and the profile. Rate-limited ('profileSave').`,
    },
    async (request) => profiles.saveProfile(request.viewer, request.body, request),
  );

  route.publicRoute(
    userEndpoints.profileByUsername,
    {
      summary:
        "A user's profile by login (any letter case), as the profile pages /teachers, /users and /admins show it",
      description: profileDescription,
    },
    async (request) => profiles.getProfileByUsername(request.viewer, request.params.username),
  );

  route.publicRoute(
    userEndpoints.profile,
    {
      summary: "A user's profile, as the profile page and the hover card show it",
      description: profileDescription,
    },
    async (request) => profiles.getProfile(request.viewer, request.params.id),
  );

  route.signedIn(
    userEndpoints.grantBadges,
    {
      summary: 'ADMIN: set the hand-given badges of an account (VERIFIED_TEACHER)',
      description:
        "granted replaces the hand-given badges (an empty list takes them away); the earned ones follow activity. Anybody but an ADMIN: 403. Answers 'Zaktualizowano!' and the profile.",
      door: adminDoor,
    },
    async (request) => profiles.grantBadges(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    userEndpoints.remove,
    {
      summary: 'Delete an account: its owner or an ADMIN, confirming with the own password (or a 2FA code)',
      description:
        'The body re-confirms the signed-in person: currentPassword, or code (a TOTP or backup code) when two-factor authentication is on. An ADMIN deleting somebody else confirms with the own password too. A wrong password is 400 and counts against the per-account rate limit of password checks.',
    },
    async (request) => service.deleteUser(request.viewer, request.params.id, request.body, requestContext(request)),
  );
};
