import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Menu,
  NativeSelect,
  NumberInput,
  Paper,
  Popover,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconColumnRemove, IconLink, IconUnlink } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { type EditorState, NodeSelection } from '@tiptap/pm/state';
import { CellSelection } from '@tiptap/pm/tables';
import type { EditorView } from '@tiptap/pm/view';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import {
  BORDER_STYLES,
  DEFAULT_BORDER_WIDTH,
  LIST_STYLES,
  MATH_PANEL_VARIANTS,
  type TBorderStyle,
  type TListStyle,
  type TMathPanelVariant,
} from '../constants';
import { getNumbering } from '../extensions/Numbering';
import { BORDER_SIDES, type TBorderSide } from '../table-cell-attributes';
import { ColorPickerControl } from './ColorPickerControl';
import { useEditorUi } from './EditorUiContext';
import { uiMessages } from './messages';
import { canRemoveFromFigureGroup, innermostOf, isInside, selectedNodeOf } from './node-queries';
import { Glyph, ToolButton } from './ToolButton';

type TShow = (state: EditorState) => boolean;
type TShouldShowProps = { editor: Editor; view: EditorView; state: EditorState };

const menuOptions = { placement: 'top' } as const;

/**
 * Editors the person has engaged with (focused, or moved the selection of). Menus wait for that, so a
 * document that starts with a table or a panel does not open with that menu showing.
 */
const engagedEditors = new WeakSet<Editor>();
const trackedEditors = new WeakSet<Editor>();

function trackEngagement(editor: Editor) {
  if (trackedEditors.has(editor)) return;
  trackedEditors.add(editor);
  // Before the transaction applies, so the menus' own update already sees the engagement.
  editor.on('beforeTransaction', ({ transaction }) => {
    if (transaction.selectionSet && !transaction.getMeta('preventUpdate')) engagedEditors.add(editor);
  });
}

function FloatingMenu({
  editor,
  name,
  show,
  children,
}: {
  editor: Editor;
  name: string;
  show: TShow;
  children: ReactNode;
}) {
  // Stable props: the React BubbleMenu dispatches an options update whenever these change.
  const showRef = useRef(show);
  showRef.current = show;
  trackEngagement(editor);
  const shouldShow = useCallback(({ editor: current, view, state }: TShouldShowProps) => {
    if (view.hasFocus()) engagedEditors.add(current);
    return current.isEditable && engagedEditors.has(current) && showRef.current(state);
  }, []);
  return (
    <BubbleMenu editor={editor} pluginKey={`${name}BubbleMenu`} shouldShow={shouldShow} options={menuOptions}>
      <Paper shadow="md" withBorder p={4} data-menu={name} style={{ zIndex: 150 }}>
        <Group gap={4} wrap="wrap" maw={560}>
          {children}
        </Group>
      </Paper>
    </BubbleMenu>
  );
}

/** The six numbering styles of docs/product-spec.md section 3, as the ordered-list menu names them. */
export const LIST_STYLE_LABELS: Record<TListStyle, string> = {
  decimal: '1, 2, 3 – cyfry arabskie',
  'lower-alpha': 'a, b, c – małe litery',
  'lower-greek': 'α, β, γ – litery greckie',
  'lower-roman': 'i, ii, iii – małe cyfry rzymskie',
  'upper-alpha': 'A, B, C – wielkie litery',
  'upper-roman': 'I, II, III – wielkie cyfry rzymskie',
};

/**
 * The ordered-list and details menus show only when theirs is the innermost of these containers, so that
 * they never stack up with each other or with the table, panel and figure-group menus.
 */
const blockMenuTypes = [
  'orderedList',
  'bulletList',
  'taskList',
  'details',
  'table',
  'mathPanel',
  'figureGroup',
  'mathConceptFragment',
] as const;

type TBlockMenu = 'orderedList' | 'details' | 'mathConceptFragment';

function innermostBlockMenu(state: EditorState): TBlockMenu | null {
  const innermost = innermostOf(state, ...blockMenuTypes);
  return innermost === 'orderedList' || innermost === 'details' || innermost === 'mathConceptFragment'
    ? innermost
    : null;
}

const sideLabels: Record<TBorderSide, string> = { top: 'Górna', bottom: 'Dolna', left: 'Lewa', right: 'Prawa' };

function BorderControl({ editor }: { editor: Editor }) {
  const [opened, setOpened] = useState(false);
  const [sides, setSides] = useState<TBorderSide[]>([...BORDER_SIDES]);
  const [style, setStyle] = useState<TBorderStyle>('solid');
  const [width, setWidth] = useState<number>(DEFAULT_BORDER_WIDTH);
  const apply = (color: string | null) =>
    editor
      .chain()
      .focus()
      .setCellBorder({ sides, border: { style, width, ...(color ? { color } : {}) } })
      .run();
  return (
    <Popover opened={opened} onChange={setOpened} withinPortal>
      <Popover.Target>
        <div>
          <ToolButton label="Obramowanie komórki" onClick={() => setOpened((value) => !value)}>
            <Glyph>▦</Glyph>
          </ToolButton>
        </div>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Group gap="xs">
            {BORDER_SIDES.map((side) => (
              <Checkbox
                key={side}
                size="xs"
                label={sideLabels[side]}
                checked={sides.includes(side)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setSides((current) => (checked ? [...current, side] : current.filter((item) => item !== side)));
                }}
              />
            ))}
          </Group>
          <NativeSelect
            size="xs"
            label="Styl"
            value={style}
            onChange={(event) => setStyle(event.currentTarget.value as TBorderStyle)}
            data={BORDER_STYLES.map((value) => ({
              value,
              label: { solid: 'Ciągła', dashed: 'Kreskowana', dotted: 'Kropkowana' }[value],
            }))}
          />
          <NumberInput
            size="xs"
            label="Grubość (px)"
            min={1}
            max={10}
            value={width}
            onChange={(value) => setWidth(Number(value) || 1)}
          />
          <Group gap="xs">
            <ColorPickerControl
              type="border"
              label="Kolor obramowania"
              glyph={<Glyph>▣</Glyph>}
              onPick={(color) => apply(color)}
            />
            <Button size="compact-xs" onClick={() => apply(null)} disabled={!sides.length}>
              Zastosuj
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => editor.chain().focus().setCellBorder({ sides, border: null }).run()}
            >
              Usuń obramowanie
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function EquationRefMenu({ editor }: { editor: Editor }) {
  const equations = getNumbering(editor.state).entries.filter(
    (entry) => entry.kind === 'equation' && entry.label && entry.id,
  );
  const insertAfterSelection = (targetId: string) => {
    const { $to, to } = editor.state.selection;
    if ($to.parent.inlineContent) {
      editor.chain().focus().setTextSelection(to).insertEquationRef({ targetId }).run();
      return;
    }
    // A display equation is selected: the reference starts the paragraph after it (a new one if needed).
    const chain = editor.chain().focus();
    if (editor.state.doc.resolve(to).nodeAfter?.type.name !== 'paragraph') {
      chain.insertContentAt(to, { type: 'paragraph' });
    }
    chain
      .setTextSelection(to + 1)
      .insertEquationRef({ targetId })
      .run();
  };
  return (
    <Menu withinPortal>
      <Menu.Target>
        <Button size="compact-xs" variant="subtle" disabled={!equations.length}>
          Wstaw odwołanie
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {equations.map((entry) => (
          <Menu.Item key={entry.id} onClick={() => insertAfterSelection(String(entry.id))}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

async function copyText(text: string, notify: (message: string) => void) {
  try {
    await navigator.clipboard.writeText(text);
    notify(uiMessages.copied);
  } catch {
    // Clipboard refused (permissions): nothing to report beyond not showing the toast.
  }
}

/** The floating menus of links, math, notes, images, figure groups, tables and math panels. */
export function EditorMenus({ editor }: { editor: Editor }) {
  const { openDialog, callbacks } = useEditorUi();
  // Re-render the menus' contents (attributes, enabled states) on every transaction while one of them
  // can show; typing in plain text re-renders nothing here.
  useEditorState({
    editor,
    selector: ({ editor: current, transactionNumber }) =>
      !current.isDestroyed && current.schema && anyMenuCanShow(current.state) ? transactionNumber : -1,
  });
  const [alt, setAlt] = useState('');
  if (editor.isDestroyed || !editor.schema) return null;
  const schema = editor.schema;
  const del = () => editor.chain().focus().deleteSelection().run();

  return (
    <>
      <FloatingMenu editor={editor} name="link" show={(state) => !!schema.marks.link && isLinkActive(state)}>
        <Anchor
          href={editor.getAttributes('link').href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          maw={240}
          truncate
        >
          {editor.getAttributes('link').href}
        </Anchor>
        <ToolButton label="Edytuj link" onClick={() => openDialog({ kind: 'link' })}>
          <Glyph>✎</Glyph>
        </ToolButton>
        <ToolButton
          label="Otwórz link"
          onClick={() => window.open(editor.getAttributes('link').href, '_blank', 'noopener,noreferrer')}
        >
          <Glyph>↗</Glyph>
        </ToolButton>
        <ToolButton label="Usuń link" onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}>
          <Glyph>⨯</Glyph>
        </ToolButton>
      </FloatingMenu>

      <FloatingMenu editor={editor} name="math" show={(state) => !!selectedNodeOf(state, 'mathInline', 'mathDisplay')}>
        {editor.isActive('mathDisplay') ? (
          <Checkbox
            size="xs"
            label="Numeruj"
            checked={editor.getAttributes('mathDisplay').numbered !== false}
            onChange={(event) => editor.commands.updateMathDisplay({ numbered: event.currentTarget.checked })}
          />
        ) : null}
        {schema.nodes.equationRef ? <EquationRefMenu editor={editor} /> : null}
        <ToolButton label="Usuń wzór" onClick={del}>
          <Glyph>⨯</Glyph>
        </ToolButton>
      </FloatingMenu>

      {schema.nodes.footnote ? (
        <FloatingMenu editor={editor} name="footnote" show={(state) => !!selectedNodeOf(state, 'footnote')}>
          <ToolButton
            label="Edytuj przypis"
            onClick={() => openDialog({ kind: 'footnote', pos: editor.state.selection.from })}
          >
            <Glyph>✎</Glyph>
          </ToolButton>
          <ToolButton label="Usuń przypis" onClick={del}>
            <Glyph>⨯</Glyph>
          </ToolButton>
        </FloatingMenu>
      ) : null}

      {schema.nodes.citation ? (
        <FloatingMenu editor={editor} name="citation" show={(state) => !!selectedNodeOf(state, 'citation')}>
          <ToolButton
            label="Edytuj cytowanie"
            onClick={() => openDialog({ kind: 'citation', pos: editor.state.selection.from })}
          >
            <Glyph>✎</Glyph>
          </ToolButton>
          <ToolButton label="Usuń cytowanie" onClick={del}>
            <Glyph>⨯</Glyph>
          </ToolButton>
        </FloatingMenu>
      ) : null}

      {schema.nodes.image ? (
        <FloatingMenu editor={editor} name="image" show={(state) => !!selectedNodeOf(state, 'image')}>
          <SegmentedControl
            size="xs"
            aria-label="Szerokość obrazu"
            value={String(editor.getAttributes('image').width ?? '100%')}
            onChange={(width) => editor.commands.updateImage({ width: width as '100%' | 'auto' })}
            data={[
              { value: '100%', label: '100%' },
              { value: 'auto', label: 'auto' },
            ]}
          />
          <TextInput
            size="xs"
            aria-label="Tekst alternatywny"
            placeholder={editor.getAttributes('image').alt ?? 'Tekst alternatywny'}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                editor.commands.updateImage({ alt: alt.trim() || null });
                setAlt('');
              }
            }}
          />
          {schema.nodes.figure && !isInside(editor.state, 'figure') && !isInside(editor.state, 'subfigure') ? (
            <ToolButton label="Dodaj podpis" onClick={() => editor.chain().focus().wrapInFigure().run()}>
              <Glyph>Rys.</Glyph>
            </ToolButton>
          ) : null}
          {isInside(editor.state, 'subfigure') ? (
            canRemoveFromFigureGroup(editor.state) ? (
              <ToolButton label="Usuń obraz" onClick={() => editor.chain().focus().removeSubfigure().run()}>
                <Glyph>⨯</Glyph>
              </ToolButton>
            ) : null
          ) : (
            <ToolButton
              label="Usuń obraz"
              onClick={() =>
                isInside(editor.state, 'figure') ? editor.chain().focus().deleteNode('figure').run() : del()
              }
            >
              <Glyph>⨯</Glyph>
            </ToolButton>
          )}
        </FloatingMenu>
      ) : null}

      {schema.nodes.figureGroup ? (
        <FloatingMenu
          editor={editor}
          name="figureGroup"
          show={(state) => !!isInside(state, 'figureGroup') && !selectedNodeOf(state, 'image')}
        >
          <SegmentedControl
            size="xs"
            aria-label="Liczba kolumn"
            value={String(isInside(editor.state, 'figureGroup')?.node.attrs.ncols ?? 2)}
            onChange={(value) => editor.commands.setFigureGroupColumns(value === '1' ? 1 : 2)}
            data={['1', '2']}
          />
          {callbacks.uploadFile ? (
            <ToolButton label="Dodaj obraz do grupy" onClick={() => openDialog({ kind: 'image', subfigure: true })}>
              <Glyph>+</Glyph>
            </ToolButton>
          ) : null}
          {isInside(editor.state, 'subfigure') && canRemoveFromFigureGroup(editor.state) ? (
            <ToolButton label="Usuń obraz z grupy" onClick={() => editor.chain().focus().removeSubfigure().run()}>
              <Glyph>−</Glyph>
            </ToolButton>
          ) : null}
          <ToolButton label="Usuń grupę" onClick={() => editor.chain().focus().deleteNode('figureGroup').run()}>
            <Glyph>⨯</Glyph>
          </ToolButton>
        </FloatingMenu>
      ) : null}

      {schema.nodes.table ? (
        <FloatingMenu
          editor={editor}
          name="table"
          show={(state) => !!isInside(state, 'table') || isCellSelection(state)}
        >
          <ToolButton label="Dodaj wiersz powyżej" onClick={() => editor.chain().focus().addRowBefore().run()}>
            <Glyph>↥</Glyph>
          </ToolButton>
          <ToolButton label="Dodaj wiersz poniżej" onClick={() => editor.chain().focus().addRowAfter().run()}>
            <Glyph>↧</Glyph>
          </ToolButton>
          <ToolButton label="Usuń wiersz" onClick={() => editor.chain().focus().deleteRow().run()}>
            <Glyph>⊟</Glyph>
          </ToolButton>
          <ToolButton label="Dodaj kolumnę z lewej" onClick={() => editor.chain().focus().addColumnBefore().run()}>
            <Glyph>⇤</Glyph>
          </ToolButton>
          <ToolButton label="Dodaj kolumnę z prawej" onClick={() => editor.chain().focus().addColumnAfter().run()}>
            <Glyph>⇥</Glyph>
          </ToolButton>
          <ToolButton label="Usuń kolumnę" onClick={() => editor.chain().focus().deleteColumn().run()}>
            <IconColumnRemove size={16} aria-hidden />
          </ToolButton>
          <ToolButton
            label="Scal komórki"
            onClick={() => editor.chain().focus().mergeCells().run()}
            disabled={!editor.can().mergeCells()}
          >
            <Glyph>⊞</Glyph>
          </ToolButton>
          <ToolButton
            label="Podziel komórkę"
            onClick={() => editor.chain().focus().splitCell().run()}
            disabled={!editor.can().splitCell()}
          >
            <Glyph>⊠</Glyph>
          </ToolButton>
          <ToolButton label="Wiersz nagłówka" onClick={() => editor.chain().focus().toggleHeaderRow().run()}>
            <Glyph>H</Glyph>
          </ToolButton>
          <ColorPickerControl
            type="tableBackground"
            label="Tło komórki"
            glyph={<Glyph>◧</Glyph>}
            onPick={(color) => editor.chain().focus().setCellBackground(color).run()}
          />
          <BorderControl editor={editor} />
          {schema.nodes.figure && !isInside(editor.state, 'figure') ? (
            <ToolButton label="Dodaj podpis tabeli" onClick={() => editor.chain().focus().wrapInFigure().run()}>
              <Glyph>Tab.</Glyph>
            </ToolButton>
          ) : null}
          <ToolButton label="Usuń tabelę" onClick={() => editor.chain().focus().deleteTable().run()}>
            <Glyph>⨯</Glyph>
          </ToolButton>
        </FloatingMenu>
      ) : null}

      {schema.nodes.mathPanel ? <MathPanelMenu editor={editor} /> : null}

      {schema.nodes.orderedList ? <OrderedListMenu editor={editor} /> : null}

      {schema.nodes.details ? <DetailsMenu editor={editor} /> : null}

      {schema.nodes.mathConceptFragment ? <ConceptFragmentMenu editor={editor} /> : null}
    </>
  );
}

function MathPanelMenu({ editor }: { editor: Editor }) {
  const { openDialog, notify, callbacks, admin } = useEditorUi();
  const panel = isInside(editor.state, 'mathPanel');
  const linked = !!panel?.node.attrs.import;
  const canLoad = !!callbacks.loadConcept && !!callbacks.searchConcepts;
  return (
    <FloatingMenu editor={editor} name="mathPanel" show={(state) => !!isInside(state, 'mathPanel')}>
      <NativeSelect
        size="xs"
        aria-label="Rodzaj panelu"
        value={String(panel?.node.attrs.variant ?? 'definition')}
        onChange={(event) => editor.commands.setMathPanelVariant(event.currentTarget.value as TMathPanelVariant)}
        data={Object.entries(MATH_PANEL_VARIANTS).map(([value, label]) => ({ value, label }))}
      />
      {linked ? (
        <ToolButton label="Usuń połączenie z pojęciem" onClick={() => editor.chain().focus().unlinkMathPanel().run()}>
          <IconUnlink size={16} aria-hidden />
        </ToolButton>
      ) : canLoad ? (
        <>
          <ToolButton label="Połącz z pojęciem" onClick={() => openDialog({ kind: 'panelConcept', mode: 'link' })}>
            <IconLink size={16} aria-hidden />
          </ToolButton>
          {/* Importing a concept outside books is ADMIN's (docs/product-spec.md section 6). */}
          {admin ? (
            <ToolButton label="Importuj z pojęcia" onClick={() => openDialog({ kind: 'panelConcept', mode: 'import' })}>
              <Glyph>⇩</Glyph>
            </ToolButton>
          ) : null}
        </>
      ) : null}
      {panel?.node.attrs.id ? (
        <ToolButton label="Kopiuj ID panelu" onClick={() => copyText(String(panel.node.attrs.id), notify)}>
          <Glyph>#</Glyph>
        </ToolButton>
      ) : null}
      <ToolButton label="Usuń panel" onClick={() => editor.chain().focus().deleteNode('mathPanel').run()}>
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}

function OrderedListMenu({ editor }: { editor: Editor }) {
  const list = isInside(editor.state, 'orderedList');
  return (
    <FloatingMenu editor={editor} name="orderedList" show={(state) => innermostBlockMenu(state) === 'orderedList'}>
      <NativeSelect
        size="xs"
        aria-label="Styl numeracji"
        value={String(list?.node.attrs.listStyle ?? 'decimal')}
        onChange={(event) => {
          const listStyle = event.currentTarget.value as TListStyle;
          if (!list) return;
          // The list around the selection, even when the cursor is in a list nested inside it.
          editor
            .chain()
            .focus()
            .command(({ tr }) => {
              tr.setNodeAttribute(list.pos, 'listStyle', listStyle);
              return true;
            })
            .run();
        }}
        data={LIST_STYLES.map((value) => ({ value, label: LIST_STYLE_LABELS[value] }))}
      />
    </FloatingMenu>
  );
}

function DetailsMenu({ editor }: { editor: Editor }) {
  const details = isInside(editor.state, 'details');
  return (
    <FloatingMenu editor={editor} name="details" show={(state) => innermostBlockMenu(state) === 'details'}>
      <Checkbox
        size="xs"
        label="Rozwinięte domyślnie"
        checked={!!details?.node.attrs.open}
        onChange={(event) => {
          const open = event.currentTarget.checked;
          if (!details) return;
          editor
            .chain()
            .focus()
            .command(({ tr }) => {
              tr.setNodeAttribute(details.pos, 'open', open);
              return true;
            })
            .run();
        }}
      />
      <ToolButton label="Usuń sekcję, zostaw treść" onClick={() => editor.chain().focus().unsetDetails().run()}>
        <Glyph>⇱</Glyph>
      </ToolButton>
      <ToolButton label="Usuń sekcję z treścią" onClick={() => editor.chain().focus().deleteNode('details').run()}>
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}

/** ADMIN's concept fragment: unwrap it (its paragraphs stay) or delete it with its content. */
function ConceptFragmentMenu({ editor }: { editor: Editor }) {
  const unwrap = () => {
    const fragment = isInside(editor.state, 'mathConceptFragment');
    if (!fragment) return;
    editor
      .chain()
      .focus()
      .command(({ tr }) => {
        tr.replaceWith(fragment.pos, fragment.pos + fragment.node.nodeSize, fragment.node.content);
        return true;
      })
      .run();
  };
  return (
    <FloatingMenu
      editor={editor}
      name="mathConceptFragment"
      show={(state) => innermostBlockMenu(state) === 'mathConceptFragment'}
    >
      <ToolButton label="Usuń fragment pojęcia, zostaw treść" onClick={unwrap}>
        <Glyph>⇱</Glyph>
      </ToolButton>
      <ToolButton
        label="Usuń fragment pojęcia z treścią"
        onClick={() => editor.chain().focus().deleteNode('mathConceptFragment').run()}
      >
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}

function anyMenuCanShow(state: EditorState): boolean {
  return (
    state.selection instanceof NodeSelection ||
    isCellSelection(state) ||
    isLinkActive(state) ||
    !!isInside(state, 'figureGroup') ||
    !!isInside(state, 'table') ||
    !!isInside(state, 'mathPanel') ||
    innermostBlockMenu(state) !== null
  );
}

function isLinkActive(state: EditorState): boolean {
  const link = state.schema.marks.link;
  if (!link) return false;
  const { $from, from, to } = state.selection;
  return !!link.isInSet($from.marks()) || (from !== to && state.doc.rangeHasMark(from, to, link));
}

function isCellSelection(state: EditorState): boolean {
  return state.selection instanceof CellSelection;
}

export { copyText };
