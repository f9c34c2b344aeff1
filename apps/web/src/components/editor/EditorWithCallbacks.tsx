// The editor chunk: loaded only by pages that edit (see RichTextEditor.tsx next to this file).
// biome-ignore-all assist/source/organizeImports: stylesheets first, in cascade order
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/tiptap/styles.css';
import 'katex/dist/katex.min.css';
import '@zadania/editor/ui/editor.css';
import { RichTextEditor as EditorUi, type TRichTextEditorProps } from '@zadania/editor/ui';
import { showToast } from '../../lib/toasts';
import {
  loadEditorConcept,
  searchEditorBooks,
  searchEditorConcepts,
  loadEditorHomework,
  searchEditorGames,
  searchEditorHomeworks,
  searchEditorUsers,
  uploadEditorFile,
} from './editor-callbacks';

export type TEditorWithCallbacksProps = Omit<
  TRichTextEditorProps,
  | 'uploadFile'
  | 'searchBooks'
  | 'searchUsers'
  | 'searchConcepts'
  | 'loadConcept'
  | 'searchHomeworks'
  | 'loadHomework'
  | 'searchGames'
  | 'notify'
> & {
  /** Turn off tools that need a callback (e.g. uploads where a page does not allow them). */
  withUploads?: boolean;
  withConcepts?: boolean;
  /** The task-embed tool ('Zadanie'); on by default where the variant has it. */
  withHomeworks?: boolean;
};

/** The package's editor wired to this app's API client, uploads and toasts. */
export function EditorWithCallbacks({
  withUploads = true,
  withConcepts = true,
  withHomeworks = true,
  ...props
}: TEditorWithCallbacksProps) {
  return (
    <EditorUi
      {...props}
      uploadFile={withUploads ? uploadEditorFile : undefined}
      searchBooks={searchEditorBooks}
      searchUsers={searchEditorUsers}
      searchConcepts={withConcepts ? searchEditorConcepts : undefined}
      loadConcept={withConcepts ? loadEditorConcept : undefined}
      searchHomeworks={withHomeworks ? searchEditorHomeworks : undefined}
      loadHomework={loadEditorHomework}
      searchGames={props.admin ? searchEditorGames : undefined}
      notify={(message, variant) => showToast({ variant: variant ?? 'success', message })}
    />
  );
}
