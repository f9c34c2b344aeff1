import type { TSolutionAccess } from '@zadania/shared';

/** A free solution's access, as the API answers it for a task nobody marked paid; tests override parts. */
export function buildSolutionAccess(overrides: Partial<TSolutionAccess> = {}): TSolutionAccess {
  return {
    paid: false,
    unlocked: true,
    price: 3,
    hiddenSteps: 0,
    hint: { available: false, unlocked: true, price: 1, text: null },
    solutionCheck: { available: false, price: 5 },
    ...overrides,
  };
}
