import { fireEvent } from '@testing-library/react';
import {
  checkGameLevel,
  levelNeedsPremium,
  policiesFor,
  type TGame,
  type TGameCheckInput,
  type TGameDefinition,
  toPlayLevel,
} from '@zadania/shared';
import type { ReactNode } from 'react';
import '../../i18n/i18n';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { stubApiCalls, type TApiCall } from '../../test/stub-api';

export const gameId = '8b6f3f4e-2a1c-4d5e-9f80-112233445566';

/** One free comparison level with two pairs: 3 < 5 and 7 > 2 (spec section 9's demo). */
export const comparisonGame: TGameDefinition = {
  type: 'NumberComparison',
  name: 'Porównywanie liczb',
  premiumFromLevel: null,
  levels: [
    {
      items: [
        { left: 3, right: 5, expected: '<' },
        { left: 7.5, right: 2, expected: '>' },
      ],
    },
  ],
};

/** Three number-line levels: 0…4 with ticks 2 and 3 empty, 0…200 by 50 with ticks 1 and 4 empty, then Premium. */
export const numberLineGame: TGameDefinition = {
  type: 'NumberLine',
  name: 'Oś liczbowa',
  premiumFromLevel: 3,
  levels: [
    { start: 0, step: 1, tickCount: 5, slots: [2, 3] },
    { start: 0, step: 50, tickCount: 5, slots: [4, 1] },
    { start: 1.5, step: 0.5, tickCount: 4, slots: [0] },
  ],
};

/** GET /api/game/{id} as the API answers it for a viewer with or without Premium. */
export function buildGame(
  definition: TGameDefinition,
  { premium = false, completedLevels = null }: { premium?: boolean; completedLevels?: number[] | null } = {},
): TGame {
  return {
    id: gameId,
    type: definition.type,
    name: definition.name,
    premiumFromLevel: definition.premiumFromLevel,
    levelCount: definition.levels.length,
    levels: definition.levels.map((_, index) =>
      toPlayLevel(definition, index, !premium && levelNeedsPremium(definition.premiumFromLevel, index)),
    ),
    progress: completedLevels ? { completedLevels } : null,
    definition: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    policies: policiesFor(null, 'game', {}),
  };
}

/**
 * A fake exercise API over `definition`: the game for the viewer, and checks answered by the shared rules
 * (403 for a Premium level without Premium), recording completed levels when `signedIn`. `override` answers first.
 */
export function stubGameApi(
  definition: TGameDefinition,
  {
    premium = false,
    signedIn = false,
    completedLevels = [],
    override,
  }: {
    premium?: boolean;
    signedIn?: boolean;
    completedLevels?: number[];
    override?: (call: TApiCall) => Response | undefined;
  } = {},
) {
  const completed = new Set(completedLevels);
  return stubApiCalls((call) => {
    const overridden = override?.(call);
    if (overridden) return overridden;
    if (call.method === 'GET' && call.path === `/api/game/${gameId}`) {
      return jsonResponse(
        200,
        buildGame(definition, { premium, completedLevels: signedIn ? [...completed].sort() : null }),
      );
    }
    if (call.method === 'POST' && call.path === `/api/game/${gameId}/check`) {
      const { level, answers } = call.body as TGameCheckInput;
      if (!premium && levelNeedsPremium(definition.premiumFromLevel, level)) {
        return jsonResponse(403, {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Aby kontynuować musisz posiadać Konto Premium!',
        });
      }
      const items = checkGameLevel(definition, level, answers);
      if (!items)
        return jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Niepoprawna odpowiedź.' });
      const correct = items.every(Boolean);
      if (correct && signedIn) completed.add(level);
      return jsonResponse(200, { correct, items, completedLevels: signedIn ? [...completed].sort() : null });
    }
    return undefined;
  });
}

/** Renders `ui` at `path` with the app's providers (a fresh query cache, an in-memory router). */
export const renderWithApp = (ui: ReactNode, path = '/', extraRoutes: { path: string; element: ReactNode }[] = []) =>
  renderRoutes([...extraRoutes, { path: '*', element: ui }], { path });

/**
 * A key pressed on the focused element. jsdom does not turn Enter or Space on a button into a click as browsers
 * do, so this does it here; everything else (which element has focus, arrows) is the component's own doing.
 */
export function press(key: 'Enter' | ' ' | 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End' | 'Escape') {
  const target = document.activeElement ?? document.body;
  fireEvent.keyDown(target, { key });
  if ((key === 'Enter' || key === ' ') && target instanceof HTMLButtonElement && !target.disabled)
    fireEvent.click(target);
}
