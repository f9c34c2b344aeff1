import type { TDemoTask } from '../../demo-content.types';
import { closedTask, openTask } from '../task-builders';

/** Geography tasks for klasy 5–8: climate, population and rocks (classroom tasks). */
export const geographyPrimaryWorldTasks: TDemoTask[] = [
  openTask(
    {
      slug: 'geografia-roczna-amplituda-temperatury',
      level: 'PRIMARY',
      description:
        'Na stacji meteorologicznej średnia temperatura lipca wynosi 18,5 °C, a stycznia −2,5 °C. Oblicz roczną amplitudę temperatury powietrza. Wynik podaj w stopniach Celsjusza.',
      steps: [
        [
          'Krok 1: definicja',
          'Roczna amplituda temperatury to różnica między średnią temperaturą najcieplejszego i najzimniejszego miesiąca.',
        ],
        [
          'Krok 2: obliczenie',
          'Odejmujemy temperaturę ujemną, więc w praktyce dodajemy jej wartość bezwzględną.',
          '18{,}5 - (-2{,}5) = 18{,}5 + 2{,}5 = 21',
        ],
      ],
      conceptSlugs: ['geografia-klimat'],
      rating: { avg: 4.5, count: 33 },
      createdAt: '2025-09-25T07:30:00.000Z',
    },
    'Roczna amplituda temperatury wynosi 21 °C.',
    { kind: 'NUMBER', value: '21', unit: '°C' },
  ),
  openTask(
    {
      slug: 'geografia-temperatura-na-szczycie',
      level: 'PRIMARY',
      description:
        'U podnóża góry, na wysokości 500 m n.p.m., temperatura powietrza wynosi 15 °C. Przyjmij, że temperatura spada o 0,6 °C na każde 100 m wysokości. Oblicz temperaturę na szczycie o wysokości 2000 m n.p.m. Wynik podaj w stopniach Celsjusza.',
      steps: [
        ['Krok 1: różnica wysokości', 'Szczyt leży wyżej od podnóża o:', '2000 - 500 = 1500\\,\\text{m}'],
        [
          'Krok 2: spadek temperatury',
          'Na każde 100 m temperatura spada o 0,6 °C, a 1500 m to 15 razy po 100 m.',
          '15 \\cdot 0{,}6 = 9',
        ],
        ['Krok 3: temperatura na szczycie', 'Od temperatury u podnóża odejmujemy spadek.', '15 - 9 = 6'],
      ],
      conceptSlugs: ['geografia-gradient-temperatury', 'geografia-klimat'],
      rating: { avg: 4.7, count: 40 },
      createdAt: '2025-10-16T12:10:00.000Z',
    },
    'Na szczycie temperatura wynosi 6 °C.',
    { kind: 'NUMBER', value: '6', unit: '°C' },
  ),
  openTask(
    {
      slug: 'geografia-gestosc-zaludnienia-powiatu',
      level: 'PRIMARY',
      description:
        'Powiat ma powierzchnię 1200 km² i liczy 96 000 mieszkańców. Oblicz gęstość zaludnienia tego powiatu. Wynik podaj w osobach na 1 km².',
      steps: [
        [
          'Krok 1: wzór',
          'Gęstość zaludnienia to liczba mieszkańców podzielona przez powierzchnię.',
          '\\text{gęstość} = \\frac{\\text{liczba ludności}}{\\text{powierzchnia}}',
        ],
        ['Krok 2: obliczenie', 'Dzielimy liczbę mieszkańców przez powierzchnię w km².', '96\\,000 : 1200 = 80'],
      ],
      conceptSlugs: ['geografia-ludnosc'],
      rating: { avg: 4.4, count: 26 },
      createdAt: '2025-11-26T09:35:00.000Z',
    },
    'Gęstość zaludnienia wynosi 80 os./km².',
    { kind: 'NUMBER', value: '80' },
  ),
  openTask(
    {
      slug: 'geografia-wspolczynnik-przyrostu-naturalnego',
      level: 'PRIMARY',
      description:
        'W pewnym kraju współczynnik urodzeń wynosi 9‰, a współczynnik zgonów 12‰. Oblicz współczynnik przyrostu naturalnego. Wynik podaj w promilach.',
      steps: [
        ['Krok 1: wzór', 'Współczynnik przyrostu naturalnego to współczynnik urodzeń minus współczynnik zgonów.'],
        [
          'Krok 2: obliczenie i interpretacja',
          'Zgonów jest więcej niż urodzeń, więc wynik jest ujemny – to ubytek naturalny: na każdy tysiąc mieszkańców liczba ludności maleje rocznie o 3 osoby.',
          '9 - 12 = -3',
        ],
      ],
      conceptSlugs: ['geografia-przyrost-naturalny', 'geografia-ludnosc'],
      rating: { avg: 4.3, count: 18 },
      createdAt: '2026-02-11T14:00:00.000Z',
    },
    'Współczynnik przyrostu naturalnego wynosi −3‰.',
    { kind: 'NUMBER', value: '-3' },
  ),
  closedTask(
    {
      slug: 'geografia-najludniejsze-panstwo-swiata',
      level: 'PRIMARY',
      description: 'Które państwo jest obecnie najludniejszym państwem świata? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: dwa giganty demograficzne',
          'Przez dziesięciolecia najwięcej mieszkańców miały Chiny, ale ich ludność zaczęła maleć z powodu niskiej dzietności.',
        ],
        [
          'Krok 2: zmiana kolejności',
          'Według szacunków ONZ w 2023 roku Indie wyprzedziły Chiny i przekroczyły 1,4 mld mieszkańców. Stany Zjednoczone i Indonezja mają po kilkaset milionów.',
        ],
      ],
      conceptSlugs: ['geografia-ludnosc'],
      rating: { avg: 4.0, count: 22 },
      createdAt: '2026-03-24T08:25:00.000Z',
    },
    ['Chiny', 'Indie', 'Stany Zjednoczone', 'Indonezja'],
    1,
  ),
  closedTask(
    {
      slug: 'geografia-skala-magmowa-glebinowa',
      level: 'PRIMARY',
      description: 'Która skała jest skałą magmową głębinową? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: grupy skał',
          'Skały magmowe powstają z zastygnięcia magmy, osadowe – z nagromadzenia osadów (wapień, piaskowiec), a metamorficzne – z przeobrażenia innych skał pod wpływem ciśnienia i temperatury (marmur z wapienia).',
        ],
        [
          'Krok 2: skała głębinowa',
          'Granit powstał z magmy, która zastygała powoli głęboko pod powierzchnią, dlatego ma duże, dobrze widoczne kryształy. Występuje m.in. w Tatrach i Karkonoszach.',
        ],
      ],
      conceptSlugs: ['geografia-tektonika-plyt'],
      rating: { avg: 4.2, count: 14 },
      createdAt: '2026-05-05T11:55:00.000Z',
    },
    ['granit', 'wapień', 'piaskowiec', 'marmur'],
    0,
  ),
];
