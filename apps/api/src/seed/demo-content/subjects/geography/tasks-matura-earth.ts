import type { TDemoTask } from '../../demo-content.types';
import { closedTask, openTask, trueFalseTask } from '../task-builders';
import { geographyMaturaDecember, geographyMaturaMarch } from './exams';

/** Matura (extended) geography tasks: map scale, coordinates, the Sun's height and geology. */
export const geographyEarthTasks: TDemoTask[] = [
  openTask(
    {
      slug: 'geografia-powierzchnia-jeziora-z-mapy',
      level: 'HIGH_SCHOOL',
      description:
        'Na mapie w skali 1 : 25 000 jezioro zajmuje powierzchnię 4 cm². Oblicz rzeczywistą powierzchnię jeziora. Wynik podaj w km².',
      steps: [
        [
          'Krok 1: skala mianowana',
          'W skali 1 : 25 000 jeden centymetr na mapie to 25 000 cm, czyli 0,25 km w terenie.',
          '1\\,\\text{cm} \\to 0{,}25\\,\\text{km}',
        ],
        [
          'Krok 2: skala dla powierzchni',
          'Pole zmniejsza się w kwadracie skali, bo zmniejszono oba wymiary: kwadrat 1 cm × 1 cm na mapie to w terenie kwadrat 0,25 km × 0,25 km.',
          '1\\,\\text{cm}^2 \\to 0{,}25^2\\,\\text{km}^2 = 0{,}0625\\,\\text{km}^2',
        ],
        [
          'Krok 3: powierzchnia jeziora',
          'Mnożymy powierzchnię na mapie przez powierzchnię odpowiadającą 1 cm².',
          '4 \\cdot 0{,}0625 = 0{,}25',
        ],
      ],
      conceptSlugs: ['geografia-skala-mapy'],
      exams: [{ slug: geographyMaturaDecember, points: 2 }],
      rating: { avg: 4.6, count: 34 },
      createdAt: '2025-09-09T09:00:00.000Z',
      hint: 'Powierzchnię przelicza się przez kwadrat skali, a nie przez samą skalę.',
    },
    'Jezioro ma powierzchnię 0,25 km².',
    { kind: 'NUMBER', value: '0,25' },
  ),
  openTask(
    {
      slug: 'geografia-pomniejszenie-mapy-dwukrotnie',
      level: 'HIGH_SCHOOL',
      description:
        'Mapę w skali 1 : 50 000 pomniejszono na kserokopiarce tak, że każdy odcinek na kopii jest dwa razy krótszy niż na oryginale. Podaj mianownik skali liczbowej kopii.',
      steps: [
        [
          'Krok 1: co oznacza pomniejszenie',
          'Na kopii 1 cm odpowiada temu, co na oryginale zajmowało 2 cm, czyli 2 · 50 000 cm w terenie.',
        ],
        [
          'Krok 2: nowa skala',
          'Mapa pomniejszona ma skalę mniejszą, czyli większy mianownik.',
          '1 : (2 \\cdot 50\\,000) = 1 : 100\\,000',
        ],
      ],
      conceptSlugs: ['geografia-skala-mapy', 'geografia-kartografia'],
      exams: [{ slug: geographyMaturaMarch, points: 1 }],
      rating: { avg: 4.3, count: 21 },
      createdAt: '2025-10-01T12:45:00.000Z',
    },
    'Kopia ma skalę 1 : 100 000, mianownik 100 000.',
    { kind: 'NUMBER', value: '100000' },
  ),
  openTask(
    {
      slug: 'geografia-gorowanie-slonca-w-rownonoc',
      level: 'HIGH_SCHOOL',
      description:
        'Oblicz wysokość górowania Słońca w dniu równonocy wiosennej (21 marca) w miejscu leżącym na 50°N. Wynik podaj w stopniach.',
      steps: [
        [
          'Krok 1: deklinacja w dniu równonocy',
          'W dniu równonocy Słońce góruje w zenicie nad równikiem, więc jego deklinacja wynosi 0°.',
        ],
        [
          'Krok 2: wzór',
          'Dla półkuli północnej na północ od zwrotnika Raka:',
          'h = 90^\\circ - \\varphi + \\delta = 90^\\circ - 50^\\circ + 0^\\circ = 40^\\circ',
        ],
      ],
      conceptSlugs: ['geografia-wysokosc-slonca'],
      exams: [{ slug: geographyMaturaDecember, points: 1 }],
      rating: { avg: 4.5, count: 29 },
      createdAt: '2025-11-07T08:40:00.000Z',
    },
    'Słońce góruje na wysokości 40°.',
    { kind: 'NUMBER', value: '40' },
  ),
  openTask(
    {
      slug: 'geografia-gorowanie-slonca-22-grudnia',
      level: 'HIGH_SCHOOL',
      description:
        'Oblicz wysokość górowania Słońca 22 grudnia w miejscu leżącym na 52°N. Przyjmij, że tego dnia Słońce góruje w zenicie nad zwrotnikiem Koziorożca, na 23,5°S. Wynik podaj w stopniach.',
      steps: [
        [
          'Krok 1: deklinacja',
          'Słońce góruje w zenicie na półkuli południowej, więc dla miejsca na półkuli północnej deklinację bierzemy ze znakiem minus.',
          '\\delta = -23{,}5^\\circ',
        ],
        [
          'Krok 2: wzór',
          'Podstawiamy szerokość i deklinację.',
          'h = 90^\\circ - 52^\\circ - 23{,}5^\\circ = 14{,}5^\\circ',
        ],
        [
          'Krok 3: sprawdzenie sensu',
          'To najniższe górowanie w roku w środkowej Polsce: zimą promienie padają bardzo ukośnie i słabo nagrzewają podłoże.',
        ],
      ],
      conceptSlugs: ['geografia-wysokosc-slonca'],
      exams: [{ slug: geographyMaturaMarch, points: 2 }],
      rating: { avg: 4.7, count: 37 },
      createdAt: '2025-12-16T10:05:00.000Z',
    },
    'Słońce góruje na wysokości 14,5°.',
    { kind: 'NUMBER', value: '14,5' },
  ),
  openTask(
    {
      slug: 'geografia-odleglosc-wzdluz-poludnika',
      level: 'HIGH_SCHOOL',
      description:
        'Punkty A (52°N, 18°E) i B (49°N, 18°E) leżą na tym samym południku. Przyjmij, że 1° szerokości geograficznej odpowiada 111,2 km. Oblicz odległość między tymi punktami. Wynik podaj w kilometrach.',
      steps: [
        [
          'Krok 1: różnica szerokości',
          'Oba punkty leżą na półkuli północnej, więc szerokości odejmujemy.',
          '52^\\circ - 49^\\circ = 3^\\circ',
        ],
        ['Krok 2: odległość', 'Wzdłuż południka każdy stopień to 111,2 km.', '3 \\cdot 111{,}2 = 333{,}6'],
      ],
      conceptSlugs: ['geografia-wspolrzedne-geograficzne'],
      exams: [{ slug: geographyMaturaDecember, points: 1 }],
      rating: { avg: 4.4, count: 19 },
      createdAt: '2026-01-15T13:20:00.000Z',
    },
    'Odległość między punktami wynosi 333,6 km.',
    { kind: 'NUMBER', value: '333,6', unit: 'km' },
  ),
  openTask(
    {
      slug: 'geografia-dlugosc-geograficzna-z-czasu',
      level: 'HIGH_SCHOOL',
      description:
        'W miejscowości X Słońce góruje (jest tam 12:00 czasu słonecznego) w chwili, gdy na południku zerowym jest 10:00 czasu słonecznego. Oblicz długość geograficzną miejscowości X. Wynik podaj w stopniach (półkulę ustal w rozwiązaniu).',
      steps: [
        ['Krok 1: różnica czasu', 'W X jest o 2 godziny później niż na południku zerowym.', '12 - 10 = 2\\,\\text{h}'],
        [
          'Krok 2: różnica długości',
          'Godzina różnicy czasu odpowiada 15° długości geograficznej.',
          '2 \\cdot 15^\\circ = 30^\\circ',
        ],
        [
          'Krok 3: półkula',
          'Na wschód od południka zerowego czas słoneczny jest późniejszy, bo Słońce góruje tam wcześniej. Miejscowość X leży więc na 30°E.',
        ],
      ],
      conceptSlugs: ['geografia-strefy-czasowe', 'geografia-wspolrzedne-geograficzne'],
      exams: [{ slug: geographyMaturaMarch, points: 2 }],
      rating: { avg: 4.5, count: 25 },
      createdAt: '2026-02-24T09:50:00.000Z',
    },
    'Miejscowość X leży na 30°E.',
    { kind: 'NUMBER', value: '30' },
  ),
  closedTask(
    {
      slug: 'geografia-granica-plyt-himalaje',
      level: 'HIGH_SCHOOL',
      description: 'Na jakiej granicy płyt litosfery powstały Himalaje? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: które płyty',
          'Himalaje leżą na styku płyty indyjsko-australijskiej i eurazjatyckiej; obie są w tym miejscu płytami kontynentalnymi.',
        ],
        [
          'Krok 2: rodzaj granicy',
          'Skorupa kontynentalna jest lekka i nie ulega subdukcji, więc przy zderzeniu dwóch płyt kontynentalnych skały fałdują się i wypiętrzają. To granica zbieżna – kolizja; subdukcja płyty oceanicznej utworzyła np. Andy.',
        ],
      ],
      conceptSlugs: ['geografia-tektonika-plyt'],
      exams: [{ slug: geographyMaturaDecember, points: 1 }],
      rating: { avg: 4.3, count: 17 },
      createdAt: '2026-04-08T11:30:00.000Z',
    },
    [
      'na granicy zbieżnej – kolizja dwóch płyt kontynentalnych',
      'na granicy rozbieżnej – rozsuwanie płyt',
      'na granicy zbieżnej – subdukcja płyty oceanicznej pod kontynentalną',
      'na granicy przesuwczej',
    ],
    0,
  ),
  trueFalseTask(
    {
      slug: 'geografia-gory-swietokrzyskie-orogeneza',
      level: 'HIGH_SCHOOL',
      description: 'Prawda czy fałsz?\n\nGóry Świętokrzyskie powstały w orogenezie alpejskiej, podobnie jak Karpaty.',
      steps: [
        ['Krok 1: wiek Karpat', 'Karpaty to góry młode, sfałdowane w orogenezie alpejskiej (kenozoik).'],
        [
          'Krok 2: wiek Gór Świętokrzyskich',
          'Góry Świętokrzyskie powstały w orogenezach kaledońskiej i hercyńskiej (paleozoik), a w erze kenozoicznej zostały jedynie odmłodzone. Zdanie jest fałszywe.',
        ],
      ],
      conceptSlugs: ['geografia-tektonika-plyt'],
      exams: [{ slug: geographyMaturaMarch, points: 1 }],
      rating: { avg: 4.2, count: 13 },
      createdAt: '2026-06-17T08:15:00.000Z',
    },
    false,
  ),
];
