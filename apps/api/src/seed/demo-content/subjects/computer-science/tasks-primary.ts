import type { TDemoTask } from '../../demo-content.types';
import { closedTask, openTask, paragraphs, trueFalseTask } from '../task-builders';

/** Informatyka tasks for klasy 4–8: binary numbers, simple programs, logic and networks (classroom tasks). */
export const computerSciencePrimaryTasks: TDemoTask[] = [
  closedTask(
    {
      slug: 'informatyka-ile-bitow-w-bajcie',
      level: 'PRIMARY',
      description: 'Ile bitów ma jeden bajt? Wybierz właściwą odpowiedź.',
      steps: [
        ['Krok 1: bit', 'Bit to najmniejsza porcja informacji: jedna cyfra dwójkowa, 0 albo 1.'],
        ['Krok 2: bajt', 'Bajt to grupa ośmiu bitów; może przyjąć 256 różnych wartości.', '2^8 = 256'],
      ],
      conceptSlugs: ['informatyka-reprezentacja-danych'],
      rating: { avg: 4.2, count: 35 },
      createdAt: '2025-09-05T08:20:00.000Z',
    },
    ['4', '8', '10', '16'],
    1,
  ),
  closedTask(
    {
      slug: 'informatyka-scratch-figura-z-petli',
      level: 'PRIMARY',
      description: paragraphs(
        'Duszek w Scratchu wykonuje skrypt:',
        'powtórz 4 razy: przesuń o 50 kroków, obróć się w prawo o 90 stopni',
        'Jaką figurę narysuje opuszczone pióro duszka? Wybierz właściwą odpowiedź.',
      ),
      steps: [
        ['Krok 1: boki', 'Każdy obrót pętli rysuje odcinek długości 50 kroków: powstają cztery równe boki.'],
        [
          'Krok 2: kąty',
          'Po każdym boku duszek skręca o 90°, a cztery skręty dają pełny obrót o 360°. Cztery równe boki i kąty proste to kwadrat.',
          '4 \\cdot 90^\\circ = 360^\\circ',
        ],
      ],
      conceptSlugs: ['informatyka-petle', 'informatyka-algorytmy'],
      rating: { avg: 4.5, count: 29 },
      createdAt: '2025-09-18T10:05:00.000Z',
    },
    ['trójkąt równoboczny', 'kwadrat', 'sześciokąt foremny', 'koło'],
    1,
  ),
  closedTask(
    {
      slug: 'informatyka-dopasuj-skroty',
      level: 'PRIMARY',
      description: paragraphs(
        'Dopasuj skrót (1–3) do jego znaczenia (a–c).',
        '1. CPU',
        '2. RAM',
        '3. URL',
        'a) adres zasobu w internecie',
        'b) procesor',
        'c) pamięć operacyjna',
      ),
      steps: [
        [
          'Krok 1: części komputera',
          'CPU (ang. central processing unit) to procesor – 1 – b. RAM (ang. random access memory) to pamięć operacyjna, w której działają uruchomione programy – 2 – c.',
        ],
        [
          'Krok 2: internet',
          'URL (ang. uniform resource locator) to adres strony lub pliku w internecie, np. adres wpisany w pasku przeglądarki – 3 – a.',
        ],
      ],
      conceptSlugs: ['informatyka-reprezentacja-danych', 'informatyka-adresowanie-ip'],
      rating: { avg: 4.0, count: 14 },
      createdAt: '2025-10-03T09:45:00.000Z',
    },
    ['1 – b, 2 – c, 3 – a', '1 – c, 2 – b, 3 – a', '1 – b, 2 – a, 3 – c', '1 – a, 2 – c, 3 – b'],
    0,
  ),
  openTask(
    {
      slug: 'informatyka-13-na-system-dwojkowy',
      level: 'PRIMARY',
      description: 'Zapisz liczbę 13 w systemie dwójkowym.',
      steps: [
        [
          'Krok 1: dzielenie przez 2',
          'Dzielimy liczbę przez 2 z resztą, aż iloraz będzie równy 0.',
          String.raw`13 = 2 \cdot 6 + 1,\quad 6 = 2 \cdot 3 + 0,\quad 3 = 2 \cdot 1 + 1,\quad 1 = 2 \cdot 0 + 1`,
        ],
        ['Krok 2: odczyt reszt', 'Reszty czytamy od ostatniej do pierwszej: 1, 1, 0, 1.', '13 = 1101_2'],
        ['Krok 3: sprawdzenie', 'Sumujemy wagi pozycji z jedynkami.', '8 + 4 + 1 = 13'],
      ],
      conceptSlugs: ['informatyka-system-dwojkowy'],
      rating: { avg: 4.6, count: 42 },
      createdAt: '2025-10-21T12:30:00.000Z',
    },
    '13 w systemie dwójkowym to 1101.',
    { kind: 'TEXT', value: '1101' },
  ),
  openTask(
    {
      slug: 'informatyka-101101-na-dziesietny',
      level: 'PRIMARY',
      description: 'Zamień liczbę $101101_2$ na system dziesiętny.',
      steps: [
        [
          'Krok 1: wagi pozycji',
          'Od prawej pozycje mają wagi 1, 2, 4, 8, 16, 32. Jedynki stoją na pozycjach o wagach 32, 8, 4 i 1.',
        ],
        ['Krok 2: suma', 'Dodajemy wagi pozycji z jedynkami.', '32 + 8 + 4 + 1 = 45'],
      ],
      conceptSlugs: ['informatyka-system-dwojkowy'],
      rating: { avg: 4.5, count: 31 },
      createdAt: '2025-11-10T08:10:00.000Z',
    },
    '$101101_2 = 45$',
    { kind: 'NUMBER', value: '45' },
  ),
  trueFalseTask(
    {
      slug: 'informatyka-parzystosc-w-systemie-dwojkowym',
      level: 'PRIMARY',
      description:
        'Prawda czy fałsz?\n\nKażda liczba naturalna, której zapis dwójkowy kończy się cyfrą 0, jest parzysta.',
      steps: [
        [
          'Krok 1: wagi pozycji',
          'Wszystkie pozycje poza ostatnią mają wagi parzyste: 2, 4, 8, … Ich suma jest zawsze parzysta.',
        ],
        [
          'Krok 2: ostatnia cyfra',
          'O parzystości decyduje więc tylko ostatnia cyfra o wadze 1: zero daje liczbę parzystą, jedynka – nieparzystą. Zdanie jest prawdziwe.',
        ],
      ],
      conceptSlugs: ['informatyka-system-dwojkowy'],
      rating: { avg: 4.3, count: 17 },
      createdAt: '2025-12-04T11:25:00.000Z',
    },
    true,
  ),
  openTask(
    {
      slug: 'informatyka-skladowa-ff-koloru',
      level: 'PRIMARY',
      description:
        'Kolor czerwony na stronie internetowej zapisano jako FF0000: pierwsze dwie cyfry szesnastkowe to składowa czerwona R. Zamień liczbę szesnastkową FF na system dziesiętny.',
      steps: [
        ['Krok 1: cyfry', 'W systemie szesnastkowym cyfra F oznacza 15, a pozycje mają wagi 16 i 1.'],
        [
          'Krok 2: wartość',
          'Mnożymy cyfry przez wagi i dodajemy; to największa wartość jednego bajtu.',
          '15 \\cdot 16 + 15 = 255',
        ],
      ],
      conceptSlugs: ['informatyka-system-szesnastkowy', 'informatyka-reprezentacja-danych'],
      rating: { avg: 4.4, count: 23 },
      createdAt: '2026-01-13T13:00:00.000Z',
    },
    'FF to 255.',
    { kind: 'NUMBER', value: '255' },
  ),
  openTask(
    {
      slug: 'informatyka-suma-w-petli-for',
      level: 'PRIMARY',
      description: paragraphs(
        'Przeanalizuj program w Pythonie:',
        's = 0',
        'for i in range(1, 6): s = s + i',
        'print(s)',
        'Podaj liczbę, którą wypisze program.',
      ),
      steps: [
        ['Krok 1: wartości zmiennej i', 'range(1, 6) daje kolejno 1, 2, 3, 4, 5 – bez górnej granicy 6.'],
        ['Krok 2: śledzenie sumy', 'Po kolejnych obrotach pętli s wynosi 1, 3, 6, 10, 15.', '1 + 2 + 3 + 4 + 5 = 15'],
      ],
      conceptSlugs: ['informatyka-petle'],
      rating: { avg: 4.7, count: 38 },
      createdAt: '2026-02-09T10:15:00.000Z',
    },
    'Program wypisze 15.',
    { kind: 'NUMBER', value: '15' },
  ),
  openTask(
    {
      slug: 'informatyka-podwajanie-w-petli',
      level: 'PRIMARY',
      description: paragraphs(
        'Przeanalizuj program w Pythonie:',
        'x = 1',
        'for i in range(4): x = x * 2',
        'print(x)',
        'Podaj liczbę, którą wypisze program.',
      ),
      steps: [
        ['Krok 1: liczba obrotów', 'range(4) to 0, 1, 2, 3 – pętla wykona się 4 razy.'],
        ['Krok 2: śledzenie x', 'Każdy obrót podwaja x: 2, 4, 8, 16.', '1 \\cdot 2^4 = 16'],
      ],
      conceptSlugs: ['informatyka-petle'],
      rating: { avg: 4.5, count: 26 },
      createdAt: '2026-03-16T09:40:00.000Z',
    },
    'Program wypisze 16.',
    { kind: 'NUMBER', value: '16' },
  ),
  closedTask(
    {
      slug: 'informatyka-wartosc-wyrazenia-logicznego',
      level: 'PRIMARY',
      description: 'Jaką wartość ma wyrażenie (prawda AND fałsz) OR prawda? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: nawias',
          'Koniunkcja AND jest prawdziwa tylko wtedy, gdy oba składniki są prawdziwe; prawda AND fałsz to fałsz.',
        ],
        [
          'Krok 2: alternatywa',
          'Alternatywa OR jest prawdziwa, gdy choć jeden składnik jest prawdziwy: fałsz OR prawda to prawda.',
        ],
      ],
      conceptSlugs: ['informatyka-tablice-prawdy'],
      rating: { avg: 4.1, count: 15 },
      createdAt: '2026-04-22T12:20:00.000Z',
    },
    ['prawda', 'fałsz'],
    0,
  ),
  openTask(
    {
      slug: 'informatyka-liczba-inwersji-sortowanie',
      level: 'PRIMARY',
      description:
        'Ciąg 5, 1, 4, 2 porządkujemy rosnąco sortowaniem bąbelkowym. Podaj, ile zamian sąsiednich elementów wykona algorytm.',
      steps: [
        [
          'Krok 1: pierwsze przejście',
          'Porównujemy sąsiadów: 5 i 1 – zamiana (1, 5, 4, 2), 5 i 4 – zamiana (1, 4, 5, 2), 5 i 2 – zamiana (1, 4, 2, 5). Trzy zamiany.',
        ],
        [
          'Krok 2: kolejne przejścia',
          'Drugie przejście: 1 i 4 bez zamiany, 4 i 2 – zamiana (1, 2, 4, 5). Trzecie przejście nic nie zmienia.',
        ],
        ['Krok 3: razem', 'Liczba zamian jest równa liczbie par w złej kolejności (inwersji).', '3 + 1 = 4'],
      ],
      conceptSlugs: ['informatyka-sortowanie-babelkowe'],
      rating: { avg: 4.6, count: 21 },
      createdAt: '2026-05-27T08:55:00.000Z',
    },
    'Algorytm wykona 4 zamiany.',
    { kind: 'NUMBER', value: '4' },
  ),
  openTask(
    {
      slug: 'informatyka-zgadywanie-liczby-polowieniem',
      level: 'PRIMARY',
      description:
        'Ola pomyślała liczbę całkowitą od 1 do 100. Kuba zgaduje, za każdym razem podając środek możliwego przedziału, a Ola odpowiada „za mało”, „za dużo” albo „trafione”. Podaj, ile najwięcej pytań potrzebuje Kuba, aby na pewno odgadnąć liczbę.',
      steps: [
        [
          'Krok 1: co daje jedno pytanie',
          'Każda odpowiedź „za mało” lub „za dużo” mniej więcej połowi liczbę możliwości: 100, 50, 25, 12, 6, 3, 1.',
        ],
        [
          'Krok 2: potęga dwójki',
          'Po k pytaniach można rozróżnić mniej niż 2 do potęgi k liczb. Szukamy najmniejszego k, dla którego ta potęga przekracza 100.',
          '2^6 = 64 \\le 100,\\quad 2^7 = 128 > 100',
        ],
      ],
      conceptSlugs: ['informatyka-wyszukiwanie-binarne'],
      rating: { avg: 4.8, count: 33 },
      createdAt: '2026-09-08T10:30:00.000Z',
    },
    'Wystarczy najwyżej 7 pytań.',
    { kind: 'NUMBER', value: '7' },
  ),
  openTask(
    {
      slug: 'informatyka-urzadzenie-laczace-sieci',
      level: 'PRIMARY',
      description:
        'Podaj nazwę urządzenia sieciowego, które łączy domową sieć lokalną z internetem i kieruje pakiety danych między tymi sieciami.',
      steps: [
        [
          'Krok 1: sieć lokalna i internet',
          'Komputery i telefony w domu tworzą sieć lokalną (LAN). Internet to połączenie wielu sieci.',
        ],
        [
          'Krok 2: urządzenie',
          'Pakiety między różnymi sieciami przekazuje router, wybierając dla nich drogę; przełącznik (switch) łączy tylko urządzenia w obrębie jednej sieci lokalnej.',
        ],
      ],
      conceptSlugs: ['informatyka-adresowanie-ip'],
      rating: { avg: 4.0, count: 11 },
      createdAt: '2026-10-14T11:45:00.000Z',
    },
    'To router.',
    { kind: 'TEXT', value: 'router' },
  ),
];
