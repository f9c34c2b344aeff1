import type { TDemoTask } from '../../demo-content.types';
import { frenchExamSlugs } from './exams';

/** Reactions, reading and vocabulary tasks for szkoła podstawowa and the eighth-grade exam, all original. */
export const frenchPrimarySkillsTasks: TDemoTask[] = [
  {
    slug: 'francuski-reakcja-na-podziekowanie',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą reakcję na podaną wypowiedź.\n\nPożyczasz koledze długopis. Kolega mówi: „Merci beaucoup !”',
    answers: [
      { label: 'A', answer: 'Bon appétit !', correct: false },
      { label: 'B', answer: 'Bonne nuit !', correct: false },
      { label: 'C', answer: 'De rien !', correct: true },
      { label: 'D', answer: 'Je suis désolé.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: funkcja wypowiedzi',
        description: '„Merci beaucoup !” znaczy „Bardzo dziękuję!”. Oczekiwana jest odpowiedź na podziękowanie.',
        latex: '',
      },
      {
        title: 'Krok 2: wybieramy zwrot',
        description:
          '„De rien !” (Nie ma za co!) to typowa odpowiedź na podziękowanie; w sytuacji oficjalnej mówimy „Je vous en prie”. „Bon appétit !” mówimy przed jedzeniem, „Bonne nuit !” – na dobranoc, a „Je suis désolé” to przeprosiny.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.63, count: 32 },
    createdAt: '2025-09-19T13:25:00.000Z',
  },
  {
    slug: 'francuski-reakcja-pytanie-o-droge',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą reakcję.\n\nJesteś w Paryżu i chcesz uprzejmie zapytać przechodnia, gdzie jest dworzec. Co powiesz?',
    answers: [
      { label: 'A', answer: 'Pardon, où est la gare, s’il vous plaît ?', correct: true },
      { label: 'B', answer: 'Pardon, à quelle heure part le train ?', correct: false },
      { label: 'C', answer: 'Tu aimes la gare ?', correct: false },
      { label: 'D', answer: 'Bienvenue à la gare !', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: czego potrzebujemy',
        description:
          'Trzeba uprzejmie zwrócić się do nieznajomego (Pardon…, s’il vous plaît, forma vous) i zapytać o miejsce: „Où est…?” (Gdzie jest…?).',
        latex: '',
      },
      {
        title: 'Krok 2: analiza opcji',
        description:
          'A znaczy: „Przepraszam, gdzie jest dworzec?” – to właściwa reakcja. B pyta o godzinę odjazdu pociągu, C – poufale (tu) o to, czy ktoś lubi dworzec, a D jest powitaniem.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.42, count: 24 },
    createdAt: '2025-10-28T10:05:00.000Z',
  },
  {
    slug: 'francuski-vrai-faux-wakacje-w-bretanii',
    level: 'PRIMARY',
    description:
      'Przeczytaj tekst. Oceń, czy podane zdanie jest zgodne z treścią tekstu (Prawda), czy nie (Fałsz).\n\nSalut Zosia ! Je suis en vacances en Bretagne avec ma famille. Nous habitons dans un petit camping près de la mer. Le matin, je fais du vélo avec mon frère et l’après-midi, nous allons à la plage. Malheureusement, l’eau est très froide, alors je ne nage pas. Je rentre à Lyon samedi. Bisous, Léa (tekst autorski)\n\nZdanie: Léa nage tous les jours dans la mer.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: false },
      { label: 'B', answer: 'Fałsz', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: szukamy fragmentu o pływaniu',
        description:
          '„Malheureusement, l’eau est très froide, alors je ne nage pas” – „Niestety woda jest bardzo zimna, więc nie pływam”.',
        latex: '',
      },
      {
        title: 'Krok 2: porównujemy',
        description:
          'Zdanie do oceny mówi, że Léa pływa codziennie w morzu. Przeczenie ne… pas w tekście mówi coś przeciwnego – Léa chodzi na plażę, ale nie pływa. Zdanie jest fałszywe.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-rozumienie-tekstu-czytanego', 'francuski-umiejetnosci-egzaminacyjne'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.5, count: 27 },
    createdAt: '2025-12-04T15:10:00.000Z',
  },
  {
    slug: 'francuski-dopasowanie-zawodow-do-miejsc',
    level: 'PRIMARY',
    description:
      'Dopasuj zawody 1–3 do miejsc pracy A–C.\n\n1. un médecin\n2. un boulanger\n3. une professeure\n\nA. une école\nB. un hôpital\nC. une boulangerie',
    answers: [
      { label: 'A', answer: '1 – A, 2 – C, 3 – B', correct: false },
      { label: 'B', answer: '1 – C, 2 – B, 3 – A', correct: false },
      { label: 'C', answer: '1 – B, 2 – A, 3 – C', correct: false },
      { label: 'D', answer: '1 – B, 2 – C, 3 – A', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: tłumaczymy zawody i miejsca',
        description:
          'Un médecin – lekarz, un boulanger – piekarz, une professeure – nauczycielka. Une école – szkoła, un hôpital – szpital, une boulangerie – piekarnia.',
        latex: '',
      },
      {
        title: 'Krok 2: łączymy pary',
        description:
          'Lekarz pracuje w szpitalu (1 – B), piekarz w piekarni (2 – C; oba słowa mają ten sam rdzeń boulang-), nauczycielka w szkole (3 – A). To opcja D.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.18, count: 15 },
    createdAt: '2026-02-05T09:55:00.000Z',
  },
  {
    slug: 'francuski-slownictwo-dom-armoire',
    level: 'PRIMARY',
    description: 'Wybierz słowo, które pasuje do definicji.\n\nC’est un meuble où on range ses vêtements.',
    answers: [
      { label: 'A', answer: 'une armoire', correct: true },
      { label: 'B', answer: 'un lit', correct: false },
      { label: 'C', answer: 'un frigo', correct: false },
      { label: 'D', answer: 'une baignoire', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: tłumaczymy definicję',
        description:
          '„To mebel, w którym trzyma się (chowa) ubrania.” Słowa-klucze: meuble (mebel), ranger (chować, układać), vêtements (ubrania).',
        latex: '',
      },
      {
        title: 'Krok 2: wybieramy przedmiot',
        description:
          'Une armoire to szafa. Un lit – łóżko (mebel, ale do spania), un frigo – lodówka, une baignoire – wanna. Odpowiedź A.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 3.94, count: 11 },
    createdAt: '2026-04-01T12:35:00.000Z',
  },
  {
    slug: 'francuski-zaimek-pytajacy-ou',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\n– _____ habites-tu ?\n– J’habite à Cracovie, près du centre.',
    answers: [
      { label: 'A', answer: 'Quand', correct: false },
      { label: 'B', answer: 'Où', correct: true },
      { label: 'C', answer: 'Comment', correct: false },
      { label: 'D', answer: 'Pourquoi', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: czego dotyczy odpowiedź',
        description: 'Odpowiedź „J’habite à Cracovie” (Mieszkam w Krakowie) podaje miejsce.',
        latex: '',
      },
      {
        title: 'Krok 2: zaimek pytający',
        description:
          'O miejsce pytamy słowem où (gdzie): „Où habites-tu ?” (Gdzie mieszkasz?). Quand – kiedy, comment – jak, pourquoi – dlaczego. Uwaga: où z akcentem znaczy „gdzie”, a ou bez akcentu – „lub”.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-gramatyka', 'francuski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.0, count: 13 },
    createdAt: '2026-05-20T08:15:00.000Z',
  },
];
