import {
  Button,
  Group,
  Loader,
  Image as MantineImage,
  Modal,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { type ComponentType, useState } from 'react';
import { isValidCitation, type TCitation } from '../extensions/Citation';
import { isAllowedHref } from '../url-policy';
import { DialogActions, type TEditorDialogProps, type TEditorFormProps } from './DialogActions';
import { useEditorUi } from './EditorUiContext';
import { uiMessages } from './messages';
import type { TBookResult, TRichTextEditorProps } from './types';

export type TNestedEditor = ComponentType<TRichTextEditorProps>;
/** A note dialog edits the note at `pos`, or inserts a new one without it; its text is written in `NestedEditor`. */
type TNoteDialogProps = TEditorDialogProps & { pos?: number; NestedEditor: TNestedEditor };

/** Book search results list: max height 400 px (docs/product-spec.md section 9). */
export const BOOK_RESULTS_MAX_HEIGHT = 400;

/** A new note is added, an existing one saved. */
const noteActionLabel = (pos: number | undefined) => (pos === undefined ? 'Dodaj' : 'Zapisz');

type TCitationForm = Required<{ [K in keyof TCitation]: K extends 'variant' ? TCitation['variant'] : string }>;

const emptyCitation: TCitationForm = {
  variant: 'template',
  title: '',
  author: '',
  publisher: '',
  publishDate: '',
  publishPlace: '',
  isbn: '',
  pages: '',
  url: '',
  description: '',
  content: '',
};

function citationAt(editor: Editor, pos: number | undefined): TCitationForm {
  const node = pos === undefined ? null : editor.state.doc.nodeAt(pos);
  if (node?.type.name !== 'citation') return emptyCitation;
  const form = { ...emptyCitation };
  for (const key of Object.keys(emptyCitation) as Array<keyof TCitationForm>) {
    if (key !== 'variant') form[key] = String(node.attrs[key] ?? '');
  }
  form.variant = node.attrs.variant === 'custom' ? 'custom' : 'template';
  return form;
}

/** Citation modal: title required (≥ 3 characters), book search fills the fields, submit disabled until valid. */
export function CitationDialog({ editor, opened, onClose, pos, NestedEditor }: TNoteDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cytowanie" centered size="lg">
      {opened ? <CitationForm editor={editor} onClose={onClose} pos={pos} NestedEditor={NestedEditor} /> : null}
    </Modal>
  );
}

function CitationForm({
  editor,
  onClose,
  pos,
  NestedEditor,
}: TEditorFormProps & Pick<TNoteDialogProps, 'pos' | 'NestedEditor'>) {
  const { callbacks } = useEditorUi();
  const [form, setForm] = useState<TCitationForm>(() => citationAt(editor, pos));
  const [titleTouched, setTitleTouched] = useState(false);
  const set = (key: keyof TCitationForm) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [key]: value }));
  };
  const title = form.title.trim();
  const titleError =
    title.length === 0
      ? titleTouched
        ? uiMessages.required
        : null
      : title.length < 3
        ? uiMessages.citationTitleMin
        : null;
  const urlError = form.url.trim() && !isAllowedHref(form.url.trim()) ? uiMessages.invalidLink : null;
  const citation: TCitation = { ...form, url: form.url.trim() || null };
  const valid = isValidCitation(citation);

  const submit = () => {
    if (!valid) return;
    const chain = editor.chain().focus();
    const done =
      pos === undefined ? chain.insertCitation(citation).run() : chain.updateCitation(citation, { pos }).run();
    if (done) onClose();
  };

  const fill = (book: TBookResult) =>
    setForm((current) => ({
      ...current,
      variant: 'template',
      title: book.title,
      author: book.authors.join(', '),
      publisher: book.publisher ?? '',
      publishDate: book.publishDate ?? '',
      publishPlace: book.publishPlace ?? '',
      isbn: book.isbn ?? '',
      pages: book.pages ? String(book.pages) : '',
    }));

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={form.variant}
        onChange={(value) =>
          setForm((current) => ({ ...current, variant: value === 'custom' ? 'custom' : 'template' }))
        }
        data={[
          { value: 'template', label: 'Szablon' },
          { value: 'custom', label: 'Własny' },
        ]}
      />
      {callbacks.searchBooks && form.variant === 'template' ? <BookSearch onPick={fill} /> : null}
      <TextInput
        label="Tytuł"
        withAsterisk
        value={form.title}
        onChange={set('title')}
        onBlur={() => setTitleTouched(true)}
        error={titleError}
      />
      {form.variant === 'template' ? (
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label="Autor" value={form.author} onChange={set('author')} />
          <TextInput label="Wydawca" value={form.publisher} onChange={set('publisher')} />
          <TextInput label="Data wydania" value={form.publishDate} onChange={set('publishDate')} />
          <TextInput label="Miejsce wydania" value={form.publishPlace} onChange={set('publishPlace')} />
          <TextInput label="ISBN" value={form.isbn} onChange={set('isbn')} />
          <TextInput label="Strony" value={form.pages} onChange={set('pages')} />
        </SimpleGrid>
      ) : (
        <NestedEditor
          variant="citation"
          height={160}
          value={form.content}
          onChange={(content) => setForm((current) => ({ ...current, content }))}
          aria-label="Treść cytowania"
        />
      )}
      <TextInput label="Adres URL" value={form.url} onChange={set('url')} error={urlError} />
      <Textarea label="Opis" value={form.description} onChange={set('description')} autosize minRows={2} />
      <DialogActions onCancel={onClose} onConfirm={submit} label={noteActionLabel(pos)} disabled={!valid} />
    </Stack>
  );
}

function BookSearch({ onPick }: { onPick: (book: TBookResult) => void }) {
  const { callbacks } = useEditorUi();
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<TBookResult[] | null>(null);

  const search = () => {
    const q = query.trim();
    if (!q || !callbacks.searchBooks) return;
    setLoading(true);
    callbacks
      .searchBooks(q)
      .then(setResults)
      // A failed search just stops the spinner (docs/product-spec.md section 8).
      .catch(() => {})
      .finally(() => setLoading(false));
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          label="Szukaj książki"
          placeholder="Tytuł, autor lub ISBN"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
        />
        <Button onClick={search} disabled={!query.trim()} loading={loading}>
          Szukaj
        </Button>
      </Group>
      {loading ? <Loader size="sm" /> : null}
      {results ? (
        <ScrollArea.Autosize mah={BOOK_RESULTS_MAX_HEIGHT} data-testid="book-results">
          {results.length === 0 ? (
            <Text size="sm" c="dimmed">
              {uiMessages.noResults}
            </Text>
          ) : (
            <Stack gap={4}>
              {results.map((book, index) => (
                <UnstyledButton
                  key={`${book.title}-${book.isbn ?? index}`}
                  onClick={() => onPick(book)}
                  p={4}
                  style={{ borderRadius: 4 }}
                >
                  <Group gap="sm" wrap="nowrap">
                    {book.coverUrl ? (
                      <MantineImage src={book.coverUrl} alt="" w={36} h={52} fit="cover" />
                    ) : (
                      <div style={{ width: 36, height: 52, background: 'var(--mantine-color-default-hover)' }} />
                    )}
                    <div>
                      <Text size="sm" fw={600}>
                        {book.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[book.authors.join(', '), book.publisher, book.publishDate].filter(Boolean).join(' · ')}
                      </Text>
                    </div>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      ) : null}
    </Stack>
  );
}

/** Footnote modal: the footnote's rich content written in the 'footnote' editor variant. */
export function FootnoteDialog({ editor, opened, onClose, pos, NestedEditor }: TNoteDialogProps) {
  const existing = pos === undefined ? '' : String(editor.state.doc.nodeAt(pos)?.attrs.content ?? '');
  const [content, setContent] = useState(existing);
  const empty = !content.replace(/<[^>]*>/g, '').trim() && !/data-type="inline-math"/.test(content);
  const submit = () => {
    const chain = editor.chain().focus();
    const done =
      pos === undefined ? chain.insertFootnote({ content }).run() : chain.updateFootnote({ content, pos }).run();
    if (done) onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Przypis" centered size="lg">
      <Stack gap="sm">
        <NestedEditor
          variant="footnote"
          height={160}
          value={content}
          onChange={setContent}
          aria-label="Treść przypisu"
        />
        <DialogActions onCancel={onClose} onConfirm={submit} label={noteActionLabel(pos)} disabled={empty} />
      </Stack>
    </Modal>
  );
}
