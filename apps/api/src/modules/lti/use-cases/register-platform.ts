import { ltiMessages as m } from '@zadania/shared';
import { escapeHtml } from '../../../lib/html';
import { hashToken } from '../../../lib/secrets';
import type { TLtiContext } from '../lti.context';
import { createLtiRepository } from '../lti.repository';
import { claims, messageTypes, scopes } from '../lti-claims';
import { errorPage, renderPage, type TLtiPage } from '../lti-pages';

type TQuery = { token?: string; openid_configuration: string; registration_token?: string };
type TPlatformConfiguration = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  registration_endpoint: string;
};

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

function readConfiguration(body: unknown, configurationUrl: string): TPlatformConfiguration | string {
  const config = (body ?? {}) as Record<string, unknown>;
  const fields = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri', 'registration_endpoint'] as const;
  if (!fields.every((field) => isUrl(config[field]))) return m.registrationConfigInvalid;
  // Dynamic Registration 1.0, 3.5.1: the configuration URL must begin with the issuer.
  if (!configurationUrl.startsWith(config.issuer as string)) return m.registrationIssuerMismatch;
  return config as TPlatformConfiguration;
}

/** What the tool asks the platform to register (Dynamic Registration 1.0, 3.5.2, with the LTI tool configuration). */
function toolRegistration(ctx: TLtiContext) {
  const { urls } = ctx;
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: urls.login,
    redirect_uris: [urls.launch],
    client_name: m.launchTitle,
    jwks_uri: urls.jwks,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: [scopes.lineItem, scopes.lineItemReadonly, scopes.resultReadonly, scopes.score, scopes.memberships].join(
      ' ',
    ),
    [claims.toolConfiguration]: {
      domain: new URL(ctx.publicUrl).host,
      target_link_uri: urls.launch,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name'],
      messages: [
        { type: messageTypes.resourceLink, target_link_uri: urls.launch },
        { type: messageTypes.deepLinkingRequest, target_link_uri: urls.launch, label: m.launchTitle },
      ],
    },
  };
}

/**
 * GET /lti/register: Moodle opens it with `openid_configuration` and `registration_token` on our one-time URL. The
 * platform's configuration is fetched and checked, the tool registered at its registration endpoint, the platform
 * stored as the URL's maker's, and the page tells Moodle to close its dialog.
 */
export async function registerPlatform(ctx: TLtiContext, query: TQuery): Promise<TLtiPage> {
  const frame = [query.openid_configuration];
  const tokenHash = query.token ? hashToken(query.token) : undefined;
  const stored = tokenHash && (await ctx.repository.findRegistrationToken(tokenHash));
  if (!stored || stored.usedAt || stored.expiresAt <= ctx.now()) return errorPage(403, m.registrationInvalid, frame);

  let config: TPlatformConfiguration | string;
  try {
    config = readConfiguration(
      await ctx.client.openidConfiguration(query.openid_configuration),
      query.openid_configuration,
    );
  } catch {
    config = m.registrationConfigInvalid;
  }
  if (typeof config === 'string') return errorPage(400, config, frame);

  let registered: Record<string, unknown>;
  try {
    registered = (await ctx.client.register(
      config.registration_endpoint,
      toolRegistration(ctx),
      query.registration_token,
    )) as Record<string, unknown>;
  } catch {
    return errorPage(502, m.registrationFailed, frame);
  }
  const toolConfiguration = (registered[claims.toolConfiguration] ?? {}) as Record<string, unknown>;
  const clientId = registered.client_id;
  const deploymentId = toolConfiguration.deployment_id;
  if (typeof clientId !== 'string' || !clientId || typeof deploymentId !== 'string' || !deploymentId) {
    return errorPage(502, m.registrationFailed, frame);
  }

  const saved = await ctx.uow.run(async (tx) => {
    const repo = createLtiRepository(tx);
    const owner = await repo.useRegistrationToken(tokenHash, ctx.now());
    if (!owner) return null;
    return repo.insertPlatform({
      ownerId: owner.ownerId,
      issuer: config.issuer,
      clientId,
      deploymentId,
      authEndpoint: config.authorization_endpoint,
      tokenEndpoint: config.token_endpoint,
      jwksUri: config.jwks_uri,
      name: typeof registered.client_name === 'string' ? registered.client_name : null,
    });
  });
  if (saved === null) return errorPage(403, m.registrationInvalid, frame);
  if (!saved) return errorPage(409, m.registrationFailed, frame);
  return renderPage({
    title: m.registrationTitle,
    body: `<p>${escapeHtml(m.registered)}</p>`,
    script: "(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');",
    frameAncestors: [config.issuer],
  });
}
