import { type ComponentType, lazy } from 'react';

/** The player of an embedded interactive exercise; the games feature provides it (app/rich-text-players.ts). */
export type TInteractivePlayer = ComponentType<{ gameId: string; titleOrder: 3 }>;

let loadPlayer: (() => Promise<TInteractivePlayer>) | null = null;

/** Sets how the player loads: with the first embedded exercise, so reading pages without one skip it. */
export function registerInteractivePlayer(load: () => Promise<TInteractivePlayer>) {
  loadPlayer = load;
}

export const InteractivePlayer = lazy(async () => {
  if (!loadPlayer) throw new Error('No interactive exercise player is registered (app/rich-text-players.ts).');
  return { default: await loadPlayer() };
});
