import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RatingStars } from './RatingStars';

describe('RatingStars', () => {
  it('says "Brak ocen" for what nobody rated yet, without grey stars or 0,00', () => {
    renderWithProviders(<RatingStars value={0} count={0} />);
    expect(screen.getByRole('img', { name: 'Brak ocen' }).textContent).toBe('Brak ocen');
    expect(screen.queryByText('0,00')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows the average with its count in Polish', () => {
    renderWithProviders(<RatingStars value={4.5} count={3} />);
    expect(screen.getByRole('img', { name: 'Ocena 4,50 na 5, 3 oceny' })).toBeInstanceOf(Element);
  });

  it('fills the stars to the value rounded to a half, as plain markup with no inputs', () => {
    const { container } = renderWithProviders(<RatingStars value={3.8} count={12} />);
    const filled = container.querySelector<HTMLElement>('[aria-hidden] > span[style*="overflow"]');
    expect(filled?.style.width).toBe('80%');
    expect(container.querySelectorAll('svg')).toHaveLength(10);
    expect(container.querySelector('input')).toBeNull();
  });
});
