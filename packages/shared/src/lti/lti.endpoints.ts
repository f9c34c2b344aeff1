import { defineEndpoints, withParams, ZEmptyBody } from '../api/endpoint';
import { get, post } from '../api/routes';
import {
  ZLtiContextList,
  ZLtiContextParams,
  ZLtiDeepLinkChoice,
  ZLtiJwks,
  ZLtiLaunchRequest,
  ZLtiLoginRequest,
  ZLtiRegisterQuery,
  ZLtiRegistrationUrl,
  ZLtiRosterResult,
  ZLtiSession,
  ZLtiSessionRequest,
} from './lti.schemas';

/**
 * The platform as an LTI 1.3 tool for Moodle (issue 56, part 4); the paths under /lti are the issue's. The login,
 * launch, register and deep-link routes answer redirects or HTML pages to the platform's browser.
 */
export const ltiEndpoints = defineEndpoints({
  ltiJwks: get('/lti/jwks', ZLtiJwks),
  ltiLogin: get('/lti/login', ZLtiLoginRequest, 'raw'),
  ltiLoginPost: post('/lti/login', ZLtiLoginRequest, 'raw'),
  ltiLaunch: post('/lti/launch', ZLtiLaunchRequest, 'raw'),
  ltiRegister: get('/lti/register', ZLtiRegisterQuery, 'raw'),
  ltiRegistrationUrl: post('/lti/registration-url', ZEmptyBody, ZLtiRegistrationUrl),
  ltiSession: post('/lti/session', ZLtiSessionRequest, ZLtiSession),
  ltiDeepLink: post('/lti/deep-link', ZLtiDeepLinkChoice, 'raw'),
  ltiContexts: get('/lti/context', ZLtiContextList),
  ltiRoster: withParams(post('/lti/context/:id/roster', ZEmptyBody, ZLtiRosterResult), ZLtiContextParams),
});
