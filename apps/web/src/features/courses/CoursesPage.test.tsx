import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { CoursesPage } from './CoursesPage';
import { buildCard, coverId, json, renderCourses, stubCoursesApi, type TCall } from './courses-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const lists = (calls: TCall[]) =>
  calls.filter((call) => call.path === '/api/course').map((call) => Object.fromEntries(call.search));

function stubList(results = [buildCard()], status = 200) {
  return stubCoursesApi(
    {
      'GET /api/course': (call) =>
        status === 200
          ? json(200, { results, total: results.length, page: Number(call.search.get('page') ?? 1), pageCount: 2 })
          : json(status, { statusCode: status, error: 'Error', message: 'Błąd serwera.' }),
    },
    { role: null },
  );
}

clearSessionAfterEachTest();

describe('/courses', () => {
  it('shows published courses as cards: title link, author, subject, level, price, size', async () => {
    stubList([
      buildCard(),
      buildCard({
        id: 'c0c0c0c0-0000-4000-8000-000000000002',
        slug: 'fizyka',
        title: 'Fizyka',
        priceGross: 4900,
        subject: 'PHYSICS',
        ratingCount: 0,
      }),
    ]);
    renderCourses(<CoursesPage />, { route: '/courses', url: '/courses' });
    const free = await screen.findByRole('article', { name: 'Matura z matematyki' });
    expect(within(free).getByRole('link', { name: 'Matura z matematyki' }).getAttribute('href')).toBe(
      '/courses/matura-z-matematyki',
    );
    expect(free.textContent).toContain('Autor: Anna Nowak');
    expect(free.textContent).toContain('Matematyka');
    expect(free.textContent).toContain('Szkoła średnia');
    expect(free.textContent).toContain('Bezpłatny');
    expect(free.textContent).toContain('5 elementów');
    expect(within(free).getByRole('img', { name: /Ocena 4,50 na 5/ })).toBeInstanceOf(Element);
    const paid = screen.getByRole('article', { name: 'Fizyka' });
    expect(paid.textContent).toContain('49,00\u00a0zł');
    expect(paid.textContent).toContain('Brak ocen');
    expect(screen.getByText('Znaleziono 2 kursy')).toBeInstanceOf(Element);
  });

  it('reads the filters from the URL and sends them; a change goes to the URL and back to page 1', async () => {
    const calls = stubList();
    const router = renderCourses(<CoursesPage />, {
      route: '/courses',
      url: '/courses?page=2&subject=MATHS&minRating=4&sort=rating:DESC',
    });
    await screen.findByRole('article', { name: 'Matura z matematyki' });
    expect((screen.getByRole('combobox', { name: 'Przedmiot' }) as HTMLSelectElement).value).toBe('MATHS');
    expect((screen.getByRole('combobox', { name: 'Sortowanie' }) as HTMLSelectElement).value).toBe('rating:DESC');
    // The options read as Polish, not as the keys' last part ('DESC', 'DESC', 'ASC').
    const sortOptions = within(screen.getByRole('combobox', { name: 'Sortowanie' })).getAllByRole('option');
    expect(sortOptions.map((option) => option.textContent)).toEqual(['Najnowsze', 'Najlepiej oceniane', 'Najtańsze']);
    expect(lists(calls)[0]).toMatchObject({ page: '2', subject: 'MATHS', minRating: '4', sort: 'rating:DESC' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Poziom' }), { target: { value: 'HIGH_SCHOOL' } });
    await waitFor(() => expect(router.state.location.search).toContain('level=HIGH_SCHOOL'));
    expect(router.state.location.search).not.toContain('page=');
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ level: 'HIGH_SCHOOL', subject: 'MATHS' }));
    expect(lists(calls).at(-1)?.page).toBeUndefined();

    fireEvent.change(screen.getByRole('combobox', { name: 'Cena' }), { target: { value: 'false' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cena do (zł)' }), { target: { value: '50' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Cena do (zł)' }));
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ free: 'false', maxPrice: '5000' }));
    expect(router.state.location.search).toContain('maxPrice=5000');

    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating%3ADESC'));
  });

  it('says when nothing matches', async () => {
    stubList([]);
    renderCourses(<CoursesPage />, { route: '/courses', url: '/courses?free=true' });
    expect(await screen.findByText('Nie znaleziono kursów dla wybranych filtrów.')).toBeInstanceOf(Element);
  });

  it('shows a load error with a retry', async () => {
    const calls = stubList([], 500);
    renderCourses(<CoursesPage />, { route: '/courses', url: '/courses' });
    expect((await screen.findByRole('alert')).textContent).toBe('Nie udało się wczytać kursów.');
    const before = lists(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(before));
  });

  it("shows a card's cover when the list carries one, a placeholder of the same ratio otherwise", async () => {
    stubList([
      buildCard({ coverFileId: coverId }),
      buildCard({ id: 'c0c0c0c0-0000-4000-8000-000000000002', slug: 'fizyka', title: 'Fizyka' }),
    ]);
    renderCourses(<CoursesPage />, { route: '/courses', url: '/courses' });
    const covered = await screen.findByRole('article', { name: 'Matura z matematyki' });
    const cover = within(covered).getByRole('img', { name: 'Okładka kursu „Matura z matematyki”' });
    expect(cover.getAttribute('src')).toBe(`/api/file/${coverId}/content`);
    expect(cover.getAttribute('loading')).toBe('lazy');
    expect(within(covered).queryByTestId('course-cover-placeholder')).toBeNull();
    const plain = screen.getByRole('article', { name: 'Fizyka' });
    const placeholder = within(plain).getByTestId('course-cover-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(within(plain).queryByRole('img', { name: /Okładka kursu/ })).toBeNull();
    // Both sit in the same fixed-ratio frame.
    expect(cover.closest('.mantine-AspectRatio-root')).toBeInstanceOf(Element);
    expect(placeholder.closest('.mantine-AspectRatio-root')).toBeInstanceOf(Element);
  });
});
