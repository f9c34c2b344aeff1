import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import { playGameSound, type TGameSound } from './game-effects';

/** Where the exercises remember that sounds are muted. */
export const gameMutedKey = 'zadania.games-muted';

/** The exercises' sounds with their mute switch, remembered in localStorage across exercises and visits. */
export function useGameSound() {
  const [muted, setMuted] = useLocalStorage<boolean>({ key: gameMutedKey, defaultValue: false });
  const play = useCallback(
    (sound: TGameSound) => {
      if (!muted) playGameSound(sound);
    },
    [muted],
  );
  return { muted, toggleMuted: () => setMuted((current) => !current), play };
}
