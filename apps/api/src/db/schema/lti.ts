import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { assignmentAnswers, assignments } from './assignments';
import { classes } from './classes';
import { createdAt, primaryId, refCascade, timestampTz } from './columns';
import { userRefCascade } from './references';

/**
 * The tool's own signing key when LTI_PRIVATE_KEY is not set: generated once by the first node that needs it
 * (`id` 'default'), so every node and every restart signs with the same key.
 */
export const ltiToolKeys = pgTable('lti_tool_keys', {
  id: text('id').primaryKey(),
  kid: text('kid').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: createdAt(),
});

/** A one-time Dynamic Registration URL a teacher created (only its hash is kept): 7 days, one use. */
export const ltiRegistrationTokens = pgTable(
  'lti_registration_tokens',
  {
    id: primaryId(),
    ownerId: userRefCascade('owner_id'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lti_registration_tokens_hash_unique').on(t.tokenHash)],
);

/** A registered LTI platform (a Moodle site): it belongs to the teacher whose registration URL registered it. */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: primaryId(),
    ownerId: userRefCascade('owner_id'),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    deploymentId: text('deployment_id').notNull(),
    authEndpoint: text('auth_endpoint').notNull(),
    tokenEndpoint: text('token_endpoint').notNull(),
    jwksUri: text('jwks_uri').notNull(),
    name: text('name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lti_platforms_issuer_client_unique').on(t.issuer, t.clientId),
    index('lti_platforms_owner_idx').on(t.ownerId),
  ],
);

/** An OIDC login in flight: the state (hashed) and its nonce, kept server-side; one use, a few minutes. */
export const ltiLoginStates = pgTable(
  'lti_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    platformId: refCascade('platform_id', () => ltiPlatforms.id),
    nonce: text('nonce').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lti_login_states_nonce_unique').on(t.nonce),
    index('lti_login_states_expiry_idx').on(t.expiresAt),
  ],
);

/** A platform's user (`sub`) mapped to a pupil's account of ours (never by e-mail). */
export const ltiUsers = pgTable(
  'lti_users',
  {
    platformId: refCascade('platform_id', () => ltiPlatforms.id),
    sub: text('sub').notNull(),
    userId: userRefCascade('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.sub] }), index('lti_users_user_idx').on(t.userId)],
);

/** A platform's course (LTI context) bound to one of our classes. */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    id: primaryId(),
    platformId: refCascade('platform_id', () => ltiPlatforms.id),
    contextId: text('context_id').notNull(),
    classId: refCascade('class_id', () => classes.id),
    title: text('title').notNull(),
    membershipsUrl: text('memberships_url'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lti_contexts_platform_context_unique').on(t.platformId, t.contextId),
    index('lti_contexts_class_idx').on(t.classId),
  ],
);

/** A resource link of a platform opening one of our assignments, with the AGS line item its grades go to. */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    id: primaryId(),
    platformId: refCascade('platform_id', () => ltiPlatforms.id),
    resourceLinkId: text('resource_link_id').notNull(),
    contextId: refCascade('context_id', () => ltiContexts.id),
    assignmentId: refCascade('assignment_id', () => assignments.id),
    lineItemUrl: text('line_item_url'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lti_resource_links_platform_link_unique').on(t.platformId, t.resourceLinkId),
    index('lti_resource_links_assignment_idx').on(t.assignmentId),
  ],
);

/** A one-time, short-lived code that signs an LTI learner in on our own site (no third-party cookie). */
export const ltiSignInCodes = pgTable(
  'lti_sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: userRefCascade('user_id'),
    path: text('path').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('lti_sign_in_codes_expiry_idx').on(t.expiresAt)],
);

/**
 * The grade-passback ledger: one row per submission (answer) and resource link once its score was delivered or
 * superseded by a newer one, so a submission's grade is never sent twice.
 */
export const ltiGradeDeliveries = pgTable(
  'lti_grade_deliveries',
  {
    answerId: refCascade('answer_id', () => assignmentAnswers.id),
    linkId: refCascade('link_id', () => ltiResourceLinks.id),
    userId: userRefCascade('user_id'),
    answeredAt: timestampTz('answered_at').notNull(),
    scoreGiven: integer('score_given'),
    /** SENT, or SUPERSEDED when a newer submission's score had already gone out. */
    outcome: text('outcome').notNull(),
    deliveredAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.answerId, t.linkId] }),
    index('lti_grade_deliveries_latest_idx').on(t.linkId, t.userId, t.answeredAt),
    index('lti_grade_deliveries_sent_idx').on(t.linkId, t.userId).where(sql`${t.outcome} = 'SENT'`),
  ],
);

export type TLtiPlatformRow = typeof ltiPlatforms.$inferSelect;
export type TLtiContextRow = typeof ltiContexts.$inferSelect;
export type TLtiResourceLinkRow = typeof ltiResourceLinks.$inferSelect;
