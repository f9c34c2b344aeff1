import { Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { uiMessages } from './messages';

/** Debounce of searches (docs/product-spec.md section 9). */
export const SEARCH_DEBOUNCE_MS = 500;

type TSearchPickerProps<T extends { id: string }> = {
  label: string;
  /** Searches the app (an empty query lists the first results); a failure shows no results. */
  search: ((query: string) => Promise<T[]>) | undefined;
  nameOf: (item: T) => string;
  value: T | null;
  onChange: (item: T) => void;
  /** Shown while nothing is chosen ('Wybierz pojęcie'). */
  chooseMessage: string;
  testId: string;
  maxHeight?: number;
  autoFocus?: boolean;
};

/** A search box with its results as pressable rows, and the chosen one named above them. */
export function SearchPicker<T extends { id: string }>({
  label,
  search,
  nameOf,
  value,
  onChange,
  chooseMessage,
  testId,
  maxHeight = 180,
  autoFocus,
}: TSearchPickerProps<T>) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [results, setResults] = useState<T[] | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!search) return;
    let current = true;
    setLoading(true);
    search(debounced.trim())
      .then((found) => current && setResults(found))
      .catch(() => current && setResults([]))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [debounced, search]);

  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        rightSection={loading ? <Loader size={14} /> : null}
        data-autofocus={autoFocus || undefined}
      />
      <Text size="sm" data-testid={testId}>
        {value ? `Wybrane: ${nameOf(value)}` : chooseMessage}
      </Text>
      <ScrollArea.Autosize mah={maxHeight}>
        {results?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {uiMessages.noResults}
          </Text>
        ) : (
          <Stack gap={2}>
            {(results ?? []).map((item) => (
              <UnstyledButton
                key={item.id}
                onClick={() => onChange(item)}
                p={4}
                aria-pressed={value?.id === item.id}
                style={{ fontWeight: value?.id === item.id ? 700 : 400 }}
              >
                {nameOf(item)}
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
