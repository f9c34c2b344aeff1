import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTutorCard } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { TutorSearchPage } from './TutorSearchPage';
import { json, renderTutoring, savedOffer, stubTutoringApi, type TCall, teacherId } from './tutoring-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const card: TTutorCard = {
  teacher: {
    ...savedOffer.teacher,
    rating: {
      ...savedOffer.teacher.rating,
      count: 10,
      homeworkRating: 4,
      homeworkCount: 2,
      lectureRating: 4.8,
      lectureCount: 6,
    },
  },
  description: 'Matura rozszerzona bez stresu.',
  subjects: ['MATHS'],
  levels: ['HIGH_SCHOOL'],
  minPriceGross: 8000,
  durations: [60, 90],
  packages: true,
  groupLessons: false,
};

const searches = (calls: TCall[]) =>
  calls.filter((call) => call.path === '/api/tutoring/teachers').map((call) => Object.fromEntries(call.search));

function stubSearch(results: TTutorCard[] | 'pending') {
  return stubTutoringApi(
    {
      'GET /api/tutoring/teachers': (call) =>
        results === 'pending'
          ? (new Promise<Response>(() => {}) as unknown as Response)
          : json(200, { results, total: results.length, page: Number(call.search.get('page') ?? 1), pageCount: 3 }),
    },
    { role: null },
  );
}

clearSessionAfterEachTest();

describe('/tutoring', () => {
  it('shows teachers as cards with a way to their profile and to booking', async () => {
    stubSearch([card]);
    renderTutoring(<TutorSearchPage />, { route: '/tutoring', url: '/tutoring' });
    const article = await screen.findByRole('article', { name: 'Anna Nowak' });
    expect(within(article).getByRole('link', { name: 'Anna Nowak' }).getAttribute('href')).toBe('/teachers/anna');
    expect(within(article).getByRole('link', { name: 'Zarezerwuj: Anna Nowak' }).getAttribute('href')).toBe(
      `/tutoring/${teacherId}`,
    );
    expect(article.textContent).toContain('od 80,00\u00a0zł');
    expect(article.textContent).toContain('Czas zajęć: 60, 90 min');
    expect(article.textContent).toContain('Matematyka');
    expect(article.textContent).toContain('Szkoła średnia');
    expect(article.textContent).toContain('Pakiety');
    expect(article.textContent).not.toContain('Zajęcia grupowe');
    expect(within(article).getByRole('img', { name: /Ocena 4,80 na 5/ })).toBeInstanceOf(Element);
  });

  it('keeps the filters in the URL and goes back to page 1 when one changes', async () => {
    const calls = stubSearch([card]);
    const router = renderTutoring(<TutorSearchPage />, { route: '/tutoring', url: '/tutoring?page=2&subject=MATHS' });
    await screen.findByRole('article', { name: 'Anna Nowak' });
    expect((screen.getByRole('combobox', { name: 'Przedmiot' }) as HTMLSelectElement).value).toBe('MATHS');
    expect(searches(calls)[0]).toMatchObject({ page: '2', subject: 'MATHS' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Poziom' }), { target: { value: 'PRIMARY' } });
    await waitFor(() => expect(router.state.location.search).toBe('?subject=MATHS&level=PRIMARY'));
    const price = screen.getByRole('textbox', { name: 'Cena do (zł)' });
    fireEvent.change(price, { target: { value: '99,50' } });
    fireEvent.blur(price);
    await waitFor(() => expect(router.state.location.search).toBe('?subject=MATHS&level=PRIMARY&maxPrice=9950'));
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({ subject: 'MATHS', level: 'PRIMARY', maxPrice: '9950', pageSize: '10' }),
    );
    expect((screen.getByRole('textbox', { name: 'Cena do (zł)' }) as HTMLInputElement).value).toBe('99,50');
  });

  it('keeps the page when the price field is left as it was', async () => {
    stubSearch([card]);
    const router = renderTutoring(<TutorSearchPage />, { route: '/tutoring', url: '/tutoring?page=2&maxPrice=9950' });
    await screen.findByRole('article', { name: 'Anna Nowak' });
    const price = screen.getByRole('textbox', { name: 'Cena do (zł)' });
    expect((price as HTMLInputElement).value).toBe('99,50');
    fireEvent.focus(price);
    fireEvent.blur(price);
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(router.state.location.search).toBe('?page=2&maxPrice=9950');
  });

  it('shows placeholders while loading and a message when nobody matches', async () => {
    stubSearch('pending');
    renderTutoring(<TutorSearchPage />, { route: '/tutoring', url: '/tutoring' });
    expect(screen.getByTestId('list-skeleton')).toBeInstanceOf(Element);
    vi.unstubAllGlobals();
    stubSearch([]);
    renderTutoring(<TutorSearchPage />, { route: '/tutoring', url: '/tutoring?level=OTHER' });
    expect(await screen.findByText('Brak wyników.')).toBeInstanceOf(Element);
  });
});
