import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AliasesInput } from './AliasesInput';
import './concepts.pl';

type TNameErrors = { name?: string; aliases?: string };

/** The state of a concept's name and aliases with the form's field errors (creating a concept, proposing a change). */
export function useConceptNameForm<TErrors extends TNameErrors>(initialName: string, initialAliases: string[]) {
  const [name, setName] = useState(initialName);
  const [aliases, setAliases] = useState<string[]>(initialAliases);
  const [errors, setErrors] = useState<TErrors>({} as TErrors);
  return { name, setName, aliases, setAliases, errors, setErrors };
}

/** A concept's name and aliases, the two fields of both creating a concept and proposing a change to one. */
export function ConceptNameFields<TErrors extends TNameErrors>({
  form,
  autoFocus = false,
}: {
  form: ReturnType<typeof useConceptNameForm<TErrors>>;
  /** The dialog's first field gets the focus. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('conceptAuthoring.name')}
        value={form.name}
        onChange={(event) => form.setName(event.currentTarget.value)}
        error={form.errors.name}
        maxLength={256}
        withAsterisk
        data-autofocus={autoFocus || undefined}
      />
      <AliasesInput value={form.aliases} onChange={form.setAliases} errors={form.errors} setErrors={form.setErrors} />
    </>
  );
}
