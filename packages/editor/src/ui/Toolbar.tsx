import { NativeSelect, Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import {
  IconClearFormatting,
  IconH2,
  IconH3,
  IconH4,
  IconHighlight,
  IconLink,
  IconListNumbers,
  IconMath,
  IconMovie,
  IconPhoto,
  IconRoute,
  IconSuperscript,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { FONT_FAMILIES, FONT_SIZES, INDENT_MAX } from '../constants';
import { EMOJIS } from '../emoji-data';
import { ColorPickerControl } from './ColorPickerControl';
import { useEditorUi } from './EditorUiContext';
import { TableGridPicker } from './TableGridPicker';
import { Glyph, ToolButton } from './ToolButton';
import { groupTools, TOOLS, type TToolName } from './toolbar-config';

/**
 * Tools drawn as icons rather than letters ('H2', 'Tx', '1.', '[1]', 'S₁'): a button showing letters must have them in its name
 * (WCAG 2.5.3), and the Polish names say more than the letters.
 */
const headingIcons = { 2: IconH2, 3: IconH3, 4: IconH4 } as const;

function currentIndent(editor: Editor): number {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const indent = $from.node(depth).attrs.indent;
    if (typeof indent === 'number') return indent;
  }
  return 0;
}

export type TToolbarProps = {
  editor: Editor;
  tools: TToolName[];
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  colorPickerOpened: boolean;
  onColorPickerOpenedChange: (opened: boolean) => void;
  admin?: boolean;
  /** Adds the developer's 'HTML dokumentu' button after the tools. */
  debug?: boolean;
};

/** The toolbar of a variant: one control per resolved tool, each with a Polish label and tooltip. */
export function Toolbar({
  editor,
  tools,
  fullscreen,
  onToggleFullscreen,
  colorPickerOpened,
  onColorPickerOpenedChange,
  debug,
}: TToolbarProps) {
  const { openDialog } = useEditorUi();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isDestroyed || !current.schema
        ? null
        : {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            underline: current.isActive('underline'),
            strike: current.isActive('strike'),
            code: current.isActive('code'),
            kbd: current.isActive('kbd'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            h4: current.isActive('heading', { level: 4 }),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            taskList: current.isActive('taskList'),
            blockquote: current.isActive('blockquote'),
            codeBlock: current.isActive('codeBlock'),
            link: current.isActive('link'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
            fontSize: String(current.getAttributes('textStyle').fontSize ?? '').replace('px', ''),
            fontFamily: String(current.getAttributes('textStyle').fontFamily ?? ''),
            indent: currentIndent(current),
          },
  });
  const [emojiOpened, setEmojiOpened] = useState(false);
  if (!state) return null;
  const chain = () => editor.chain().focus();

  const render = (name: TToolName) => {
    const label = TOOLS[name].label;
    const button = (onClick: () => void, glyph: React.ReactNode, active?: boolean, disabled?: boolean) => (
      <ToolButton key={name} data-tool={name} label={label} onClick={onClick} active={active} disabled={disabled}>
        {glyph}
      </ToolButton>
    );
    /** A drop-down whose first, empty option (named `none`) clears the value. */
    const select = (
      value: string,
      none: string,
      options: readonly (string | number)[],
      apply: (value: string) => void,
    ) => (
      <NativeSelect
        key={name}
        size="xs"
        aria-label={label}
        title={label}
        value={value}
        onChange={(event) => apply(event.currentTarget.value)}
        data={[
          { value: '', label: none },
          ...options.map((option) => ({ value: String(option), label: String(option) })),
        ]}
      />
    );
    switch (name) {
      case 'undo':
        return button(() => chain().undo().run(), <Glyph>↶</Glyph>, false, !state.canUndo);
      case 'redo':
        return button(() => chain().redo().run(), <Glyph>↷</Glyph>, false, !state.canRedo);
      case 'bold':
        return button(() => chain().toggleBold().run(), <Glyph>B</Glyph>, state.bold);
      case 'italic':
        return button(
          () => chain().toggleItalic().run(),
          <Glyph style={{ fontStyle: 'italic' }}>I</Glyph>,
          state.italic,
        );
      case 'underline':
        return button(
          () => chain().toggleUnderline().run(),
          <Glyph style={{ textDecoration: 'underline' }}>U</Glyph>,
          state.underline,
        );
      case 'strike':
        return button(
          () => chain().toggleStrike().run(),
          <Glyph style={{ textDecoration: 'line-through' }}>S</Glyph>,
          state.strike,
        );
      case 'code':
        return button(() => chain().toggleCode().run(), <Glyph>{'</>'}</Glyph>, state.code);
      case 'kbd':
        return button(() => chain().toggleKbd().run(), <Glyph>⌨</Glyph>, state.kbd);
      case 'clearFormatting':
        return button(() => chain().unsetAllMarks().run(), <IconClearFormatting size={16} aria-hidden />);
      case 'h2':
      case 'h3':
      case 'h4': {
        const level = Number(name[1]) as 2 | 3 | 4;
        const HeadingIcon = headingIcons[level];
        return button(() => chain().toggleHeading({ level }).run(), <HeadingIcon size={16} aria-hidden />, state[name]);
      }
      case 'fontFamily':
        return select(state.fontFamily, 'Czcionka', FONT_FAMILIES, (value) =>
          value ? chain().setFontFamily(value).run() : chain().unsetFontFamily().run(),
        );
      case 'fontSize':
        return select(state.fontSize, 'Rozmiar', FONT_SIZES, (value) =>
          value ? chain().setFontSize(`${value}px`).run() : chain().unsetFontSize().run(),
        );
      case 'textColor':
        return (
          <ColorPickerControl
            key={name}
            type="text"
            label={label}
            glyph={<Glyph style={{ borderBottom: '3px solid currentColor' }}>A</Glyph>}
            opened={colorPickerOpened}
            onOpenedChange={onColorPickerOpenedChange}
            onPick={(color) => (color ? chain().setColor(color).run() : chain().unsetColor().run())}
          />
        );
      case 'highlight':
        return (
          <ColorPickerControl
            key={name}
            type="highlight"
            label={label}
            glyph={<IconHighlight size={16} aria-hidden />}
            onPick={(color) => (color ? chain().setHighlight({ color }).run() : chain().unsetHighlight().run())}
          />
        );
      case 'underlineColor':
        return (
          <ColorPickerControl
            key={name}
            type="underline"
            label={label}
            glyph={<Glyph style={{ textDecoration: 'underline wavy' }}>U</Glyph>}
            onPick={(color) =>
              color ? chain().setUnderline().setUnderlineColor(color).run() : chain().setUnderlineColor(null).run()
            }
          />
        );
      case 'bulletList':
        return button(() => chain().toggleBulletList().run(), <Glyph>•≡</Glyph>, state.bulletList);
      case 'orderedList':
        return button(
          () => chain().toggleOrderedList().run(),
          <IconListNumbers size={16} aria-hidden />,
          state.orderedList,
        );
      case 'taskList':
        return button(() => chain().toggleTaskList().run(), <Glyph>☑</Glyph>, state.taskList);
      case 'blockquote':
        return button(() => chain().toggleBlockquote().run(), <Glyph>❝</Glyph>, state.blockquote);
      case 'codeBlock':
        return button(() => chain().toggleCodeBlock().run(), <Glyph>{'{}'}</Glyph>, state.codeBlock);
      case 'horizontalRule':
        return button(() => chain().setHorizontalRule().run(), <Glyph>―</Glyph>);
      case 'details':
        return button(() => chain().setDetails().run(), <Glyph>▸</Glyph>);
      case 'outdent':
        return button(() => chain().outdent().run(), <Glyph>⇤</Glyph>, false, state.indent <= 0);
      case 'indent':
        return button(() => chain().indent().run(), <Glyph>⇥</Glyph>, false, state.indent >= INDENT_MAX);
      case 'link':
        return button(() => openDialog({ kind: 'link' }), <IconLink size={16} aria-hidden />, state.link);
      case 'mathInline':
        return button(() => chain().insertMathInline().run(), <IconMath size={16} aria-hidden />);
      case 'mathDisplay':
        return button(() => chain().insertMathDisplay().run(), <Glyph>∑</Glyph>);
      case 'image':
        return button(() => openDialog({ kind: 'image' }), <IconPhoto size={16} aria-hidden />);
      case 'figureGroup':
        return button(() => openDialog({ kind: 'image', subfigure: true }), <Glyph>▥</Glyph>);
      case 'video':
        return button(() => openDialog({ kind: 'video' }), <IconMovie size={16} aria-hidden />);
      case 'table':
        return (
          <TableGridPicker
            key={name}
            onInsert={({ rows, cols, withHeaderRow }) => chain().insertTable({ rows, cols, withHeaderRow }).run()}
          />
        );
      case 'footnote':
        return button(() => openDialog({ kind: 'footnote' }), <IconSuperscript size={16} aria-hidden />);
      case 'citation':
        return button(() => openDialog({ kind: 'citation' }), <Glyph>❞</Glyph>);
      case 'mathPanel':
        return button(() => chain().insertMathPanel().run(), <Glyph>▤</Glyph>);
      case 'solutionMethod':
        return button(() => chain().insertSolutionMethod().run(), <IconRoute size={16} aria-hidden />);
      case 'mathConcept':
        return button(() => openDialog({ kind: 'mathConcept' }), <Glyph>π</Glyph>);
      case 'mathConceptFragment':
        return button(
          () => openDialog({ kind: 'mathConceptFragment' }),
          <Glyph>
            {/* One letter of text: "π¶" would be words missing from the name (WCAG 2.5.3); ¶ is drawn by the CSS. */}
            <span className="zadania-fragment-glyph">π</span>
          </Glyph>,
        );
      case 'homeworkEmbed':
        return button(() => openDialog({ kind: 'homeworkEmbed' }), <Glyph>Z</Glyph>);
      case 'interactiveHomework':
        return button(() => openDialog({ kind: 'interactiveHomework' }), <Glyph>⚄</Glyph>);
      case 'emoji':
        return (
          <Popover key={name} opened={emojiOpened} onChange={setEmojiOpened} withinPortal withRoles={false}>
            <Popover.Target>
              <div>
                <ToolButton
                  label={label}
                  data-tool={name}
                  onClick={() => setEmojiOpened((value) => !value)}
                  expanded={emojiOpened}
                >
                  <Glyph>☺</Glyph>
                </ToolButton>
              </div>
            </Popover.Target>
            <Popover.Dropdown>
              <SimpleGrid cols={10} spacing={2} verticalSpacing={2} mah={240} style={{ overflowY: 'auto' }}>
                {EMOJIS.map((emoji) => (
                  <UnstyledButton
                    key={emoji.name}
                    aria-label={emoji.name}
                    title={emoji.name}
                    onClick={() => {
                      chain().insertEmoji(emoji.name).run();
                      setEmojiOpened(false);
                    }}
                  >
                    {emoji.emoji}
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            </Popover.Dropdown>
          </Popover>
        );
      case 'fullscreen':
        return button(onToggleFullscreen, <Glyph>{fullscreen ? '⤡' : '⤢'}</Glyph>, fullscreen);
    }
  };

  return (
    <MantineRichTextEditor.Toolbar>
      {groupTools(tools).map((run) => (
        <MantineRichTextEditor.ControlsGroup
          // A tool comes once in a toolbar, so the run's first one names it.
          key={run.tools[0]}
          role="group"
          aria-label={run.label}
          style={{ flexWrap: 'wrap' }}
        >
          {run.tools.map(render)}
        </MantineRichTextEditor.ControlsGroup>
      ))}
      {debug ? (
        <MantineRichTextEditor.ControlsGroup>
          <ToolButton label="HTML dokumentu" data-tool="debugHtml" onClick={() => openDialog({ kind: 'debugHtml' })}>
            <Glyph>{'<>'}</Glyph>
          </ToolButton>
        </MantineRichTextEditor.ControlsGroup>
      ) : null}
    </MantineRichTextEditor.Toolbar>
  );
}
