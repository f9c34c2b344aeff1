import type { TViewer } from './viewer';

/** One permission rule: may this viewer do this to this resource. */
export type TPolicyRule<TResource> = (viewer: TViewer, resource: TResource) => boolean;

/** Every action of one kind of resource, each with its rule (Outline's `policies/` is the model). */
export type TPolicy<TResource> = Record<string, TPolicyRule<TResource>>;

/**
 * Types a policy by its resource while keeping its action names (and any rule that reads less of the
 * resource) as written: `definePolicy<THomeworkResource>()({ update: (viewer, homework) => ... })`.
 */
export const definePolicy =
  <TResource>() =>
  <TRules extends TPolicy<TResource>>(rules: TRules) =>
    rules;
