import type { TGameSave, TGameType } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../../lib/forms/useCheckedForm';
import { emptyLevel, type TGameFormValues, type TLevelValue, validateGame } from './game-form';
import './games-admin.pl';

/** The game form's values and their changes: each change also drops the messages of what it touched. */
export function useGameForm({
  initialValues,
  onSubmit,
}: {
  initialValues: TGameFormValues;
  onSubmit: (game: TGameSave) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { values, setValues, errors, clear, alert, pending, submit } = useCheckedForm({
    initialValues,
    check: validateGame,
    onSubmit,
    fixErrorsMessage: t('gamesAdmin.fixErrors'),
  });
  const patch = (change: Partial<TGameFormValues>) => setValues((old) => ({ ...old, ...change }));
  const patchLevel = (index: number, change: Partial<TLevelValue>) =>
    setValues((old) => ({
      ...old,
      levels: old.levels.map((level, i) => (i === index ? { ...level, ...change } : level)),
    }));

  return {
    values,
    errors,
    alert,
    pending,
    submit,
    setType: (type: TGameType) => {
      patch({ type });
      clear('levels');
    },
    setName: (name: string) => {
      patch({ name });
      clear('name');
    },
    setPremiumFromLevel: (premiumFromLevel: TGameFormValues['premiumFromLevel']) => {
      patch({ premiumFromLevel });
      clear('premiumFromLevel');
    },
    changeLevel: (index: number, change: Partial<TLevelValue>) => {
      patchLevel(index, change);
      clear(`levels.${index}.`);
    },
    moveLevel: (from: number, to: number) => {
      setValues((old) => {
        const levels = [...old.levels];
        const [moved] = levels.splice(from, 1);
        if (moved) levels.splice(to, 0, moved);
        return { ...old, levels };
      });
      clear('levels');
    },
    removeLevel: (index: number) => {
      setValues((old) => ({ ...old, levels: old.levels.filter((_, i) => i !== index) }));
      clear('levels');
    },
    addLevel: () => {
      setValues((old) => ({ ...old, levels: [...old.levels, emptyLevel()] }));
      clear('levels');
    },
  };
}
