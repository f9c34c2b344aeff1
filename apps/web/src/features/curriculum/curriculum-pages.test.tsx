import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCurriculum, TCurriculumCoverage } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubJsonApi, type TJsonHandler } from '../../test/stub-api';
import { CurriculumPage } from './CurriculumPage';
import { RequirementsSection } from './RequirementsSection';

vi.setConfig({ testTimeout: 20_000 });

const curriculum: TCurriculum = {
  version: 'test',
  systems: [
    {
      code: 'PP2017',
      name: 'Podstawa programowa 2017/2018 (obowiązująca)',
      requirements: [
        { code: 'SP7-8.V', text: 'Obliczenia procentowe.', stage: 'SP7-8', parentCode: null },
        {
          code: 'SP7-8.V.1',
          text: 'przedstawia część wielkości jako procent tej wielkości',
          stage: 'SP7-8',
          parentCode: 'SP7-8.V',
        },
        { code: 'SP7-8.V.2', text: 'oblicza procent danej liczby', stage: 'SP7-8', parentCode: 'SP7-8.V' },
        { code: 'SP7-8.II', text: 'Pierwiastki.', stage: 'SP7-8', parentCode: null },
        { code: 'SP7-8.XV', text: 'Symetrie.', stage: 'SP7-8', parentCode: null },
        { code: 'LO-P.I', text: 'Liczby rzeczywiste.', stage: 'LO-P', parentCode: null },
        {
          code: 'LO-P.I.1',
          text: 'wykonuje działania w zbiorze liczb rzeczywistych',
          stage: 'LO-P',
          parentCode: 'LO-P.I',
        },
      ],
    },
    { code: 'KJ2026', name: 'Kompas Jutra (od 2026/2027)', requirements: [] },
  ],
  crosswalk: [],
};

const coverage: TCurriculumCoverage = {
  results: [
    { system: 'PP2017', code: 'SP7-8.V', tasks: 3, concepts: [], generators: 2 },
    {
      system: 'PP2017',
      code: 'SP7-8.V.1',
      tasks: 3,
      concepts: [{ id: '11111111-1111-4111-8111-111111111111', slug: 'procenty', name: 'Procenty' }],
      generators: 1,
    },
    { system: 'PP2017', code: 'SP7-8.V.2', tasks: 0, concepts: [], generators: 0 },
    {
      system: 'PP2017',
      code: 'SP7-8.II',
      tasks: 4,
      concepts: [{ id: '22222222-2222-4222-8222-222222222222', slug: 'pierwiastek', name: 'Pierwiastek' }],
      generators: 3,
    },
    { system: 'PP2017', code: 'SP7-8.XV', tasks: 0, concepts: [], generators: 0 },
  ],
};

/** The curriculum and its coverage; `extra` answers first. */
const stubApi = (extra: TJsonHandler = () => undefined) =>
  stubJsonApi(
    (path, init) =>
      extra(path, init) ??
      (path === '/api/curriculum'
        ? { status: 200, body: curriculum }
        : path === '/api/curriculum/coverage'
          ? { status: 200, body: coverage }
          : undefined),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/curriculum', () => {
  it('shows the sections of a stage with their coverage, and each requirement with its tasks and concepts', async () => {
    stubApi();
    const router = renderWithProviders(null, {
      path: '/curriculum?stage=SP7-8',
      routes: [{ path: '/curriculum', element: <CurriculumPage /> }],
    }).router;
    const section = await screen.findByRole('button', { name: /SP7-8\.V Obliczenia procentowe\./ });
    expect(within(section).getByText('Pokryte: 1 z 2')).toBeInstanceOf(Element);
    fireEvent.click(section);
    const panel = await screen.findByRole('region', { name: /SP7-8\.V Obliczenia procentowe\./ });
    const [wholeSection, firstRequirement] = within(panel).getAllByRole('link', { name: 'Pokaż zadania (3 zadania)' });
    expect(wholeSection!.getAttribute('href')).toBe(`/homeworks?requirements=${encodeURIComponent('PP2017:SP7-8.V')}`);
    expect(firstRequirement!.getAttribute('href')).toBe(
      `/homeworks?requirements=${encodeURIComponent('PP2017:SP7-8.V.1')}`,
    );
    expect(within(panel).getByRole('link', { name: 'Procenty' }).getAttribute('href')).toBe(
      '/resources/concepts/procenty',
    );
    expect(within(panel).getByRole('link', { name: 'Generatory (1 generator)' }).getAttribute('href')).toBe(
      `/generators?requirement=${encodeURIComponent('PP2017:SP7-8.V.1')}`,
    );
    expect(within(panel).getByRole('link', { name: 'Generatory (2 generatory)' }).getAttribute('href')).toBe(
      `/generators?requirement=${encodeURIComponent('PP2017:SP7-8.V')}`,
    );
    expect(within(panel).getByText('Brak materiałów')).toBeInstanceOf(Element);

    fireEvent.change(screen.getByLabelText('Szukaj wymagania'), { target: { value: 'oblicza' } });
    await waitFor(() =>
      expect(screen.queryByText('przedstawia część wielkości jako procent tej wielkości')).toBeNull(),
    );
    expect(screen.getByText('oblicza procent danej liczby')).toBeInstanceOf(Element);
    expect(router.state.location.search).toContain('q=oblicza');
  });

  it('shows the coverage of a section whose requirements are not in the data yet', async () => {
    stubApi();
    renderWithProviders(null, {
      path: '/curriculum?stage=SP7-8',
      routes: [{ path: '/curriculum', element: <CurriculumPage /> }],
    });
    const roots = await screen.findByRole('button', { name: /SP7-8\.II Pierwiastki\./ });
    expect(within(roots).getByText('Są materiały')).toBeInstanceOf(Element);
    const symmetries = screen.getByRole('button', { name: /SP7-8\.XV Symetrie\./ });
    expect(within(symmetries).getByText('Brak materiałów')).toBeInstanceOf(Element);
    fireEvent.click(roots);
    const panel = await screen.findByRole('region', { name: /SP7-8\.II Pierwiastki\./ });
    const tasks = within(panel).getByRole('link', { name: 'Pokaż zadania (4 zadania)' });
    expect(tasks.getAttribute('href')).toBe(`/homeworks?requirements=${encodeURIComponent('PP2017:SP7-8.II')}`);
    expect(within(panel).getByRole('link', { name: 'Generatory (3 generatory)' }).getAttribute('href')).toBe(
      `/generators?requirement=${encodeURIComponent('PP2017:SP7-8.II')}`,
    );
    expect(within(panel).getByRole('link', { name: 'Pierwiastek' }).getAttribute('href')).toBe(
      '/resources/concepts/pierwiastek',
    );
    expect(
      within(panel).getByText(
        'Brzmienia szczegółowych wymagań tego działu nie mamy jeszcze w danych; materiały do całego działu są powyżej.',
      ),
    ).toBeInstanceOf(Element);
  });

  it('says when the curriculum cannot be loaded and tries again', async () => {
    let failing = true;
    stubApi((path) =>
      path === '/api/curriculum' && failing
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Błąd serwera.' } }
        : undefined,
    );
    renderWithProviders(null, { path: '/curriculum', routes: [{ path: '/curriculum', element: <CurriculumPage /> }] });
    const retry = await screen.findByRole('button', { name: 'Spróbuj ponownie' });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: /SP7-8\.V Obliczenia procentowe\./ })).toBeInstanceOf(Element);
  });
});

describe('the requirements of a task', () => {
  it('lists them with their wording and links, and lets an editor replace them', async () => {
    stubApi();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(
      <RequirementsSection requirements={[{ system: 'PP2017', code: 'SP7-8.V.2' }]} canEdit onSave={onSave} />,
    );
    const link = await screen.findByRole('link', { name: 'oblicza procent danej liczby' });
    expect(link.getAttribute('href')).toBe(`/homeworks?requirements=${encodeURIComponent('PP2017:SP7-8.V.2')}`);

    fireEvent.click(screen.getByRole('button', { name: 'Zmień wymagania' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([{ system: 'PP2017', code: 'SP7-8.V.2' }]));
  });

  it('shows nothing to a reader when the task carries none', () => {
    stubApi();
    renderWithProviders(<RequirementsSection requirements={[]} canEdit={false} onSave={vi.fn()} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
