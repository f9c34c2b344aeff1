/**
 * The names LTI 1.3 and LTI Advantage give their claims, messages, roles, scopes and media types (IMS LTI Core 1.3,
 * Dynamic Registration 1.0, Deep Linking 2.0, NRPS 2.0, AGS 2.0), written once.
 */
const lti = 'https://purl.imsglobal.org/spec/lti/claim';

export const claims = {
  messageType: `${lti}/message_type`,
  version: `${lti}/version`,
  deploymentId: `${lti}/deployment_id`,
  targetLinkUri: `${lti}/target_link_uri`,
  resourceLink: `${lti}/resource_link`,
  roles: `${lti}/roles`,
  context: `${lti}/context`,
  custom: `${lti}/custom`,
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  toolConfiguration: 'https://purl.imsglobal.org/spec/lti-tool-configuration',
  platformConfiguration: 'https://purl.imsglobal.org/spec/lti-platform-configuration',
} as const;

export const messageTypes = {
  resourceLink: 'LtiResourceLinkRequest',
  deepLinkingRequest: 'LtiDeepLinkingRequest',
  deepLinkingResponse: 'LtiDeepLinkingResponse',
} as const;

export const roles = {
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
} as const;

export const scopes = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  resultReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

export const mediaTypes = {
  score: 'application/vnd.ims.lis.v1.score+json',
  memberships: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
} as const;

export const clientAssertionType = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** A role of the launch: short names (`Instructor`) are the LTI 1.1 form some platforms still send. */
const hasRole = (launchRoles: unknown, full: string) =>
  Array.isArray(launchRoles) &&
  launchRoles.some((role) => role === full || (typeof role === 'string' && role === full.split('#')[1]));

export const isInstructor = (launchRoles: unknown) => hasRole(launchRoles, roles.instructor);
export const isLearner = (launchRoles: unknown) => hasRole(launchRoles, roles.learner);
