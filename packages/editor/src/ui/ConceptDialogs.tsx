import { Button, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { useEditorUi } from './EditorUiContext';
import { uiMessages } from './messages';
import type { TConceptOption } from './types';

/** Debounce of searches (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 500;

function ConceptPicker({
  value,
  onChange,
}: {
  value: TConceptOption | null;
  onChange: (concept: TConceptOption) => void;
}) {
  const { callbacks } = useEditorUi();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [results, setResults] = useState<TConceptOption[] | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!callbacks.searchConcepts) return;
    let current = true;
    setLoading(true);
    callbacks
      .searchConcepts(debounced.trim())
      .then((found) => current && setResults(found))
      .catch(() => current && setResults([]))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [debounced, callbacks]);

  return (
    <Stack gap={6}>
      <TextInput
        label="Szukaj pojęcia"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        rightSection={loading ? <Loader size={14} /> : null}
      />
      <Text size="sm" data-testid="chosen-concept">
        {value ? `Wybrane: ${value.name}` : uiMessages.conceptRequired}
      </Text>
      <ScrollArea.Autosize mah={180}>
        {results?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {uiMessages.noResults}
          </Text>
        ) : (
          <Stack gap={2}>
            {(results ?? []).map((concept) => (
              <UnstyledButton
                key={concept.id}
                onClick={() => onChange(concept)}
                p={4}
                aria-pressed={value?.id === concept.id}
                style={{ fontWeight: value?.id === concept.id ? 700 : 400 }}
              >
                {concept.name}
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** Inserts a reference to a maths concept; a concept is required. */
export function MathConceptDialog({
  editor,
  opened,
  onClose,
}: {
  editor: Editor;
  opened: boolean;
  onClose: () => void;
}) {
  const [concept, setConcept] = useState<TConceptOption | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title="Pojęcie matematyczne" centered>
      <Stack gap="sm">
        <ConceptPicker value={concept} onChange={setConcept} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Anuluj
          </Button>
          <Button
            disabled={!concept}
            onClick={() => {
              if (
                concept &&
                editor.chain().focus().insertMathConcept({ value: concept.id, label: concept.name }).run()
              ) {
                onClose();
              }
            }}
          >
            Dodaj
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Links a math panel to a concept (read-only until unlinked) or imports the concept's name and
 * description into it; both load the concept through `loadConcept`.
 */
export function PanelConceptDialog({
  editor,
  opened,
  onClose,
  mode,
}: {
  editor: Editor;
  opened: boolean;
  onClose: () => void;
  mode: 'link' | 'import';
}) {
  const { callbacks, notify } = useEditorUi();
  const [concept, setConcept] = useState<TConceptOption | null>(null);
  const [loading, setLoading] = useState(false);
  const submit = async () => {
    if (!concept || !callbacks.loadConcept) return;
    setLoading(true);
    try {
      const loaded = await callbacks.loadConcept(concept.id);
      const done = editor.commands.importMathConcept({
        mathConceptId: concept.id,
        name: loaded.name,
        description: loaded.descriptionHtml,
        link: mode === 'link',
      });
      if (done) onClose();
    } catch {
      notify('Nie udało się wczytać pojęcia.', 'error');
    } finally {
      setLoading(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mode === 'link' ? 'Połącz z pojęciem' : 'Importuj z pojęcia'}
      centered
    >
      <Stack gap="sm">
        <ConceptPicker value={concept} onChange={setConcept} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Anuluj
          </Button>
          <Button disabled={!concept || !callbacks.loadConcept} loading={loading} onClick={submit}>
            {mode === 'link' ? 'Połącz' : 'Importuj'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** ADMIN only: wraps the selected blocks in a fragment that belongs to the chosen concept. */
export function MathConceptFragmentDialog({
  editor,
  opened,
  onClose,
}: {
  editor: Editor;
  opened: boolean;
  onClose: () => void;
}) {
  const [concept, setConcept] = useState<TConceptOption | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title="Fragment pojęcia" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Zaznaczone akapity staną się fragmentem wybranego pojęcia.
        </Text>
        <ConceptPicker value={concept} onChange={setConcept} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Anuluj
          </Button>
          <Button
            disabled={!concept}
            onClick={() => {
              if (concept && editor.chain().focus().setMathConceptFragment({ mathConceptId: concept.id }).run()) {
                onClose();
              }
            }}
          >
            Dodaj
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
