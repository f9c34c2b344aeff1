import type { TDemoTask } from '../../demo-content.types';
import { closedTask, openTask, paragraphs } from '../task-builders';
import { computerScienceMaturaDecember, computerScienceMaturaMarch } from './exams';

const pupilsTable = [
  'Tabela uczniowie:',
  'imie | klasa | punkty',
  'Ala | 3A | 82',
  'Bartek | 3B | 75',
  'Celina | 3A | 64',
  'Darek | 3A | 91',
  'Ewa | 3B | 88',
  'Filip | 3A | 71',
];

/** Liceum informatyka tasks: searching, sorting, complexity, programs and SQL (matura and classroom). */
export const computerScienceAlgorithmTasks: TDemoTask[] = [
  openTask(
    {
      slug: 'informatyka-porownania-wyszukiwania-binarnego',
      level: 'HIGH_SCHOOL',
      description:
        'Posortowana tablica zawiera 1000 różnych liczb. Podaj największą liczbę porównań ze środkowym elementem, jaką może wykonać wyszukiwanie binarne, zanim znajdzie szukaną liczbę albo stwierdzi, że jej nie ma.',
      steps: [
        [
          'Krok 1: połowienie',
          'Każde porównanie zostawia do przeszukania co najwyżej połowę fragmentu: 1000, 500, 250, 125, 62, 31, 15, 7, 3, 1.',
        ],
        [
          'Krok 2: liczba porównań',
          'Najgorszy przypadek to k porównań, gdzie k jest najmniejszą liczbą, dla której 2 do potęgi k przekracza 1000.',
          '2^9 = 512 \\le 1000,\\quad 2^{10} = 1024 > 1000',
        ],
      ],
      conceptSlugs: ['informatyka-wyszukiwanie-binarne', 'informatyka-zlozonosc-obliczeniowa'],
      exams: [{ slug: computerScienceMaturaMarch, points: 1 }],
      rating: { avg: 4.6, count: 32 },
      createdAt: '2025-09-23T10:40:00.000Z',
    },
    'Najwyżej 10 porównań.',
    { kind: 'NUMBER', value: '10' },
  ),
  openTask(
    {
      slug: 'informatyka-sledzenie-wyszukiwania-binarnego',
      level: 'HIGH_SCHOOL',
      description: paragraphs(
        'Tablica t o indeksach od 0 do 9 zawiera kolejno liczby: 2, 5, 8, 12, 16, 23, 38, 56, 72, 91. Szukamy liczby x = 23 algorytmem:',
        'lewy = 0, prawy = 9',
        'dopóki lewy ≤ prawy: środek = (lewy + prawy) div 2; jeżeli t[środek] = x, zakończ; jeżeli t[środek] > x, to prawy = środek − 1, w przeciwnym razie lewy = środek + 1',
        'Podaj, ile razy algorytm porówna x z elementem t[środek].',
      ),
      steps: [
        [
          'Krok 1: pierwsze porównanie',
          'środek = (0 + 9) div 2 = 4, t[4] = 16. Liczba 16 jest mniejsza od 23, więc lewy = 5.',
        ],
        [
          'Krok 2: drugie porównanie',
          'środek = (5 + 9) div 2 = 7, t[7] = 56. Liczba 56 jest większa od 23, więc prawy = 6.',
        ],
        ['Krok 3: trzecie porównanie', 'środek = (5 + 6) div 2 = 5, t[5] = 23 – znaleziono. Razem trzy porównania.'],
      ],
      conceptSlugs: ['informatyka-wyszukiwanie-binarne', 'informatyka-algorytmy'],
      exams: [{ slug: computerScienceMaturaDecember, points: 2 }],
      rating: { avg: 4.7, count: 36 },
      createdAt: '2025-10-15T08:35:00.000Z',
      hint: 'Prowadź tabelkę: lewy, prawy, środek, t[środek].',
    },
    'Algorytm wykona 3 porównania.',
    { kind: 'NUMBER', value: '3' },
  ),
  closedTask(
    {
      slug: 'informatyka-zlozonosc-sortowania-babelkowego',
      level: 'HIGH_SCHOOL',
      description:
        'Jaką złożoność czasową ma sortowanie bąbelkowe $n$ liczb w przypadku pesymistycznym? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: liczba porównań',
          'Kolejne przejścia porównują $n - 1$, $n - 2$, …, $1$ par sąsiednich elementów.',
          String.raw`(n-1) + (n-2) + \ldots + 1 = \frac{n(n-1)}{2}`,
        ],
        [
          'Krok 2: klasa złożoności',
          String.raw`Wyrażenie $\frac{n^2 - n}{2}$ rośnie jak $n^2$; stałe i składniki niższego rzędu pomijamy.`,
          'O(n^2)',
        ],
      ],
      conceptSlugs: ['informatyka-zlozonosc-obliczeniowa', 'informatyka-sortowanie-babelkowe'],
      exams: [{ slug: computerScienceMaturaMarch, points: 1 }],
      rating: { avg: 4.3, count: 20 },
      createdAt: '2025-11-19T12:15:00.000Z',
    },
    ['$O(\\log n)$', '$O(n)$', '$O(n \\log n)$', '$O(n^2)$'],
    3,
  ),
  openTask(
    {
      slug: 'informatyka-porownania-sortowania-szesciu-liczb',
      level: 'HIGH_SCHOOL',
      description:
        'Sortowanie bąbelkowe porządkuje 6 liczb; jego k-te przejście porównuje 6 − k par sąsiednich elementów, a przejść jest 5. Podaj, ile porównań wykona algorytm.',
      steps: [
        [
          'Krok 1: porównania w przejściach',
          'Kolejne przejścia wykonują 5, 4, 3, 2 i 1 porównanie – liczba porównań nie zależy od kolejności danych.',
        ],
        [
          'Krok 2: suma',
          'Dodajemy albo korzystamy ze wzoru na sumę.',
          String.raw`5 + 4 + 3 + 2 + 1 = \frac{6 \cdot 5}{2} = 15`,
        ],
      ],
      conceptSlugs: ['informatyka-sortowanie-babelkowe', 'informatyka-zlozonosc-obliczeniowa'],
      exams: [{ slug: computerScienceMaturaDecember, points: 2 }],
      rating: { avg: 4.4, count: 25 },
      createdAt: '2025-12-18T10:20:00.000Z',
    },
    'Algorytm wykona 15 porównań.',
    { kind: 'NUMBER', value: '15' },
  ),
  openTask(
    {
      slug: 'informatyka-suma-cyfr-w-petli-while',
      level: 'HIGH_SCHOOL',
      description: paragraphs(
        'Przeanalizuj program w Pythonie:',
        'n = 2025',
        's = 0',
        'while n > 0: s = s + n % 10; n = n // 10',
        'print(s)',
        'Podaj liczbę, którą wypisze program.',
      ),
      steps: [
        [
          'Krok 1: co robi pętla',
          'n % 10 to ostatnia cyfra liczby, a n // 10 usuwa ją. Pętla dodaje więc do s kolejne cyfry od końca, aż n stanie się zerem.',
        ],
        [
          'Krok 2: śledzenie',
          'Kolejne obroty: s = 5, n = 202; s = 7, n = 20; s = 7, n = 2; s = 9, n = 0.',
          '5 + 2 + 0 + 2 = 9',
        ],
      ],
      conceptSlugs: ['informatyka-petle', 'informatyka-algorytmy'],
      exams: [{ slug: computerScienceMaturaDecember, points: 1 }],
      rating: { avg: 4.5, count: 28 },
      createdAt: '2026-01-29T09:05:00.000Z',
    },
    'Program wypisze 9.',
    { kind: 'NUMBER', value: '9' },
  ),
  openTask(
    {
      slug: 'informatyka-funkcja-rekurencyjna',
      level: 'HIGH_SCHOOL',
      description: paragraphs(
        'Przeanalizuj program w Pythonie:',
        'def f(n): return 1 if n == 0 else 2 * f(n - 1) + 1',
        'print(f(4))',
        'Podaj liczbę, którą wypisze program.',
      ),
      steps: [
        ['Krok 1: przypadek bazowy', 'Dla n = 0 funkcja zwraca 1 bez wywołań rekurencyjnych.'],
        [
          'Krok 2: kolejne wartości',
          'Każda wartość to podwojona poprzednia powiększona o 1.',
          'f(1) = 3,\\ f(2) = 7,\\ f(3) = 15,\\ f(4) = 31',
        ],
        [
          'Krok 3: sprawdzenie wzorem',
          'Wartości to liczby o jeden mniejsze od potęg dwójki.',
          'f(n) = 2^{n+1} - 1 \\Rightarrow f(4) = 32 - 1 = 31',
        ],
      ],
      conceptSlugs: ['informatyka-algorytmy'],
      exams: [{ slug: computerScienceMaturaMarch, points: 2 }],
      rating: { avg: 4.6, count: 23 },
      createdAt: '2026-03-05T11:50:00.000Z',
    },
    'Program wypisze 31.',
    { kind: 'NUMBER', value: '31' },
  ),
  openTask(
    {
      slug: 'informatyka-zagniezdzone-petle-licznik',
      level: 'HIGH_SCHOOL',
      description: paragraphs(
        'Przeanalizuj pseudokod:',
        'licznik ← 0',
        'dla i = 1, 2, …, 5 wykonuj: dla j = 1, 2, …, i wykonuj: licznik ← licznik + 1',
        'Podaj wartość zmiennej licznik po zakończeniu działania algorytmu.',
      ),
      steps: [
        ['Krok 1: obroty pętli wewnętrznej', 'Dla danego i pętla wewnętrzna wykonuje się i razy: 1, 2, 3, 4, 5 razy.'],
        [
          'Krok 2: suma',
          'Licznik zwiększa się tyle razy, ile razem obrotów wykonała pętla wewnętrzna.',
          String.raw`1 + 2 + 3 + 4 + 5 = \frac{5 \cdot 6}{2} = 15`,
        ],
      ],
      conceptSlugs: ['informatyka-petle', 'informatyka-zlozonosc-obliczeniowa'],
      rating: { avg: 4.2, count: 14 },
      createdAt: '2026-05-12T13:35:00.000Z',
    },
    'Licznik ma wartość 15.',
    { kind: 'NUMBER', value: '15' },
  ),
  openTask(
    {
      slug: 'informatyka-sql-count-z-warunkiem',
      level: 'HIGH_SCHOOL',
      description: paragraphs(
        ...pupilsTable,
        "Podaj wynik zapytania: SELECT COUNT(*) FROM uczniowie WHERE klasa = '3A' AND punkty > 70;",
      ),
      steps: [
        ['Krok 1: wiersze klasy 3A', 'Do klasy 3A należą Ala (82), Celina (64), Darek (91) i Filip (71).'],
        [
          'Krok 2: drugi warunek',
          'AND wymaga obu warunków naraz. Więcej niż 70 punktów mają Ala, Darek i Filip; Celina odpada. COUNT(*) zlicza te wiersze.',
        ],
      ],
      conceptSlugs: ['informatyka-bazy-danych'],
      exams: [{ slug: computerScienceMaturaMarch, points: 2 }],
      rating: { avg: 4.4, count: 21 },
      createdAt: '2026-07-07T10:00:00.000Z',
    },
    'Zapytanie zwróci 3.',
    { kind: 'NUMBER', value: '3' },
  ),
  openTask(
    {
      slug: 'informatyka-sql-order-by-pierwszy-wiersz',
      level: 'HIGH_SCHOOL',
      description: paragraphs(
        ...pupilsTable,
        'Podaj wartość w pierwszym wierszu wyniku zapytania: SELECT imie FROM uczniowie WHERE punkty >= 75 ORDER BY punkty DESC;',
      ),
      steps: [
        ['Krok 1: filtr WHERE', 'Co najmniej 75 punktów mają Ala (82), Bartek (75), Darek (91) i Ewa (88).'],
        [
          'Krok 2: sortowanie',
          'ORDER BY punkty DESC porządkuje wiersze malejąco: Darek, Ewa, Ala, Bartek. Pierwszy wiersz to Darek.',
        ],
      ],
      conceptSlugs: ['informatyka-bazy-danych'],
      rating: { avg: 4.3, count: 12 },
      createdAt: '2026-10-20T08:30:00.000Z',
    },
    'Pierwszy wiersz wyniku to Darek.',
    { kind: 'TEXT', value: 'Darek' },
  ),
];
