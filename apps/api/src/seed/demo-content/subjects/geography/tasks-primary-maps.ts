import type { TDemoTask } from '../../demo-content.types';
import { closedTask, openTask, trueFalseTask } from '../task-builders';

/** Geography tasks for klasy 5–8: map scale, coordinates and solar time (classroom tasks). */
export const geographyPrimaryMapTasks: TDemoTask[] = [
  openTask(
    {
      slug: 'geografia-odleglosc-na-mapie-1-50000',
      level: 'PRIMARY',
      description:
        'Na mapie turystycznej w skali 1 : 50 000 odległość między schroniskiem a szczytem wynosi 4 cm. Oblicz tę odległość w terenie. Wynik podaj w kilometrach.',
      steps: [
        [
          'Krok 1: skala mianowana',
          'Skala 1 : 50 000 oznacza, że 1 cm na mapie to 50 000 cm w terenie. Skreślamy pięć zer, by zamienić centymetry na kilometry.',
          '1\\,\\text{cm} \\to 50\\,000\\,\\text{cm} = 0{,}5\\,\\text{km}',
        ],
        [
          'Krok 2: odległość w terenie',
          'Mnożymy odległość na mapie przez wartość 1 cm w terenie.',
          '4 \\cdot 0{,}5\\,\\text{km} = 2\\,\\text{km}',
        ],
      ],
      conceptSlugs: ['geografia-skala-mapy', 'geografia-kartografia'],
      rating: { avg: 4.7, count: 46 },
      createdAt: '2025-09-04T08:00:00.000Z',
    },
    'Odległość w terenie wynosi 2 km.',
    { kind: 'NUMBER', value: '2', unit: 'km' },
  ),
  closedTask(
    {
      slug: 'geografia-skala-mianowana-1-200000',
      level: 'PRIMARY',
      description: 'Która skala mianowana odpowiada skali liczbowej 1 : 200 000? Wybierz właściwą odpowiedź.',
      steps: [
        ['Krok 1: znaczenie skali liczbowej', '1 cm na mapie odpowiada 200 000 cm w terenie.'],
        [
          'Krok 2: zamiana na kilometry',
          'W 1 km jest 100 000 cm, więc skreślamy pięć zer: 200 000 cm = 2 km. Skreślenie tylko dwóch zer daje metry (2000 m), a nie kilometry.',
          '200\\,000\\,\\text{cm} = 2000\\,\\text{m} = 2\\,\\text{km}',
        ],
      ],
      conceptSlugs: ['geografia-skala-mapy'],
      rating: { avg: 4.4, count: 31 },
      createdAt: '2025-09-17T10:30:00.000Z',
    },
    ['1 cm – 200 m', '1 cm – 2 km', '1 cm – 20 km', '1 cm – 200 km'],
    1,
  ),
  openTask(
    {
      slug: 'geografia-odcinek-na-mapie-1-25000',
      level: 'PRIMARY',
      description:
        'Ścieżka przyrodnicza ma w terenie 3 km długości. Oblicz, jaką długość ma ta ścieżka na mapie w skali 1 : 25 000. Wynik podaj w centymetrach.',
      steps: [
        [
          'Krok 1: skala mianowana',
          'W skali 1 : 25 000 jeden centymetr na mapie to 25 000 cm, czyli 250 m w terenie.',
          '1\\,\\text{cm} \\to 250\\,\\text{m}',
        ],
        [
          'Krok 2: długość na mapie',
          'Zamieniamy 3 km na metry i dzielimy przez 250 m.',
          '3000\\,\\text{m} : 250\\,\\text{m} = 12',
        ],
      ],
      conceptSlugs: ['geografia-skala-mapy'],
      rating: { avg: 4.5, count: 24 },
      createdAt: '2025-10-06T09:15:00.000Z',
    },
    'Ścieżka ma na mapie 12 cm.',
    { kind: 'NUMBER', value: '12', unit: 'cm' },
  ),
  closedTask(
    {
      slug: 'geografia-miasto-o-wspolrzednych',
      level: 'PRIMARY',
      description:
        'Które miasto leży w przybliżeniu w punkcie o współrzędnych 52°14′N, 21°01′E? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: półkule',
          'Oznaczenie N wskazuje półkulę północną, a E – wschodnią. Odpadają więc Buenos Aires (półkula południowa i zachodnia) i Nowy Jork (półkula zachodnia).',
        ],
        [
          'Krok 2: wybór miasta',
          'Polska leży między około 49°N a 55°N i między 14°E a 24°E. Z pozostałych miast w tym obszarze leży Warszawa; Kair leży na około 30°N i 31°E.',
        ],
      ],
      conceptSlugs: ['geografia-wspolrzedne-geograficzne'],
      rating: { avg: 4.3, count: 20 },
      createdAt: '2025-10-23T11:40:00.000Z',
    },
    ['Buenos Aires', 'Nowy Jork', 'Warszawa', 'Kair'],
    2,
  ),
  trueFalseTask(
    {
      slug: 'geografia-rownik-dzieli-polkule',
      level: 'PRIMARY',
      description: 'Prawda czy fałsz?\n\nRównik dzieli Ziemię na półkulę wschodnią i półkulę zachodnią.',
      steps: [
        [
          'Krok 1: co dzieli równik',
          'Równik to najdłuższy równoleżnik (0°); dzieli Ziemię na półkulę północną i południową.',
        ],
        [
          'Krok 2: ocena zdania',
          'Na półkulę wschodnią i zachodnią dzielą Ziemię południk zerowy i południk 180°. Zdanie jest fałszywe.',
        ],
      ],
      conceptSlugs: ['geografia-wspolrzedne-geograficzne'],
      rating: { avg: 4.2, count: 15 },
      createdAt: '2025-11-12T08:50:00.000Z',
    },
    false,
  ),
  openTask(
    {
      slug: 'geografia-roznica-czasu-slonecznego-w-polsce',
      level: 'PRIMARY',
      description:
        'Najdalej na wschód wysunięty punkt Polski leży w przybliżeniu na południku 24°E, a najdalej na zachód – na południku 14°E. Oblicz różnicę czasu słonecznego między tymi punktami. Wynik podaj w minutach.',
      steps: [
        [
          'Krok 1: różnica długości geograficznej',
          'Oba punkty leżą na półkuli wschodniej, więc odejmujemy ich długości.',
          '24^\\circ - 14^\\circ = 10^\\circ',
        ],
        [
          'Krok 2: zamiana na czas',
          'Ziemia obraca się o 1° w ciągu 4 minut. Na wschodzie Polski Słońce góruje o tyle wcześniej niż na zachodzie.',
          '10 \\cdot 4\\,\\text{min} = 40\\,\\text{min}',
        ],
      ],
      conceptSlugs: ['geografia-strefy-czasowe'],
      rating: { avg: 4.6, count: 28 },
      createdAt: '2025-12-02T13:05:00.000Z',
      hint: 'Ziemia obraca się o 15° na godzinę, czyli o 1° w ciągu 4 minut.',
    },
    'Różnica czasu słonecznego wynosi 40 minut.',
    { kind: 'NUMBER', value: '40' },
  ),
  openTask(
    {
      slug: 'geografia-najwyzszy-szczyt-polski',
      level: 'PRIMARY',
      description: 'Podaj nazwę najwyższego szczytu w Polsce.',
      steps: [
        [
          'Krok 1: gdzie szukać',
          'Najwyższe góry Polski to Tatry – jedyne polskie góry o rzeźbie wysokogórskiej, w Karpatach.',
        ],
        [
          'Krok 2: szczyt',
          'Najwyższy punkt Polski leży na północno-zachodnim wierzchołku Rysów (2499 m n.p.m.); główny wierzchołek Rysów znajduje się po stronie słowackiej.',
        ],
      ],
      conceptSlugs: ['geografia-kartografia', 'geografia-tektonika-plyt'],
      rating: { avg: 4.1, count: 39 },
      createdAt: '2026-01-09T10:20:00.000Z',
    },
    'Najwyższym szczytem Polski są Rysy.',
    { kind: 'TEXT', value: 'Rysy' },
  ),
];
