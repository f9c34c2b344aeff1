import { ltiLimits, ltiMessages as m } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { createOpaqueToken, hashToken } from '../../../lib/secrets';
import type { TLtiContext } from '../lti.context';

type TLoginRequest = {
  iss: string;
  login_hint: string;
  target_link_uri: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
};

/**
 * GET|POST /lti/login: OIDC third-party login initiation (LTI 1.3 Core 5.1.1). The state and nonce are kept on our
 * side (a row, one use, ten minutes), never in a cookie, so a launch works where third-party cookies are blocked.
 * Answers the platform's authorization URL to redirect to.
 */
export async function startLogin(ctx: TLtiContext, request: TLoginRequest, keys: { ip: string }): Promise<string> {
  await ctx.limiter.consume('ltiLogin', { ip: keys.ip, account: `${request.iss} ${request.login_hint}` });
  const candidates = (await ctx.repository.platformsOfIssuer(request.iss)).filter(
    (platform) => request.client_id === undefined || platform.clientId === request.client_id,
  );
  // Without client_id the issuer must name one registration.
  const platform = candidates.length === 1 ? candidates[0]! : undefined;
  if (!platform) throw AppError.badRequest(m.platformUnknown);
  if (request.lti_deployment_id !== undefined && request.lti_deployment_id !== platform.deploymentId) {
    throw AppError.badRequest(m.deploymentUnknown);
  }
  if (!`${request.target_link_uri}/`.startsWith(`${ctx.publicUrl}/`)) throw AppError.badRequest(m.fieldInvalid);

  // What expired an hour ago goes (indexed by expiry): logins nobody finished do not pile up.
  await ctx.repository.pruneExpired(new Date(ctx.now().getTime() - 3_600_000));
  const state = createOpaqueToken();
  const nonce = createOpaqueToken();
  await ctx.repository.insertLoginState({
    stateHash: hashToken(state),
    platformId: platform.id,
    nonce,
    expiresAt: new Date(ctx.now().getTime() + ltiLimits.loginStateTtlSeconds * 1000),
  });
  const url = new URL(platform.authEndpoint);
  const params: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: ctx.urls.launch,
    login_hint: request.login_hint,
    state,
    nonce,
    ...(request.lti_message_hint !== undefined && { lti_message_hint: request.lti_message_hint }),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
