import type { TDemoTask } from '../../demo-content.types';
import { closedTask, openTask } from '../task-builders';
import { computerScienceMaturaDecember, computerScienceMaturaMarch } from './exams';

/** Matura (extended) informatyka tasks: number systems, logic and networks. */
export const computerScienceNumberTasks: TDemoTask[] = [
  openTask(
    {
      slug: 'informatyka-2f-na-dziesietny',
      level: 'HIGH_SCHOOL',
      description: String.raw`Zamień liczbę $\mathrm{2F}_{16}$ na system dziesiętny.`,
      steps: [
        ['Krok 1: cyfry i wagi', 'Cyfra F oznacza 15. Pozycje od prawej mają wagi 1 i 16.'],
        ['Krok 2: wartość', 'Mnożymy cyfry przez wagi i dodajemy.', '2 \\cdot 16 + 15 = 47'],
      ],
      conceptSlugs: ['informatyka-system-szesnastkowy'],
      exams: [{ slug: computerScienceMaturaDecember, points: 1 }],
      rating: { avg: 4.4, count: 27 },
      createdAt: '2025-09-12T09:30:00.000Z',
    },
    String.raw`$\mathrm{2F}_{16} = 47$`,
    { kind: 'NUMBER', value: '47' },
  ),
  openTask(
    {
      slug: 'informatyka-dwojkowy-na-szesnastkowy',
      level: 'HIGH_SCHOOL',
      description: 'Zapisz liczbę $11011110_2$ w systemie szesnastkowym.',
      steps: [
        [
          'Krok 1: czwórki bitów',
          'Jedna cyfra szesnastkowa to cztery bity, więc dzielimy zapis na czwórki od prawej: 1101 i 1110.',
        ],
        [
          'Krok 2: cyfry szesnastkowe',
          'Każdą czwórkę zamieniamy na jedną cyfrę: 13 to D, 14 to E.',
          String.raw`1101_2 = 13 = \mathrm{D},\quad 1110_2 = 14 = \mathrm{E}`,
        ],
      ],
      conceptSlugs: ['informatyka-system-szesnastkowy', 'informatyka-system-dwojkowy'],
      exams: [{ slug: computerScienceMaturaMarch, points: 1 }],
      rating: { avg: 4.5, count: 24 },
      createdAt: '2025-10-08T11:00:00.000Z',
    },
    String.raw`$11011110_2 = \mathrm{DE}_{16}$`,
    { kind: 'TEXT', value: 'DE' },
  ),
  openTask(
    {
      slug: 'informatyka-dodawanie-dwojkowe',
      level: 'HIGH_SCHOOL',
      description: 'Oblicz sumę $1011_2 + 110_2$. Wynik zapisz w systemie dwójkowym.',
      steps: [
        [
          'Krok 1: dodawanie pisemne',
          'Dodajemy od prawej, pamiętając, że 1 + 1 = 10 (piszemy 0, przenosimy 1): 1 + 0 = 1; 1 + 1 = 10; 0 + 1 + 1 = 10; 1 + 1 = 10.',
          '1011_2 + 110_2 = 10001_2',
        ],
        [
          'Krok 2: sprawdzenie w systemie dziesiętnym',
          'Zamieniamy składniki i wynik na system dziesiętny.',
          '11 + 6 = 17 = 16 + 1',
        ],
      ],
      conceptSlugs: ['informatyka-system-dwojkowy'],
      exams: [{ slug: computerScienceMaturaDecember, points: 1 }],
      rating: { avg: 4.3, count: 19 },
      createdAt: '2025-11-04T13:40:00.000Z',
    },
    '$1011_2 + 110_2 = 10001_2$',
    { kind: 'TEXT', value: '10001' },
  ),
  openTask(
    {
      slug: 'informatyka-minus-piec-w-kodzie-u2',
      level: 'HIGH_SCHOOL',
      description: 'Zapisz liczbę −5 w ośmiobitowym kodzie uzupełnień do dwóch (U2).',
      steps: [
        ['Krok 1: wartość bezwzględna', 'Zapisujemy 5 na ośmiu bitach.', '5 = 00000101_2'],
        [
          'Krok 2: negacja bitów i dodanie jedynki',
          'Aby otrzymać liczbę przeciwną w U2, odwracamy wszystkie bity i dodajemy 1.',
          '11111010_2 + 1 = 11111011_2',
        ],
        ['Krok 3: sprawdzenie', 'Najstarszy bit w U2 ma wagę −128.', '-128 + 64 + 32 + 16 + 8 + 2 + 1 = -5'],
      ],
      conceptSlugs: ['informatyka-system-dwojkowy', 'informatyka-reprezentacja-danych'],
      exams: [{ slug: computerScienceMaturaDecember, points: 2 }],
      rating: { avg: 4.6, count: 30 },
      createdAt: '2025-12-10T08:50:00.000Z',
      hint: 'Zapisz 5 na ośmiu bitach, odwróć bity i dodaj 1.',
    },
    'W kodzie U2 na 8 bitach: 11111011.',
    { kind: 'TEXT', value: '11111011' },
  ),
  openTask(
    {
      slug: 'informatyka-falszywe-wiersze-tablicy-prawdy',
      level: 'HIGH_SCHOOL',
      description: String.raw`Podaj, w ilu wierszach tablicy prawdy wyrażenie $(p \land q) \lor \neg r$ ma wartość fałsz.`,
      steps: [
        ['Krok 1: liczba wierszy', 'Trzy zmienne dają tablicę o ośmiu wierszach.', '2^3 = 8'],
        [
          'Krok 2: kiedy alternatywa jest fałszywa',
          String.raw`Alternatywa jest fałszywa tylko wtedy, gdy oba składniki są fałszywe: $p \land q = 0$ oraz $\neg r = 0$, czyli $r = 1$.`,
        ],
        [
          'Krok 3: zliczenie',
          String.raw`Koniunkcja $p \land q$ jest fałszywa w trzech z czterech układów $(p, q)$ – wszystkich poza $p = q = 1$. Przy $r = 1$ daje to 3 wiersze.`,
          '3 \\cdot 1 = 3',
        ],
      ],
      conceptSlugs: ['informatyka-tablice-prawdy'],
      exams: [{ slug: computerScienceMaturaMarch, points: 2 }],
      rating: { avg: 4.5, count: 22 },
      createdAt: '2026-01-21T10:10:00.000Z',
    },
    'Wyrażenie jest fałszywe w 3 wierszach.',
    { kind: 'NUMBER', value: '3' },
  ),
  closedTask(
    {
      slug: 'informatyka-zaprzeczenie-warunku-de-morgan',
      level: 'HIGH_SCHOOL',
      description:
        'Który warunek w Pythonie jest równoważny warunkowi not (a and b) dla wszystkich wartości logicznych a i b? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: prawo De Morgana',
          'Zaprzeczenie koniunkcji jest alternatywą zaprzeczeń: negacja wchodzi do nawiasu i zamienia and na or.',
          String.raw`\neg(a \land b) \equiv \neg a \lor \neg b`,
        ],
        [
          'Krok 2: odrzucenie pułapki',
          'Warunek (not a) and (not b) jest fałszywy np. dla a = True, b = False, a not (a and b) jest wtedy prawdziwy – te warunki nie są równoważne.',
        ],
      ],
      conceptSlugs: ['informatyka-prawa-de-morgana', 'informatyka-tablice-prawdy'],
      exams: [{ slug: computerScienceMaturaDecember, points: 1 }],
      rating: { avg: 4.4, count: 18 },
      createdAt: '2026-02-26T12:55:00.000Z',
    },
    ['(not a) and (not b)', '(not a) or (not b)', 'a or b', 'not a and b'],
    1,
  ),
  openTask(
    {
      slug: 'informatyka-hosty-w-podsieci-26',
      level: 'HIGH_SCHOOL',
      description: 'Podaj, ile adresów można przydzielić urządzeniom (hostom) w sieci 192.168.10.0/26.',
      steps: [
        [
          'Krok 1: bity hosta',
          'Adres IPv4 ma 32 bity, z czego 26 opisuje sieć. Na numer hosta zostaje 6 bitów.',
          '32 - 26 = 6',
        ],
        [
          'Krok 2: adresy zarezerwowane',
          'Z 64 adresów odejmujemy adres sieci (same zera w części hosta) i adres rozgłoszeniowy (same jedynki).',
          '2^6 - 2 = 62',
        ],
      ],
      conceptSlugs: ['informatyka-adresowanie-ip'],
      exams: [{ slug: computerScienceMaturaMarch, points: 1 }],
      rating: { avg: 4.2, count: 16 },
      createdAt: '2026-04-15T09:25:00.000Z',
    },
    'Hostom można przydzielić 62 adresy.',
    { kind: 'NUMBER', value: '62' },
  ),
  openTask(
    {
      slug: 'informatyka-protokol-nazw-domenowych',
      level: 'HIGH_SCHOOL',
      description: 'Podaj skrót nazwy systemu (usługi), który zamienia nazwy domenowe, np. cke.gov.pl, na adresy IP.',
      steps: [
        [
          'Krok 1: po co zamiana',
          'Routery kierują pakiety według adresów IP, a ludzie posługują się łatwiejszymi do zapamiętania nazwami domen.',
        ],
        [
          'Krok 2: usługa',
          'Zamianę wykonują serwery systemu nazw domenowych – DNS (ang. Domain Name System). Przeglądarka pyta serwer DNS o adres, zanim połączy się ze stroną.',
        ],
      ],
      conceptSlugs: ['informatyka-adresowanie-ip'],
      rating: { avg: 4.1, count: 13 },
      createdAt: '2026-06-23T14:05:00.000Z',
    },
    'To DNS.',
    { kind: 'TEXT', value: 'DNS' },
  ),
];
