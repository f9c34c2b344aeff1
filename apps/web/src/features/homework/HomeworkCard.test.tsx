import { screen } from '@testing-library/react';
import type { THomeworkCard } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { buildHomework } from '../../test/homework-fixtures';
import { renderWithProviders } from '../../test/render';
import { stubApiCalls } from '../../test/stub-api';
import { HomeworkCard } from './HomeworkCard';

// Generous limits for a loaded CI machine: the first render of a card also loads KaTeX.
vi.setConfig({ testTimeout: 20_000 });

const description = '<p>Oblicz pole koła o promieniu <span data-type="inline-math" data-latex="3"></span> cm.</p>';

/** A public task as the catalogue lists it (a card is the task's page data less what only the page shows). */
const card = (overrides: Partial<THomeworkCard> = {}): THomeworkCard => ({
  ...buildHomework({ slug: 'pole-kola', status: 'PUBLIC', description }),
  highlight: null,
  ...overrides,
});

const renderCard = (homework: THomeworkCard) => {
  stubApiCalls(() => undefined);
  return renderWithProviders(<HomeworkCard homework={homework} />);
};

describe('HomeworkCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is named by the task's own title, with the description still in its preview", async () => {
    renderCard(card({ title: 'Pole koła' }));
    expect(screen.getByRole('article', { name: 'Pole koła' })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Pole koła' }).getAttribute('href')).toBe('/homeworks/pole-kola');
    expect(screen.getByRole('link', { name: 'Otwórz zadanie: Pole koła' })).toBeInstanceOf(Element);
    expect(await screen.findByText(/Oblicz pole koła o promieniu/)).toBeInstanceOf(Element);
  });

  it('is named by the start of the description when the task has no title', () => {
    renderCard(card({ title: null }));
    const name = 'Oblicz pole koła o promieniu 3 cm.';
    expect(screen.getByRole('article', { name })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/homeworks/pole-kola');
  });

  it('shows markup in a title as the text it is', () => {
    const title = '<b>Pogrubione</b> <img src=x onerror="alert(1)">';
    const { container } = renderCard(card({ title }));
    const link = screen.getByRole('link', { name: title });
    expect(link.textContent).toBe(title);
    expect(link.querySelector('b, img')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
  });
});
