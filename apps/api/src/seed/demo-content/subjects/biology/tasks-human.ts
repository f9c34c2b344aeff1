import type { TDemoTask } from '../../demo-content.types';
import { closedTask, openTask } from '../task-builders';

/** Biology tasks for klasy 7–8: the human body, heredity and evolution (classroom tasks). */
export const biologyHumanTasks: TDemoTask[] = [
  closedTask(
    {
      slug: 'biologia-dopasuj-naczynia-krwionosne',
      level: 'PRIMARY',
      description:
        'Dopasuj rodzaj naczynia krwionośnego (1–3) do jego funkcji (a–c).\n\n1. tętnica\n\n2. żyła\n\n3. naczynie włosowate\n\na) prowadzi krew do serca\n\nb) prowadzi krew od serca\n\nc) umożliwia wymianę substancji między krwią a tkankami',
      steps: [
        [
          'Krok 1: kierunek przepływu',
          'Tętnice wyprowadzają krew z serca (1 – b), a żyły ją do serca doprowadzają (2 – a), niezależnie od tego, czy krew jest natlenowana.',
        ],
        [
          'Krok 2: naczynia włosowate',
          'Naczynia włosowate mają ścianę z jednej warstwy komórek, przez którą przenikają tlen, dwutlenek węgla i składniki pokarmowe (3 – c).',
        ],
      ],
      conceptSlugs: ['biologia-uklad-krwionosny'],
      rating: { avg: 4.4, count: 25 },
      createdAt: '2025-09-22T10:00:00.000Z',
    },
    ['1 – a, 2 – b, 3 – c', '1 – b, 2 – a, 3 – c', '1 – c, 2 – a, 3 – b', '1 – b, 2 – c, 3 – a'],
    1,
  ),
  openTask(
    {
      slug: 'biologia-jama-serca-przed-aorta',
      level: 'PRIMARY',
      description: 'Podaj nazwę jamy serca (w mianowniku), z której krew wypływa do aorty.',
      steps: [
        [
          'Krok 1: aorta a obiegi krwi',
          'Aorta to największa tętnica dużego obiegu: rozprowadza krew natlenowaną po całym ciele.',
        ],
        [
          'Krok 2: jama serca',
          'Krew natlenowana wraca z płuc do lewego przedsionka, a stamtąd do lewej komory, która ma najgrubszą ścianę i tłoczy krew do aorty.',
        ],
      ],
      conceptSlugs: ['biologia-uklad-krwionosny'],
      rating: { avg: 4.6, count: 30 },
      createdAt: '2025-10-09T08:05:00.000Z',
    },
    'Krew wypływa do aorty z lewej komory.',
    { kind: 'TEXT', value: 'lewa komora' },
  ),
  openTask(
    {
      slug: 'biologia-tetno-na-minute',
      level: 'PRIMARY',
      description:
        'Podczas lekcji zmierzono tętno na tętnicy promieniowej: w ciągu 15 sekund wyczuto 18 uderzeń. Oblicz tętno, czyli liczbę uderzeń serca na minutę.',
      steps: [
        ['Krok 1: ile razy dłuższa jest minuta', 'Minuta to 60 sekund, czyli cztery razy po 15 sekund.', '60 : 15 = 4'],
        ['Krok 2: tętno', 'Liczbę uderzeń z 15 sekund mnożymy przez 4.', '18 \\cdot 4 = 72'],
      ],
      conceptSlugs: ['biologia-uklad-krwionosny'],
      rating: { avg: 4.1, count: 12 },
      createdAt: '2026-02-03T12:40:00.000Z',
    },
    'Tętno wynosi 72 uderzenia na minutę.',
    { kind: 'NUMBER', value: '72' },
  ),
  openTask(
    {
      slug: 'biologia-chromosomy-w-plemniku',
      level: 'PRIMARY',
      description:
        'Komórki ciała człowieka zawierają 46 chromosomów. Podaj, ile chromosomów zawiera plemnik człowieka.',
      steps: [
        [
          'Krok 1: komórki ciała a gamety',
          'Komórki ciała są diploidalne (2n): mają po dwa chromosomy każdego rodzaju, jeden od matki, drugi od ojca.',
        ],
        [
          'Krok 2: mejoza',
          'Gamety powstają w mejozie, która zmniejsza liczbę chromosomów o połowę – plemnik jest haploidalny (n).',
          '46 : 2 = 23',
        ],
      ],
      conceptSlugs: ['biologia-genetyka'],
      rating: { avg: 4.3, count: 16 },
      createdAt: '2026-03-10T09:30:00.000Z',
    },
    'Plemnik zawiera 23 chromosomy.',
    { kind: 'NUMBER', value: '23' },
  ),
  closedTask(
    {
      slug: 'biologia-krepak-nabrzozak',
      level: 'PRIMARY',
      description:
        'W XIX wieku w uprzemysłowionych okolicach Anglii pnie drzew pokryła sadza. W ciągu kilkudziesięciu lat wśród ciem krępaka nabrzozaka zaczęły przeważać osobniki o ciemnych skrzydłach, wcześniej rzadkie; jasne ćmy na ciemnej korze częściej wyjadały ptaki. Które zjawisko opisano? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: skąd ciemne ćmy',
          'Ciemne osobniki istniały w populacji już wcześniej – ich barwa wynikała z mutacji, a nie z kontaktu z sadzą.',
        ],
        [
          'Krok 2: kto przeżywał',
          'Ptaki łatwiej dostrzegały jasne ćmy na ciemnej korze, więc ciemne częściej przeżywały i rozmnażały się. Środowisko „wybierało” lepiej przystosowane osobniki – to dobór naturalny, a nie dobór sztuczny, w którym wybiera człowiek.',
        ],
      ],
      conceptSlugs: ['biologia-dobor-naturalny'],
      rating: { avg: 4.5, count: 21 },
      createdAt: '2026-04-14T10:50:00.000Z',
    },
    ['dobór naturalny', 'dziedziczenie cech nabytych', 'mutacja wywołana przez sadzę', 'dobór sztuczny'],
    0,
  ),
];
