import type { TDemoTask } from '../../demo-content.types';
import { englishExamSlugs } from './exams';

/** Reactions, reading and vocabulary tasks for szkoła podstawowa and the eighth-grade exam, all original. */
export const englishPrimarySkillsTasks: TDemoTask[] = [
  {
    slug: 'angielski-reakcja-na-przeprosiny',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą reakcję na podaną wypowiedź.\n\nKolega przychodzi na spotkanie kilka minut po czasie i mówi: „I’m sorry I’m late.”',
    answers: [
      { label: 'A', answer: 'No problem. We’ve just started.', correct: true },
      { label: 'B', answer: 'You’re welcome.', correct: false },
      { label: 'C', answer: 'Here you are.', correct: false },
      { label: 'D', answer: 'Me too.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: funkcja wypowiedzi',
        description: 'Kolega przeprasza („I’m sorry” – przepraszam) za spóźnienie. Oczekuje więc przyjęcia przeprosin.',
        latex: '',
      },
      {
        title: 'Krok 2: dopasowujemy reakcję',
        description:
          '„No problem. We’ve just started.” (Nic nie szkodzi. Dopiero zaczęliśmy.) przyjmuje przeprosiny. „You’re welcome” to odpowiedź na podziękowanie, „Here you are” mówimy, podając coś, a „Me too” (ja też) nie ma tu sensu.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.7, count: 36 },
    createdAt: '2025-09-25T13:00:00.000Z',
  },
  {
    slug: 'angielski-reakcja-pytanie-o-droge',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą reakcję.\n\nJesteś w obcym mieście i chcesz uprzejmie zapytać przechodnia, jak dojść do dworca kolejowego. Co powiesz?',
    answers: [
      { label: 'A', answer: 'Excuse me, how can I get to the railway station?', correct: true },
      { label: 'B', answer: 'Excuse me, how long is the railway station?', correct: false },
      { label: 'C', answer: 'Do you like the railway station?', correct: false },
      { label: 'D', answer: 'Welcome to the railway station!', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: czego potrzebujemy',
        description:
          'Sytuacja wymaga uprzejmego zwrócenia się do nieznajomego (Excuse me) i pytania o drogę. Typowe pytania to „How can I get to…?” i „Where is…?”.',
        latex: '',
      },
      {
        title: 'Krok 2: odrzucamy błędne opcje',
        description:
          'A znaczy: „Przepraszam, jak mogę dojść do dworca?” – to jest właściwa reakcja. B pyta o długość dworca, C o to, czy rozmówca lubi dworzec, a D to powitanie, nie pytanie.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.48, count: 27 },
    createdAt: '2025-10-14T10:20:00.000Z',
  },
  {
    slug: 'angielski-prawda-falsz-wycieczka-szkolna',
    level: 'PRIMARY',
    description:
      'Przeczytaj tekst. Oceń, czy podane zdanie jest zgodne z treścią tekstu (Prawda), czy nie (Fałsz).\n\nLast Friday our class went on a trip to the mountains. We left school at 7 a.m. and travelled by coach for three hours. The weather was cold, but sunny. Our teacher, Mr Nowak, showed us a beautiful waterfall. In the afternoon it started to rain, so we went back to the coach earlier than we planned. (tekst autorski)\n\nZdanie: The pupils stayed in the mountains longer than they planned.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: false },
      { label: 'B', answer: 'Fałsz', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: szukamy fragmentu',
        description:
          'O czasie pobytu mówi ostatnie zdanie: „…so we went back to the coach earlier than we planned” (…więc wróciliśmy do autokaru wcześniej, niż planowaliśmy).',
        latex: '',
      },
      {
        title: 'Krok 2: porównujemy znaczenie',
        description:
          'Zdanie do oceny twierdzi, że uczniowie zostali dłużej (longer), a tekst mówi, że wrócili wcześniej (earlier) z powodu deszczu. Zdanie jest fałszywe, choć powtarza zwrot „than they planned”.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-rozumienie-tekstu-czytanego', 'angielski-umiejetnosci-egzaminacyjne'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.58, count: 40 },
    createdAt: '2025-11-19T14:45:00.000Z',
  },
  {
    slug: 'angielski-dopasowanie-napisow-do-miejsc',
    level: 'PRIMARY',
    description:
      'Dopasuj napisy 1–3 do miejsc A–C, w których można je zobaczyć.\n\n1. Please return books within two weeks.\n2. Platform 4: trains to Kraków.\n3. Today’s special: tomato soup.\n\nA. a restaurant\nB. a library\nC. a railway station',
    answers: [
      { label: 'A', answer: '1 – B, 2 – C, 3 – A', correct: true },
      { label: 'B', answer: '1 – A, 2 – C, 3 – B', correct: false },
      { label: 'C', answer: '1 – B, 2 – A, 3 – C', correct: false },
      { label: 'D', answer: '1 – C, 2 – B, 3 – A', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: tłumaczymy napisy',
        description:
          '1. „Prosimy o zwrot książek w ciągu dwóch tygodni.” 2. „Peron 4: pociągi do Krakowa.” 3. „Danie dnia: zupa pomidorowa.”',
        latex: '',
      },
      {
        title: 'Krok 2: słowa-klucze',
        description:
          'Return books → biblioteka (B), platform i trains → dworzec (C), today’s special i soup → restauracja (A). Zatem 1 – B, 2 – C, 3 – A.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-rozumienie-tekstu-czytanego', 'angielski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.22, count: 18 },
    createdAt: '2026-02-03T09:05:00.000Z',
  },
  {
    slug: 'angielski-going-to-przewidywanie',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie jednym słowem, tak aby powstała konstrukcja wyrażająca przewidywanie na podstawie tego, co widzimy.\n\nLook at those black clouds! It is _____ to rain.',
    answers: [],
    answer: 'going',
    answerKey: { kind: 'TEXT', value: 'going' },
    steps: [
      {
        title: 'Krok 1: rozpoznajemy konstrukcję',
        description:
          'Przed luką stoi „is”, po niej „to rain”. Brakuje słowa w konstrukcji be going to + bezokolicznik.',
        latex: '',
      },
      {
        title: 'Krok 2: dlaczego going to',
        description:
          'Be going to wyraża przewidywanie oparte na tym, co widać teraz: czarne chmury są dowodem, że zaraz będzie padać. „It is going to rain” – Zaraz będzie padać.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.15, count: 21 },
    createdAt: '2026-03-09T16:30:00.000Z',
  },
  {
    slug: 'angielski-slownictwo-przybory-kuchenne',
    level: 'PRIMARY',
    description: 'Wybierz słowo, które pasuje do definicji.\n\nYou use it to cut bread or vegetables.',
    answers: [
      { label: 'A', answer: 'a spoon', correct: false },
      { label: 'B', answer: 'a knife', correct: true },
      { label: 'C', answer: 'a plate', correct: false },
      { label: 'D', answer: 'a cup', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: tłumaczymy definicję',
        description: '„Używasz tego, aby kroić chleb lub warzywa.” Kluczowe jest słowo cut (kroić, ciąć).',
        latex: '',
      },
      {
        title: 'Krok 2: wybieramy przedmiot',
        description:
          'Do krojenia służy nóż – a knife (k na początku jest nieme). Spoon to łyżka, plate – talerz, cup – filiżanka.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 3.88, count: 12 },
    createdAt: '2026-04-22T07:50:00.000Z',
  },
];
