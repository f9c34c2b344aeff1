import { Button, ColorSwatch, Group, Popover, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { paletteFor, pushRecentColor, readRecentColors, type TColorType } from './colors';
import { Glyph, ToolButton } from './ToolButton';

export type TColorPickerControlProps = {
  type: TColorType;
  label: string;
  glyph: React.ReactNode;
  /** The chosen colour (#rrggbb), or null for "remove colour". */
  onPick: (color: string | null) => void;
  opened?: boolean;
  onOpenedChange?: (opened: boolean) => void;
};

/** A palette popover (the type's palette levels, then the 8 recent colours of that type). */
export function ColorPickerControl({ type, label, glyph, onPick, opened, onOpenedChange }: TColorPickerControlProps) {
  const [ownOpened, setOwnOpened] = useState(false);
  const isOpen = opened ?? ownOpened;
  const setOpen = (value: boolean) => {
    setOwnOpened(value);
    onOpenedChange?.(value);
  };
  const [recent, setRecent] = useState<string[]>(() => readRecentColors(type));
  const palette = paletteFor(type);

  const pick = (color: string | null) => {
    if (color) setRecent(pushRecentColor(type, color));
    onPick(color);
    setOpen(false);
  };

  return (
    <Popover opened={isOpen} onChange={setOpen} position="bottom" withinPortal trapFocus withRoles={false}>
      <Popover.Target>
        <div>
          <ToolButton label={label} data-tool={type} onClick={() => setOpen(!isOpen)} active={isOpen} expanded={isOpen}>
            {glyph}
          </ToolButton>
        </div>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} data-color-type={type}>
          <SimpleGrid cols={14} spacing={4} verticalSpacing={4} role="group" aria-label={`${label}: paleta`}>
            {palette.map((color) => (
              <UnstyledButton
                key={`${color.hue}-${color.shade}`}
                aria-label={`${color.hue} ${color.shade}`}
                title={color.value}
                onClick={() => pick(color.value)}
              >
                <ColorSwatch color={color.value} size={16} />
              </UnstyledButton>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Ostatnio używane
          </Text>
          <Group gap={4} role="group" aria-label={`${label}: ostatnio używane`} mih={16}>
            {recent.map((color) => (
              <UnstyledButton key={color} aria-label={`Ostatni kolor ${color}`} onClick={() => pick(color)}>
                <ColorSwatch color={color} size={16} />
              </UnstyledButton>
            ))}
          </Group>
          <Button size="compact-xs" variant="subtle" onClick={() => pick(null)}>
            Usuń kolor
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

export { Glyph };
