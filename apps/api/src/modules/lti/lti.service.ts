import { bindUseCases } from '../../lib/use-cases';
import { createLtiContext, type TLtiDeps } from './lti.context';
import { createLtiGradeSubscriber } from './lti-grade-passback';
import { createLtiPlatformClient } from './lti-platform-client';
import { chooseDeepLink } from './use-cases/choose-deep-link';
import { createRegistrationUrl } from './use-cases/create-registration-url';
import { exchangeSignInCode } from './use-cases/exchange-sign-in-code';
import { launch } from './use-cases/launch';
import { listContexts } from './use-cases/list-contexts';
import { registerPlatform } from './use-cases/register-platform';
import { startLogin } from './use-cases/start-login';
import { syncRoster } from './use-cases/sync-roster';

/**
 * The platform as an LTI 1.3 tool for Moodle (issue 56, part 4): Dynamic Registration through a teacher's one-time
 * URL, OIDC login with the state kept server-side, verified launches, Deep Linking, NRPS rosters and AGS grades.
 */
export function createLtiService(deps: Omit<TLtiDeps, 'client' | 'now'> & { now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const ctx = createLtiContext({ ...deps, now, client: createLtiPlatformClient({ keys: deps.keys, now }) });
  return {
    jwks: () => ctx.keys.jwks(),
    /** What the account's data export carries of LTI. */
    async exportOf(userId: string) {
      const [identities, platforms] = await Promise.all([
        ctx.repository.identitiesOf(userId),
        ctx.repository.platformsOwnedBy(userId),
      ]);
      return {
        ltiIdentities: identities.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        ltiPlatforms: platforms.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
    /** The grade-passback subscriber of `assignment.answered`. */
    gradeSubscriber: createLtiGradeSubscriber(ctx),
    ...bindUseCases(ctx, {
      createRegistrationUrl,
      registerPlatform,
      startLogin,
      launch,
      chooseDeepLink,
      exchangeSignInCode,
      listContexts,
      syncRoster,
    }),
  };
}

export type TLtiService = ReturnType<typeof createLtiService>;
