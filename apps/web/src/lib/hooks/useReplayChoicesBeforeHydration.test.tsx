import { Checkbox, MantineProvider, Radio } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { type ReactElement, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useReplayChoicesBeforeHydration } from './useReplayChoicesBeforeHydration';

function Filters({
  levels,
  onLevels,
  sort,
  onSort,
}: {
  levels: string[];
  onLevels: (values: string[]) => void;
  sort: string;
  onSort: (value: string) => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useReplayChoicesBeforeHydration(panel);
  return (
    <MantineProvider env="test">
      <div ref={panel}>
        <Checkbox.Group label="Poziom" value={levels} onChange={onLevels}>
          <Checkbox value="PRIMARY" label="Szkoła podstawowa" />
          <Checkbox value="HIGH" label="Szkoła średnia" />
        </Checkbox.Group>
        <Radio.Group label="Sortuj" value={sort} onChange={onSort}>
          <Radio value="new" label="Najnowsze" />
          <Radio value="best" label="Najlepiej oceniane" />
        </Radio.Group>
      </div>
    </MantineProvider>
  );
}

const box = (container: HTMLElement, value: string) => {
  const input = container.querySelector<HTMLInputElement>(`input[value="${value}"]`);
  if (!input) throw new Error(`no box ${value}`);
  return input;
};

/** The page's HTML from the server, in the document, before its script runs. */
function serverRendered(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

describe('choices made on a page rendered on the server before its script ran', () => {
  it('are applied once the page is hydrated', async () => {
    const onLevels = vi.fn();
    const onSort = vi.fn();
    const page = <Filters levels={['HIGH']} onLevels={onLevels} sort="new" onSort={onSort} />;
    const container = serverRendered(page);
    // What a click does to a box before any handler exists.
    box(container, 'PRIMARY').checked = true;
    box(container, 'best').checked = true;

    await act(async () => {
      hydrateRoot(container, page);
    });

    expect(onLevels).toHaveBeenCalledTimes(1);
    expect(onLevels).toHaveBeenCalledWith(['HIGH', 'PRIMARY']);
    expect(onSort).toHaveBeenCalledTimes(1);
    expect(onSort).toHaveBeenCalledWith('best');
    container.remove();
  });

  it('change nothing when nobody clicked before hydration, nor on a page rendered in the browser', async () => {
    const onLevels = vi.fn();
    const onSort = vi.fn();
    const page = <Filters levels={['HIGH']} onLevels={onLevels} sort="new" onSort={onSort} />;
    const container = serverRendered(page);
    await act(async () => {
      hydrateRoot(container, page);
    });
    const rendered = render(<Filters levels={['PRIMARY']} onLevels={onLevels} sort="best" onSort={onSort} />);

    expect(onLevels).not.toHaveBeenCalled();
    expect(onSort).not.toHaveBeenCalled();
    expect(box(rendered.container, 'PRIMARY').checked).toBe(true);
    expect(box(container, 'HIGH').checked).toBe(true);
    container.remove();
  });
});
