import { commerceEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

const stateDescription =
  'Premium is active while now lies in a paid period that is not revoked (a refund or dispute revokes it at once). activeUntil is the end of the periods that follow the current one without a gap; renewsAt is activeUntil unless canceled at period end or without Premium. Payments are one-off (BLIK, Przelewy24, transfer): "renewal" is an e-mail reminder 3 days before activeUntil, never a charge. periods: every period, newest first, with its status at this moment.';

/** Premium (issue 15 point 2): the account's periods, and whether it is reminded to renew. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.subscriptions;
  const route = endpointRoutes(app, { tags: ['Subscription'], errors: errorResponses(400, 401) });

  route.signedIn(
    commerceEndpoints.subscription,
    {
      summary: "The signed-in account's Premium: current period, active until, renewal, every period",
      description: stateDescription,
      errors: errorResponses(401),
    },
    async (request) => service.getState(request.viewer),
  );

  /** Cancelling and resuming answer the new state; both need Premium now or a period to come. */
  const changeDoc = (summary: string, answer: string) => ({
    summary,
    description: `Answers '${answer}' with the new state; 400 'Nie masz aktywnej subskrypcji.' without Premium now or a period to come. ${stateDescription}`,
  });

  route.signedIn(
    commerceEndpoints.cancelSubscription,
    changeDoc('Cancel at period end: Premium ends with the periods paid for, with no renewal reminder', 'Anulowano!'),
    async (request) => service.cancel(request.viewer),
  );

  route.signedIn(
    commerceEndpoints.resumeSubscription,
    changeDoc('Undo the cancel: the account is reminded to renew before Premium ends', 'Wznowiono!'),
    async (request) => service.resume(request.viewer),
  );
};
