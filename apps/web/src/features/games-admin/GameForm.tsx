import { Fieldset, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { gameLimits, gameTypes, type TGameSave, type TGameType } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { AddRowButton, FormSaveFooter, InlineError } from '../../components/FormParts';
import { GameLevelCard } from './GameLevelCard';
import type { TGameFormValues } from './game-form';
import { useGameForm } from './useGameForm';
import './games-admin.pl';

type TGameFormProps = {
  initialValues: TGameFormValues;
  /** Saves the validated game; a rejected ApiError's field messages are shown at their fields. */
  onSubmit: (game: TGameSave) => Promise<unknown>;
  submitLabel: string;
};

/** The ADMIN's game form: type, name, the level from which Premium is needed, and the levels of the type. */
export function GameForm({ initialValues, onSubmit, submitLabel }: TGameFormProps) {
  const { t } = useTranslation();
  const form = useGameForm({ initialValues, onSubmit });
  const { values, errors } = form;

  return (
    <form noValidate onSubmit={form.submit} aria-label={submitLabel}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NativeSelect
            label={t('gamesAdmin.type')}
            value={values.type}
            onChange={(event) => form.setType(event.currentTarget.value as TGameType)}
            data={gameTypes.map((type) => ({ value: type, label: t(`gamesAdmin.types.${type}`) }))}
          />
          <TextInput
            label={t('gamesAdmin.name')}
            required
            value={values.name}
            onChange={(event) => form.setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={gameLimits.nameMaxLength}
          />
          <NumberInput
            label={t('gamesAdmin.premium')}
            description={t('gamesAdmin.premiumHelp')}
            value={values.premiumFromLevel}
            onChange={form.setPremiumFromLevel}
            min={1}
            max={values.levels.length}
            allowDecimal={false}
            allowNegative={false}
            error={errors.premiumFromLevel}
          />
        </SimpleGrid>

        <Fieldset legend={t('gamesAdmin.levels')} radius="md">
          <Stack gap="md">
            <InlineError message={errors.levels} />
            {values.levels.map((level, index) => (
              <GameLevelCard
                key={level.key}
                type={values.type}
                level={level}
                index={index}
                count={values.levels.length}
                errors={errors}
                onChange={(change) => form.changeLevel(index, change)}
                onMove={(to) => form.moveLevel(index, to)}
                onRemove={() => form.removeLevel(index)}
              />
            ))}
            <AddRowButton full={values.levels.length >= gameLimits.maxLevels} onAdd={form.addLevel}>
              {t('gamesAdmin.addLevel')}
            </AddRowButton>
          </Stack>
        </Fieldset>

        <FormSaveFooter alert={form.alert} pending={form.pending} label={submitLabel} />
      </Stack>
    </form>
  );
}
