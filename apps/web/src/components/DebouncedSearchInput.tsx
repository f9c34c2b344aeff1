import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { timings } from '@zadania/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TDebouncedSearchInputProps = {
  label: string;
  placeholder?: string;
  /** The committed value (from the URL); the field follows it when it changes from outside. */
  value: string;
  /** Called 500 ms after the last keystroke (timings.debounceMs). */
  onCommit: (value: string) => void;
};

/** A search field that commits its value debounced, e.g. to the URL query. */
export function DebouncedSearchInput({ label, placeholder, value, onCommit }: TDebouncedSearchInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;
  const inputRef = useRef<HTMLInputElement>(null);
  const syncedValue = useRef(value);

  // On a page rendered on the server the field can be typed in before it is interactive: that text counts.
  useEffect(() => {
    const typedEarly = inputRef.current?.value;
    if (typedEarly !== undefined && typedEarly !== syncedValue.current) setDraft(typedEarly);
  }, []);

  useEffect(() => {
    if (syncedValue.current === value) return;
    syncedValue.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onCommitRef.current(draft.trim() === '' ? '' : draft), timings.debounceMs);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <TextInput
      ref={inputRef}
      type="search"
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        draft ? (
          <CloseButton
            size="sm"
            aria-label={t('common.clearSearch')}
            onClick={() => {
              setDraft('');
              onCommitRef.current('');
            }}
          />
        ) : null
      }
    />
  );
}
