import { DEFAULT_THEME, MantineProvider, mergeMantineTheme, Rating } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const ratingSize = (testId: string) => screen.getByTestId(testId).style.getPropertyValue('--rating-size');

describe('the theme', () => {
  it('makes stars that take a click 24 px targets, and leaves read-only and large ones as they are', () => {
    render(
      <MantineProvider theme={theme}>
        <Rating data-testid="input" onChange={() => undefined} />
        <Rating data-testid="medium" size="md" onChange={() => undefined} />
        <Rating data-testid="large" size="lg" onChange={() => undefined} />
        <Rating data-testid="read-only" value={4} readOnly />
      </MantineProvider>,
    );
    expect(ratingSize('input')).toBe('calc(1.5rem * var(--mantine-scale))');
    expect(ratingSize('medium')).toBe('calc(1.5rem * var(--mantine-scale))');
    expect(ratingSize('large')).toBe('var(--rating-size-lg)');
    expect(ratingSize('read-only')).toBe('var(--rating-size-sm)');
  });

  it('gives the red of "Wyloguj", coloured text and outlines a readable shade in each scheme', () => {
    const variables = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    expect(variables.light['--app-danger-text']).toBe('var(--mantine-color-red-9)');
    expect(variables.dark['--app-danger-text']).toBe('var(--mantine-color-red-3)');
    expect(variables.light['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
    expect(variables.dark['--mantine-color-error']).toBe('var(--mantine-color-red-4)');
    const readableOrange = 'color-mix(in srgb, var(--mantine-color-orange-9) 67%, black)';
    expect(variables.light['--mantine-color-orange-text']).toBe(readableOrange);
    expect(variables.light['--mantine-color-orange-outline']).toBe(readableOrange);
    // MathLive's selected keyboard tab: 5.3:1 on the light keyboard, 9.3:1 on the dark one.
    expect(variables.light['--keyboard-toolbar-text-active']).toBe('#0a4f92');
    expect(variables.dark['--keyboard-toolbar-text-active']).toBe('#74c0fc');
  });
});
