import { Box, Checkbox, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Glyph, ToolButton } from './ToolButton';

export const TABLE_GRID_START = 5;
export const TABLE_GRID_MAX = 10;
export const TABLE_DEFAULT_SIZE = 3;

type TSize = { rows: number; cols: number };

/**
 * The table insert grid (docs/product-spec.md sections 4 and 9): 5×5 at first, 10×10 once hovered, back to 5×5 with
 * 3×3 highlighted when closed; inserts the highlighted size, without a header row unless ticked.
 */
export function TableGridPicker({
  onInsert,
}: {
  onInsert: (options: { rows: number; cols: number; withHeaderRow: boolean }) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [gridSize, setGridSize] = useState(TABLE_GRID_START);
  const [highlight, setHighlight] = useState<TSize>({ rows: TABLE_DEFAULT_SIZE, cols: TABLE_DEFAULT_SIZE });
  const [withHeaderRow, setWithHeaderRow] = useState(false);

  const close = () => {
    setOpened(false);
    setGridSize(TABLE_GRID_START);
    setHighlight({ rows: TABLE_DEFAULT_SIZE, cols: TABLE_DEFAULT_SIZE });
  };

  const cells: TSize[] = [];
  for (let row = 1; row <= gridSize; row += 1) {
    for (let col = 1; col <= gridSize; col += 1) cells.push({ rows: row, cols: col });
  }

  return (
    <Popover
      opened={opened}
      onChange={(value) => (value ? setOpened(true) : close())}
      withinPortal
      withRoles={false}
      // Anchored at its left edge: the grid grows to 10 × 10 on hover without moving the cells under the pointer.
      position="bottom-start"
    >
      <Popover.Target>
        <div>
          <ToolButton
            label="Tabela"
            data-tool="table"
            onClick={() => (opened ? close() : setOpened(true))}
            active={opened}
            expanded={opened}
          >
            <Glyph>⊞</Glyph>
          </ToolButton>
        </div>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Box
            data-testid="table-grid"
            data-size={`${gridSize}x${gridSize}`}
            onMouseEnter={() => setGridSize(TABLE_GRID_MAX)}
            style={{ display: 'grid', gridTemplateColumns: `repeat(${gridSize}, 18px)`, gap: 2 }}
          >
            {cells.map((cell) => {
              const active = cell.rows <= highlight.rows && cell.cols <= highlight.cols;
              return (
                <UnstyledButton
                  key={`${cell.rows}x${cell.cols}`}
                  aria-label={`${cell.rows} × ${cell.cols}`}
                  data-active={active || undefined}
                  onMouseEnter={() => setHighlight(cell)}
                  onFocus={() => setHighlight(cell)}
                  onClick={() => {
                    onInsert({ rows: cell.rows, cols: cell.cols, withHeaderRow });
                    close();
                  }}
                  style={{
                    width: 18,
                    height: 18,
                    border: '1px solid var(--mantine-color-default-border)',
                    background: active ? 'var(--mantine-primary-color-light)' : undefined,
                  }}
                />
              );
            })}
          </Box>
          <Text size="xs" ta="center" data-testid="table-grid-label">
            {highlight.rows} × {highlight.cols}
          </Text>
          <Checkbox
            size="xs"
            label="Wiersz nagłówka"
            checked={withHeaderRow}
            onChange={(event) => setWithHeaderRow(event.currentTarget.checked)}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
