import { Button, Card, Group, NativeSelect, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { minRatingLabel, parsePlnInput, schoolLevelLabels, schoolLevels } from '@zadania/shared';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useState } from 'react';

type TSearchFiltersFormProps = {
  /** The form's accessible name. */
  label: string;
  cols: SimpleGridProps['cols'];
  /** On Enter / the apply button: commit what is typed but not committed yet (e.g. a price). */
  onApply: () => void;
  applyLabel: string;
  onReset: () => void;
  resetLabel: string;
  /** The filter fields. */
  children: ReactNode;
};

/** The filters of a search page: a form of fields in a grid, with apply and reset. */
export function SearchFiltersForm({
  label,
  cols,
  onApply,
  applyLabel,
  onReset,
  resetLabel,
  children,
}: TSearchFiltersFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} aria-label={label}>
      <SimpleGrid cols={cols} spacing="sm">
        {children}
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit" variant="light">
          {applyLabel}
        </Button>
        <Button variant="subtle" onClick={onReset}>
          {resetLabel}
        </Button>
      </Group>
    </Card>
  );
}

type TOption = { value: string; label: string };

type TFilterSelectProps = {
  label: string;
  /** The filter now; none selects the 'any' option. */
  value: string | number | undefined;
  /** With it, a first option '' (no filter) of this label. */
  anyLabel?: string;
  options: readonly TOption[];
  /** The chosen value, '' for the 'any' option. */
  onChange: (value: string) => void;
};

/** A select of one filter. */
export function FilterSelect({ label, value, anyLabel, options, onChange }: TFilterSelectProps) {
  return (
    <NativeSelect
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={anyLabel === undefined ? [...options] : [{ value: '', label: anyLabel }, ...options]}
    />
  );
}

/** The options of a minimal rating filter: 4 stars down to 1. */
export const minRatingOptions: readonly TOption[] = [4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: minRatingLabel(stars),
}));

/** The options of a school level filter. */
export const schoolLevelOptions: readonly TOption[] = schoolLevels.map((level) => ({
  value: level,
  label: schoolLevelLabels[level],
}));

/**
 * The typed text of a price filter in złoty, committed on blur / apply as grosze (null when empty or not an amount,
 * which also clears the field). Follows the committed `grosze` when it changes from outside.
 */
export function usePriceFilterDraft(
  grosze: number | undefined,
  format: (grosze: number) => string,
  onCommit: (value: string | null) => void,
) {
  const saved = grosze === undefined ? '' : format(grosze);
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);
  // Only a price that changed reaches the URL: leaving the field as it was keeps the page the reader is on.
  const commit = () => {
    const parsed = parsePlnInput(draft);
    const next = parsed === null ? null : String(parsed);
    if (next !== (grosze === undefined ? null : String(grosze))) onCommit(next);
    if (parsed === null) setDraft('');
  };
  return {
    commit,
    /** For the TextInput. */
    inputProps: {
      inputMode: 'decimal' as const,
      value: draft,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft(event.currentTarget.value),
      onBlur: commit,
    },
  };
}
