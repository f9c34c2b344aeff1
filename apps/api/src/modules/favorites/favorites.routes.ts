import { favoriteEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes, type TSignedInDoc } from '../../lib/routes/endpoint-route';
import { usualErrors } from '../../lib/routes/route-options';

const ownerOnly = "The signed-in account's own lists only: another user's list (an ADMIN's view too) is 404.";
const premium = "Premium (ADMIN or an active subscription), else 403 'Funkcja Premium'.";
const managing =
  'Not Premium: managing what one has (reading, renaming, removing tasks, reordering, deleting) stays allowed after a subscription lapses.';
const visibleOnly =
  'Only the tasks the viewer may read now are shown: a task that became private stays in the list but is listed for its author and ADMIN only.';

/** docs/product-spec.md section 7 "Favorites" (the PDF call has its own file). */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.favorites;
  const route = endpointRoutes(app, { tags: ['Favorites'], errors: usualErrors });
  /** After signing in, 403 'Funkcja Premium' unless Premium (ADMIN or an active subscription). */
  const premiumOnly: Pick<TSignedInDoc, 'guards'> = { guards: [app.requirePremium] };

  route.signedIn(
    favoriteEndpoints.create,
    {
      ...premiumOnly,
      summary: 'Create a list (name 2–256, description up to 1024)',
      description: `${premium} Answers 'Utworzono!' and the new, empty list.`,
    },
    async (request) => service.create(request.viewer, request.body),
  );

  route.signedIn(
    favoriteEndpoints.update,
    {
      summary: "Rename a list or change its description ('Zaktualizowano!')",
      description: `${ownerOnly} The built-in lists 'Ukryte' and 'Rozwiązane' cannot be changed (400). ${managing}`,
    },
    async (request) => service.update(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    favoriteEndpoints.list,
    {
      summary: "The account's lists, paged ({results, nextPage})",
      description:
        "Built-in lists first ('Ukryte', then 'Rozwiązane', when they exist and omitHiddenList/omitSolvedList do not leave them out), then the newest. search matches the name (case and accents ignored). Each list carries its entries (`homeworks`: entry id, task id, position) in its order. pageSize 1–50, 10 by default.",
    },
    async (request) => service.list(request.viewer, request.query),
  );

  route.signedIn(
    favoriteEndpoints.target,
    {
      summary: 'Which of my lists hold a task',
      description:
        "favoritesIds: my own lists holding it; hidden/solved: whether it is in 'Ukryte'/'Rozwiązane'. A task the viewer may not see is 404.",
    },
    async (request) => service.target(request.viewer, request.query.id),
  );

  for (const [endpoint, kind, name] of [
    [favoriteEndpoints.hidden, 'HIDDEN', 'Ukryte'],
    [favoriteEndpoints.solved, 'SOLVED', 'Rozwiązane'],
  ] as const) {
    route.signedIn(
      endpoint,
      {
        summary: `The built-in list '${name}', created on first use`,
        description: `One per account (concurrent first uses make one). Reading it is not Premium. ${visibleOnly}`,
      },
      async (request) => service.builtIn(request.viewer, kind),
    );
  }

  route.signedIn(
    favoriteEndpoints.detail,
    {
      summary: 'A list with its tasks as catalogue cards, in its order',
      description: `${ownerOnly} Each card carries its entryId (what reorder takes). ${visibleOnly}`,
    },
    async (request) => service.detail(request.viewer, request.params.id),
  );

  route.signedIn(
    favoriteEndpoints.remove,
    {
      summary: "Delete a list and its entries ('Usunięto!')",
      description: `${ownerOnly} The built-in lists cannot be deleted (400). ${managing}`,
    },
    async (request) => service.remove(request.viewer, request.params.id),
  );

  route.signedIn(
    favoriteEndpoints.addHomework,
    {
      ...premiumOnly,
      summary: "Add a task at the end of a list ('Dodano!')",
      description: `${premium} ${ownerOnly} The task must be one the viewer may see (404). A task already in the list changes nothing (200). The built-in lists change only through hide and solved (400). A TEACHER adds only their own tasks (403; section 6 hides the button on others'). At most 10000 tasks per list.`,
    },
    async (request) => service.addHomework(request.viewer, request.params.favoriteId, request.body.id),
  );

  route.signedIn(
    favoriteEndpoints.removeHomework,
    {
      summary: "Remove a task from a list ('Usunięto!'; JSON body {id})",
      description: `${ownerOnly} A task not in the list is 404. From a built-in list this un-hides or un-solves the task. ${managing}`,
    },
    async (request) => service.removeHomework(request.viewer, request.params.favoriteId, request.body.id),
  );

  route.signedIn(
    favoriteEndpoints.toggleHidden,
    {
      ...premiumOnly,
      summary: "Hide a task or show it again ('Ukryto!' / 'Przywrócono!')",
      description: `${premium} Toggles the task in 'Ukryte' (created on first use); hidden tells where it is now. A task the viewer may not see is 404.`,
    },
    async (request) => service.toggleHidden(request.viewer, request.body.id),
  );

  route.signedIn(
    favoriteEndpoints.toggleSolved,
    {
      ...premiumOnly,
      summary: "Mark a task solved or not ('Dodano!' / 'Usunięto!')",
      description: `${premium} Toggles the task in 'Rozwiązane' (created on first use); solved tells where it is now. Not for a TEACHER (403: section 6 shows the button to students and ADMIN only). A task the viewer may not see is 404.`,
    },
    async (request) => service.toggleSolved(request.viewer, request.body.id),
  );

  route.signedIn(
    favoriteEndpoints.reorder,
    {
      summary: "A new order of one list ('Zaktualizowano!')",
      description: `homeworks: the entry ids of ONE of my lists, every entry I see in it exactly once, in the new order; anything else is 400 (none of them mine: 404). Stored as positions 0..n-1 in one transaction with the list locked, so concurrent reorders each leave a whole permutation. ${managing}`,
    },
    async (request) => service.reorder(request.viewer, request.body.homeworks),
  );
};
