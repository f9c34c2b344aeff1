import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions, type TEditorDialogProps } from './DialogActions';
import { useEditorUi } from './EditorUiContext';
import { uiMessages } from './messages';
import { SearchPicker } from './SearchPicker';
import type { TConceptOption } from './types';

function ConceptPicker({
  value,
  onChange,
}: {
  value: TConceptOption | null;
  onChange: (concept: TConceptOption) => void;
}) {
  const { callbacks } = useEditorUi();
  return (
    <SearchPicker
      label="Szukaj pojęcia"
      search={callbacks.searchConcepts}
      nameOf={(concept) => concept.name}
      value={value}
      onChange={onChange}
      chooseMessage={uiMessages.conceptRequired}
      testId="chosen-concept"
    />
  );
}

/** Inserts a reference to a maths concept; a concept is required. */
export function MathConceptDialog({ editor, opened, onClose }: TEditorDialogProps) {
  return (
    <ConceptChoiceDialog
      opened={opened}
      onClose={onClose}
      title="Pojęcie matematyczne"
      onChoose={(concept) => editor.chain().focus().insertMathConcept({ value: concept.id, label: concept.name }).run()}
    />
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
}: TEditorDialogProps & { mode: 'link' | 'import' }) {
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
        <DialogActions
          onCancel={onClose}
          onConfirm={submit}
          label={mode === 'link' ? 'Połącz' : 'Importuj'}
          disabled={!concept || !callbacks.loadConcept}
          loading={loading}
        />
      </Stack>
    </Modal>
  );
}

/** ADMIN only: wraps the selected blocks in a fragment that belongs to the chosen concept. */
export function MathConceptFragmentDialog({ editor, opened, onClose }: TEditorDialogProps) {
  return (
    <ConceptChoiceDialog
      opened={opened}
      onClose={onClose}
      title="Fragment pojęcia"
      hint="Zaznaczone akapity staną się fragmentem wybranego pojęcia."
      onChoose={(concept) => editor.chain().focus().setMathConceptFragment({ mathConceptId: concept.id }).run()}
    />
  );
}

/** A concept is required: 'Dodaj' stays disabled until one is chosen, and closes once `onChoose` succeeds. */
function ConceptChoiceDialog({
  opened,
  onClose,
  title,
  hint,
  onChoose,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  hint?: string;
  onChoose: (concept: TConceptOption) => boolean;
}) {
  const [concept, setConcept] = useState<TConceptOption | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
        <ConceptPicker value={concept} onChange={setConcept} />
        <DialogActions
          onCancel={onClose}
          onConfirm={() => {
            if (concept && onChoose(concept)) onClose();
          }}
          disabled={!concept}
        />
      </Stack>
    </Modal>
  );
}
