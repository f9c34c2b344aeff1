import { TagsInput } from '@mantine/core';
import { maxSelectedMessage } from '@zadania/shared';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import './concepts.pl';

const maxAliases = 50;

/** A concept's other names, at most 50: an entry or a paste past that is refused with the shared message. */
export function AliasesInput<TErrors extends { aliases?: string }>({
  value,
  onChange,
  errors,
  setErrors,
}: {
  value: string[];
  onChange: (aliases: string[]) => void;
  errors: TErrors;
  setErrors: Dispatch<SetStateAction<TErrors>>;
}) {
  const { t } = useTranslation();
  return (
    <TagsInput
      label={t('conceptAuthoring.aliases')}
      placeholder={t('conceptAuthoring.aliasesPlaceholder')}
      value={value}
      onChange={(next) => {
        const refused = next.length > maxAliases;
        setErrors(
          ({ aliases: _previous, ...current }) =>
            (refused ? { ...current, aliases: maxSelectedMessage(maxAliases) } : current) as TErrors,
        );
        if (!refused) onChange(next);
      }}
      error={errors.aliases}
      clearable
    />
  );
}
