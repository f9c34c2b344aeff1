/**
 * A feature's service is an index of its use cases: each use case is a function of its own file taking the
 * feature's context first (`(ctx, viewer, …) => …`); `bindUseCases` gives the routes and other modules the
 * same functions with the context already applied, so their callers never see it.
 */
// `never[]`: any use case's own arguments fit it; the mapped type below keeps them.
type TUseCase<TContext> = (ctx: TContext, ...args: never[]) => unknown;

export type TBoundUseCases<TContext, TUseCases extends Record<string, TUseCase<TContext>>> = {
  [K in keyof TUseCases]: TUseCases[K] extends (ctx: TContext, ...args: infer A) => infer R ? (...args: A) => R : never;
};

export function bindUseCases<TContext, const TUseCases extends Record<string, TUseCase<TContext>>>(
  ctx: TContext,
  useCases: TUseCases,
): TBoundUseCases<TContext, TUseCases> {
  const bound: Record<string, unknown> = {};
  for (const [name, useCase] of Object.entries(useCases)) {
    bound[name] = (...args: never[]) => useCase(ctx, ...args);
  }
  return bound as TBoundUseCases<TContext, TUseCases>;
}
