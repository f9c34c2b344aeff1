import { Button, Checkbox, Group, NativeSelect, NumberInput, Popover, Stack } from '@mantine/core';
import { IconColumnRemove } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { BORDER_STYLES, DEFAULT_BORDER_WIDTH, type TBorderStyle } from '../../constants';
import { BORDER_SIDES, type TBorderSide } from '../../table-cell-attributes';
import { ColorPickerControl } from '../ColorPickerControl';
import { menuMessages } from '../messages';
import { isInside } from '../node-queries';
import { Glyph, ToolButton } from '../ToolButton';
import { FloatingMenu, isCellSelection } from './FloatingMenu';

const labels = menuMessages.table;
const borderLabels = menuMessages.border;

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
    <Popover opened={opened} onChange={setOpened} withinPortal withRoles={false}>
      <Popover.Target>
        <div>
          <ToolButton label={borderLabels.button} onClick={() => setOpened((value) => !value)} expanded={opened}>
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
                label={borderLabels.sides[side]}
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
            label={borderLabels.style}
            value={style}
            onChange={(event) => setStyle(event.currentTarget.value as TBorderStyle)}
            data={BORDER_STYLES.map((value) => ({ value, label: borderLabels.styles[value] }))}
          />
          <NumberInput
            size="xs"
            label={borderLabels.width}
            min={1}
            max={10}
            value={width}
            onChange={(value) => setWidth(Number(value) || 1)}
          />
          <Group gap="xs">
            <ColorPickerControl
              type="border"
              label={borderLabels.color}
              glyph={<Glyph>▣</Glyph>}
              onPick={(color) => apply(color)}
            />
            <Button size="compact-xs" onClick={() => apply(null)} disabled={!sides.length}>
              {borderLabels.apply}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => editor.chain().focus().setCellBorder({ sides, border: null }).run()}
            >
              {borderLabels.remove}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Inside a table or over selected cells: rows, columns, cells, header row, background, borders, caption. */
export function TableMenu({ editor }: { editor: Editor }) {
  return (
    <FloatingMenu editor={editor} name="table" show={(state) => !!isInside(state, 'table') || isCellSelection(state)}>
      <ToolButton label={labels.addRowBefore} onClick={() => editor.chain().focus().addRowBefore().run()}>
        <Glyph>↥</Glyph>
      </ToolButton>
      <ToolButton label={labels.addRowAfter} onClick={() => editor.chain().focus().addRowAfter().run()}>
        <Glyph>↧</Glyph>
      </ToolButton>
      <ToolButton label={labels.deleteRow} onClick={() => editor.chain().focus().deleteRow().run()}>
        <Glyph>⊟</Glyph>
      </ToolButton>
      <ToolButton label={labels.addColumnBefore} onClick={() => editor.chain().focus().addColumnBefore().run()}>
        <Glyph>⇤</Glyph>
      </ToolButton>
      <ToolButton label={labels.addColumnAfter} onClick={() => editor.chain().focus().addColumnAfter().run()}>
        <Glyph>⇥</Glyph>
      </ToolButton>
      <ToolButton label={labels.deleteColumn} onClick={() => editor.chain().focus().deleteColumn().run()}>
        <IconColumnRemove size={16} aria-hidden />
      </ToolButton>
      <ToolButton
        label={labels.mergeCells}
        onClick={() => editor.chain().focus().mergeCells().run()}
        disabled={!editor.can().mergeCells()}
      >
        <Glyph>⊞</Glyph>
      </ToolButton>
      <ToolButton
        label={labels.splitCell}
        onClick={() => editor.chain().focus().splitCell().run()}
        disabled={!editor.can().splitCell()}
      >
        <Glyph>⊠</Glyph>
      </ToolButton>
      <ToolButton label={labels.headerRow} onClick={() => editor.chain().focus().toggleHeaderRow().run()}>
        <Glyph>H</Glyph>
      </ToolButton>
      <ColorPickerControl
        type="tableBackground"
        label={labels.cellBackground}
        glyph={<Glyph>◧</Glyph>}
        onPick={(color) => editor.chain().focus().setCellBackground(color).run()}
      />
      <BorderControl editor={editor} />
      {editor.state.schema.nodes.figure && !isInside(editor.state, 'figure') ? (
        <ToolButton label={labels.addCaption} onClick={() => editor.chain().focus().wrapInFigure().run()}>
          <Glyph>Tab.</Glyph>
        </ToolButton>
      ) : null}
      <ToolButton label={labels.remove} onClick={() => editor.chain().focus().deleteTable().run()}>
        <Glyph>⨯</Glyph>
      </ToolButton>
    </FloatingMenu>
  );
}
