import { fireEvent, screen } from '@testing-library/react';
import { homeworkSaveLimits } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ConceptMultiSelect } from './ConceptMultiSelect';

// Rendering a combobox of 50+ options takes seconds in jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const chosen = Array.from({ length: homeworkSaveLimits.maxConcepts }, (_, n) => ({
  id: idOf(n),
  name: `Pojęcie ${n}`,
}));

afterEach(() => vi.unstubAllGlobals());

describe('ConceptMultiSelect', () => {
  it("refuses a choice past the limit with 'Możesz wybrać maksymalnie 50 elementów!' and keeps the value", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              results: [{ id: idOf(99), name: 'Nowe pojęcie', type: 'TAG', slug: 'nowe', count: 0 }],
              total: 1,
              page: 1,
              pageCount: 1,
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    const onChange = vi.fn();
    renderWithProviders(<ConceptMultiSelect kind="TAG" label="Tagi" value={chosen} onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Tagi' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nowe pojęcie' }));
    expect(await screen.findByText('Możesz wybrać maksymalnie 50 elementów!')).toBeInstanceOf(HTMLElement);
    expect(onChange).not.toHaveBeenCalled();
  });
});
