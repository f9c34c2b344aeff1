import { Button, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './ConceptDialogs';
import { useEditorUi } from './EditorUiContext';
import { uiMessages } from './messages';
import type { THomeworkOption } from './types';

/** Picks a task through `searchHomeworks` and embeds it (the embed stores only the task's id). */
export function HomeworkEmbedDialog({
  editor,
  opened,
  onClose,
}: {
  editor: Editor;
  opened: boolean;
  onClose: () => void;
}) {
  const { callbacks } = useEditorUi();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [results, setResults] = useState<THomeworkOption[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<THomeworkOption | null>(null);

  useEffect(() => {
    if (!callbacks.searchHomeworks) return;
    let current = true;
    setLoading(true);
    callbacks
      .searchHomeworks(debounced.trim())
      .then((found) => current && setResults(found))
      .catch(() => current && setResults([]))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [debounced, callbacks]);

  return (
    <Modal opened={opened} onClose={onClose} title="Zadanie" centered>
      <Stack gap="sm">
        <TextInput
          label="Szukaj zadania"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          rightSection={loading ? <Loader size={14} /> : null}
          data-autofocus
        />
        <Text size="sm" data-testid="chosen-homework">
          {chosen ? `Wybrane: ${chosen.title}` : uiMessages.homeworkRequired}
        </Text>
        <ScrollArea.Autosize mah={240}>
          {results?.length === 0 ? (
            <Text size="sm" c="dimmed">
              {uiMessages.noResults}
            </Text>
          ) : (
            <Stack gap={2}>
              {(results ?? []).map((homework) => (
                <UnstyledButton
                  key={homework.id}
                  onClick={() => setChosen(homework)}
                  p={4}
                  aria-pressed={chosen?.id === homework.id}
                  style={{ fontWeight: chosen?.id === homework.id ? 700 : 400 }}
                >
                  {homework.title || homework.slug}
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Anuluj
          </Button>
          <Button
            disabled={!chosen}
            onClick={() => {
              if (chosen && editor.chain().focus().insertHomeworkEmbed({ homeworkId: chosen.id }).run()) onClose();
            }}
          >
            Dodaj
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
