import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyUntilOpened } from './lazy-until-opened';

function Dialog({ opened, label }: { opened: boolean; label: string }) {
  return <div data-testid="dialog">{opened ? `${label}: otwarte` : `${label}: zamknięte`}</div>;
}

describe('lazyUntilOpened', () => {
  it('loads the dialog at its first opening, not before, and keeps it mounted once closed', async () => {
    const load = vi.fn(async () => Dialog);
    const LazyDialog = lazyUntilOpened(load);
    const { rerender } = render(<LazyDialog opened={false} label="Zgłoś" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('dialog')).toBeNull();

    rerender(<LazyDialog opened label="Zgłoś" />);
    expect((await screen.findByTestId('dialog')).textContent).toBe('Zgłoś: otwarte');
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<LazyDialog opened={false} label="Zgłoś" />);
    expect(screen.getByTestId('dialog').textContent).toBe('Zgłoś: zamknięte');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
