import type { JWTPayload } from 'jose';

/** The claims of a launch's id_token as Moodle writes them (LTI 1.3 Core, Deep Linking 2.0, AGS 2.0, NRPS 2.0). */

const lti = 'https://purl.imsglobal.org/spec/lti/claim';
export const ltiRoles = {
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
} as const;

export type TLaunch = {
  nonce: string;
  sub: string;
  roles: string[];
  messageType?: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  context?: { id: string; title?: string };
  resourceLinkId?: string;
  custom?: Record<string, string>;
  lineItem?: string;
  membershipsUrl?: string;
  deepLinkReturnUrl?: string;
  name?: string;
  /** Forgeries: another key, another audience or deployment, an old token. */
  signWith?: 'platform' | 'other';
  audience?: string | string[];
  azp?: string;
  deploymentId?: string;
  issuedAt?: Date;
  expiresInSeconds?: number;
};

export function launchClaims(launch: TLaunch, platform: { url: string; deploymentId: string }): JWTPayload {
  const { url, deploymentId } = platform;
  const messageType = launch.messageType ?? 'LtiResourceLinkRequest';
  return {
    nonce: launch.nonce,
    sub: launch.sub,
    ...(launch.azp !== undefined && { azp: launch.azp }),
    ...(launch.name !== undefined && { name: launch.name }),
    [`${lti}/message_type`]: messageType,
    [`${lti}/version`]: '1.3.0',
    [`${lti}/deployment_id`]: launch.deploymentId ?? deploymentId,
    [`${lti}/target_link_uri`]: 'http://localhost:3000/api/lti/launch',
    [`${lti}/roles`]: launch.roles,
    ...(launch.context && {
      [`${lti}/context`]: {
        id: launch.context.id,
        title: launch.context.title ?? 'Matematyka 8b',
        type: ['CourseOffering'],
      },
    }),
    ...(messageType === 'LtiResourceLinkRequest' && {
      [`${lti}/resource_link`]: { id: launch.resourceLinkId ?? 'link-1', title: 'Zadanie' },
    }),
    ...(launch.custom && { [`${lti}/custom`]: launch.custom }),
    ...(launch.lineItem && {
      'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
        scope: [
          'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
          'https://purl.imsglobal.org/spec/lti-ags/scope/score',
        ],
        lineitems: `${url}/lineitems`,
        lineitem: launch.lineItem,
      },
    }),
    ...(launch.membershipsUrl && {
      'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
        context_memberships_url: launch.membershipsUrl,
        service_versions: ['2.0'],
      },
    }),
    ...(messageType === 'LtiDeepLinkingRequest' && {
      'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
        deep_link_return_url: launch.deepLinkReturnUrl ?? `${url}/mod/lti/contentitem_return.php`,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        accept_multiple: false,
        data: 'moodle-data-123',
      },
    }),
  };
}
