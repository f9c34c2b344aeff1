import '../i18n/i18n';
import { MantineProvider } from '@mantine/core';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DebouncedSearchInput } from './DebouncedSearchInput';

describe('the search field of a page rendered on the server', () => {
  it('commits what was typed before the page was hydrated', async () => {
    vi.useFakeTimers();
    const onCommit = vi.fn();
    const field = (
      <MantineProvider env="test">
        <DebouncedSearchInput label="Szukaj" value="" onCommit={onCommit} />
      </MantineProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    document.body.append(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('no input rendered');
    input.value = 'rownanie';

    await act(async () => {
      hydrateRoot(container, field);
    });
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });

    expect(onCommit).toHaveBeenCalledWith('rownanie');
    expect(input.value).toBe('rownanie');
    vi.useRealTimers();
    container.remove();
  });
});
