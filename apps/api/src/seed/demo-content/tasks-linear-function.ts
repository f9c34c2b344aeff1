import type { TDemoTask } from './demo-content.types';

/**
 * Closed tasks on the linear function, all original: the quiz of the free demo course "Funkcja liniowa od podstaw"
 * (demo-courses.ts) asks these, so the quiz is about what the course teaches.
 */
export const linearFunctionTasks: TDemoTask[] = [
  {
    slug: 'miejsce-zerowe-funkcji-liniowej-2x-minus-6',
    level: 'HIGH_SCHOOL',
    description: 'Miejscem zerowym funkcji liniowej $f(x) = 2x - 6$ jest liczba',
    answers: [
      { label: 'A', answer: '$3$', correct: true },
      { label: 'B', answer: '$-3$', correct: false },
      { label: 'C', answer: '$6$', correct: false },
      { label: 'D', answer: '$-6$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: równanie miejsca zerowego',
        description: 'Miejsce zerowe to argument, dla którego wartość funkcji jest równa zero.',
        latex: '2x - 6 = 0',
      },
      {
        title: 'Krok 2: rozwiązanie',
        description: 'Przenosimy $-6$ na prawą stronę i dzielimy obie strony przez $2$.',
        latex: 'x = 3',
      },
    ],
    conceptSlugs: ['funkcja-liniowa', 'miejsce-zerowe'],
    typeSlug: 'rownania-liniowe',
    exams: [],
    rating: { avg: 4.4, count: 12 },
    createdAt: '2025-09-01T08:20:00.000Z',
  },
  {
    slug: 'punkt-przeciecia-wykresu-funkcji-liniowej-z-osia-oy',
    level: 'HIGH_SCHOOL',
    description: 'Wykres funkcji liniowej $f(x) = -3x + 4$ przecina oś $OY$ w punkcie o współrzędnych',
    answers: [
      { label: 'A', answer: '$(0, 4)$', correct: true },
      { label: 'B', answer: '$(4, 0)$', correct: false },
      { label: 'C', answer: '$(0, -3)$', correct: false },
      { label: 'D', answer: '$\\left(\\frac{4}{3}, 0\\right)$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: punkty osi OY',
        description: 'Każdy punkt osi $OY$ ma pierwszą współrzędną równą zero, więc liczymy $f(0)$.',
        latex: 'f(0) = -3 \\cdot 0 + 4',
      },
      {
        title: 'Krok 2: punkt przecięcia',
        description: 'Wartość $f(0) = 4$ (wyraz wolny $b$) to druga współrzędna punktu przecięcia.',
        latex: '(0, 4)',
      },
    ],
    conceptSlugs: ['funkcje', 'funkcja-liniowa'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 9 },
    createdAt: '2025-09-01T08:10:00.000Z',
  },
  {
    slug: 'funkcja-liniowa-z-parametrem-malejaca',
    level: 'HIGH_SCHOOL',
    description: 'Funkcja liniowa $f(x) = (m - 2)x + 5$ jest malejąca wtedy i tylko wtedy, gdy',
    answers: [
      { label: 'A', answer: '$m < 2$', correct: true },
      { label: 'B', answer: '$m > 2$', correct: false },
      { label: 'C', answer: '$m = 2$', correct: false },
      { label: 'D', answer: '$m < 5$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: współczynnik kierunkowy',
        description: 'Funkcja liniowa $f(x) = ax + b$ maleje dokładnie wtedy, gdy $a < 0$. Tu $a = m - 2$.',
        latex: 'm - 2 < 0',
      },
      {
        title: 'Krok 2: rozwiązanie nierówności',
        description: 'Dodajemy $2$ do obu stron.',
        latex: 'm < 2',
      },
    ],
    conceptSlugs: ['funkcja-liniowa', 'monotonicznosc', 'zadanie-z-parametrem'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 7 },
    createdAt: '2025-09-01T08:00:00.000Z',
  },
];
