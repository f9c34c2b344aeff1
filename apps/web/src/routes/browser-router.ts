import { createBrowserRouter } from 'react-router';
import { routes } from './router';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The browser's router, created on first use rather than while the entry's modules are evaluated: matching the
 * routes and starting to load the matched pages' code is then a task of its own, not part of the entry's long first
 * task on a slow phone (issue 59, total blocking time).
 */
export const getRouter = () => {
  router ??= createBrowserRouter(routes);
  return router;
};
