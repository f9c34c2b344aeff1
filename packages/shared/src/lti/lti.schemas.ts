import { z } from 'zod';
import { ZAuthSession } from '../auth/auth.schemas';
import { validationMessages } from '../validation/messages';
import { ltiLimits as l, ltiMessages as m } from './lti-messages';

/** A required string field of an LTI request (from a platform, not a person: one Polish message covers it). */
const field = (max: number = l.fieldMaxLength) =>
  z.string({ error: m.fieldRequired }).min(1, m.fieldRequired).max(max, m.fieldInvalid);
const optionalField = () => z.string({ error: m.fieldInvalid }).max(l.fieldMaxLength, m.fieldInvalid).optional();
const ZHttpUrl = z
  .string({ error: m.fieldRequired })
  .max(l.fieldMaxLength, m.fieldInvalid)
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, m.fieldInvalid);

/** POST /lti/registration-url: a one-time Dynamic Registration URL for the teacher to paste in Moodle. */
export const ZLtiRegistrationUrl = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type TLtiRegistrationUrl = z.infer<typeof ZLtiRegistrationUrl>;

/** GET /lti/register: our one-time token, and what Moodle adds (its configuration URL and registration token). */
export const ZLtiRegisterQuery = z.object({
  token: optionalField(),
  openid_configuration: ZHttpUrl,
  registration_token: optionalField(),
});

/** GET|POST /lti/login: OIDC third-party login initiation (LTI 1.3 Core, section 5.1.1). */
export const ZLtiLoginRequest = z.object({
  iss: field(),
  login_hint: field(),
  target_link_uri: ZHttpUrl,
  lti_message_hint: optionalField(),
  client_id: optionalField(),
  lti_deployment_id: optionalField(),
});

/** POST /lti/launch: the platform's form_post of the id_token and our state. */
export const ZLtiLaunchRequest = z.object({
  id_token: field(l.idTokenMaxLength),
  state: field(),
});

/** POST /lti/session: a learner's one-time sign-in code exchanged for a session, and where to go. */
export const ZLtiSessionRequest = z.object({ code: field(256) });
export const ZLtiSession = ZAuthSession.extend({ path: z.string() });
export type TLtiSession = z.infer<typeof ZLtiSession>;

/** POST /lti/deep-link: the assignment chosen on the Deep Linking page (a form post). */
export const ZLtiDeepLinkChoice = z.object({
  session: field(l.idTokenMaxLength),
  assignmentId: z.uuid({ error: m.fieldInvalid }),
});

/** POST /lti/context/:id/roster: what the platform's member list changed. */
export const ZLtiRosterResult = z.object({
  learners: z.number().int(),
  created: z.number().int(),
  admitted: z.number().int(),
  /** Learners left out because the class is full. */
  refused: z.number().int(),
});
export type TLtiRosterResult = z.infer<typeof ZLtiRosterResult>;

/** GET /lti/context: the Moodle courses bound to the viewer's classes (through the platforms they registered). */
export const ZLtiContextList = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      classId: z.uuid(),
      className: z.string(),
      issuer: z.string().describe('The platform (Moodle site)'),
      rosterAvailable: z.boolean().describe('Whether the platform offered its member list (NRPS)'),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type TLtiContextList = z.infer<typeof ZLtiContextList>;

/** GET /lti/jwks: the tool's public keys. */
export const ZLtiJwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/** The params of a route about one Moodle course bound to a class, by its uuid `:id` (400 'Niepoprawny format'). */
export const ZLtiContextParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });
