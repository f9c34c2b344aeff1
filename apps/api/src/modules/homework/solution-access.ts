import type { TCommerceConfig, TSolutionAccess, TViewer } from '@zadania/shared';

export type TTokenPrices = TCommerceConfig['tokenPrices'];
export type TUnlockType = 'PAID_SOLUTION' | 'HINT';

/** A task as the rules of paid solutions read it; `hint` is the stored (sanitized, non-empty) hint or null. */
export type TAccessTask = {
  authorId: string | null;
  /** The author's account still exists (a deleted account cannot check solutions). */
  authorExists: boolean;
  paidSolution: boolean;
  hint: string | null;
};

/** The author and ADMIN see the whole solution and the hint, paid or not. */
export const seesEverything = (viewer: TViewer, task: Pick<TAccessTask, 'authorId'>) =>
  !!viewer && (viewer.role === 'ADMIN' || viewer.id === task.authorId);

/** Whether the viewer's unlocks matter: only a signed-in reader of a paid solution has any to look up. */
export const needsUnlocks = (viewer: TViewer, task: TAccessTask) =>
  !!viewer && task.paidSolution && !seesEverything(viewer, task);

/** A solution check needs an author who is somebody else and still has an account. */
export const canRequestSolutionCheck = (viewer: TViewer, task: TAccessTask) =>
  !!viewer && viewer.role !== 'ADMIN' && task.authorExists && !!task.authorId && task.authorId !== viewer.id;

/**
 * What of a task's solution the viewer sees (docs/product-spec.md section 3, token spends). A free solution
 * is whole for everybody. A paid one shows its first step to everybody and the rest (further steps, the
 * worked solution, images, video, files) to its author, ADMIN and whoever spent PAID_SOLUTION on it. The
 * hint is sold only while the solution is locked: with a free or visible solution it is shown as it is.
 */
export function decideSolutionAccess(input: {
  viewer: TViewer;
  task: TAccessTask;
  unlocks: ReadonlySet<TUnlockType>;
  stepCount: number;
  prices: TTokenPrices;
}): { access: TSolutionAccess; solutionVisible: boolean } {
  const { viewer, task, unlocks, prices } = input;
  const solutionVisible = !task.paidSolution || seesEverything(viewer, task) || unlocks.has('PAID_SOLUTION');
  const hintVisible = task.hint !== null && (solutionVisible || unlocks.has('HINT'));
  return {
    solutionVisible,
    access: {
      paid: task.paidSolution,
      unlocked: solutionVisible,
      price: prices.PAID_SOLUTION,
      hiddenSteps: solutionVisible ? 0 : Math.max(input.stepCount - 1, 0),
      hint: {
        available: task.hint !== null,
        unlocked: hintVisible,
        price: prices.HINT,
        text: hintVisible ? task.hint : null,
      },
      solutionCheck: { available: canRequestSolutionCheck(viewer, task), price: prices.SOLUTION_CHECK },
    },
  };
}
