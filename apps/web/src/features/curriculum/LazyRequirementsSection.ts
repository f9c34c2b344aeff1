import { lazy } from 'react';

/** The requirements a task or concept meets, loaded with the first page that shows them (a task's, a concept's). */
export const LazyRequirementsSection = lazy(() =>
  import('./RequirementsSection').then((module) => ({ default: module.RequirementsSection })),
);
