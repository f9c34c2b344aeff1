import type { TDemoTask } from '../../demo-content.types';
import { germanExamSlugs } from './exams';

/** Reactions, reading and vocabulary tasks for szkoła podstawowa and the eighth-grade exam, all original. */
export const germanPrimarySkillsTasks: TDemoTask[] = [
  {
    slug: 'niemiecki-reakcja-na-podziekowanie',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą reakcję na podaną wypowiedź.\n\nPomagasz koleżance nieść ciężką torbę. Koleżanka mówi: „Danke für deine Hilfe!”',
    answers: [
      { label: 'A', answer: 'Guten Appetit!', correct: false },
      { label: 'B', answer: 'Gern geschehen!', correct: true },
      { label: 'C', answer: 'Gute Besserung!', correct: false },
      { label: 'D', answer: 'Das tut mir leid.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: funkcja wypowiedzi',
        description:
          '„Danke für deine Hilfe!” znaczy „Dziękuję za pomoc!”. Oczekiwana jest odpowiedź na podziękowanie.',
        latex: '',
      },
      {
        title: 'Krok 2: wybieramy zwrot',
        description:
          '„Gern geschehen!” (Nie ma za co!) to typowa odpowiedź na podziękowanie, podobnie jak „Bitte!”. „Guten Appetit!” mówimy przed jedzeniem, „Gute Besserung!” – choremu, a „Das tut mir leid” wyraża żal lub przeprosiny.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.66, count: 34 },
    createdAt: '2025-09-16T12:20:00.000Z',
  },
  {
    slug: 'niemiecki-reakcja-pytanie-o-cene',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą reakcję.\n\nW sklepie odzieżowym podoba ci się koszulka, ale nie widać na niej ceny. Chcesz zapytać sprzedawcę o cenę. Co powiesz?',
    answers: [
      { label: 'A', answer: 'Wie spät ist es?', correct: false },
      { label: 'B', answer: 'Wo ist die Kasse?', correct: false },
      { label: 'C', answer: 'Haben Sie das T-Shirt in Blau?', correct: false },
      { label: 'D', answer: 'Entschuldigung, was kostet das T-Shirt?', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: czego szukamy',
        description: 'Potrzebne jest pytanie o cenę. Po niemiecku pytamy: „Was kostet…?” lub „Wie viel kostet…?”.',
        latex: '',
      },
      {
        title: 'Krok 2: analiza opcji',
        description:
          'D znaczy: „Przepraszam, ile kosztuje ta koszulka?” – to właściwa reakcja. A pyta o godzinę, B – gdzie jest kasa, C – czy jest koszulka w kolorze niebieskim.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.35, count: 22 },
    createdAt: '2025-10-23T08:40:00.000Z',
  },
  {
    slug: 'niemiecki-richtig-falsch-geburtstag-leny',
    level: 'PRIMARY',
    description:
      'Przeczytaj tekst. Oceń, czy podane zdanie jest zgodne z treścią tekstu (Prawda), czy nie (Fałsz).\n\nHallo Jonas, am Samstag feiere ich meinen 14. Geburtstag. Die Party beginnt um 16 Uhr bei mir zu Hause. Meine Mutter backt einen Schokoladenkuchen und wir grillen im Garten. Wenn es regnet, spielen wir im Keller Tischtennis. Bring bitte keine Geschenke mit, ich möchte nur mit euch feiern! Deine Lena (tekst autorski)\n\nZdanie: Lena wünscht sich von Jonas ein Geschenk.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: false },
      { label: 'B', answer: 'Fałsz', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: szukamy fragmentu o prezentach',
        description:
          'W tekście czytamy: „Bring bitte keine Geschenke mit, ich möchte nur mit euch feiern!” – „Proszę, nie przynoś prezentów, chcę tylko świętować z wami!”.',
        latex: '',
      },
      {
        title: 'Krok 2: porównujemy',
        description:
          'Zdanie do oceny mówi, że Lena życzy sobie od Jonasa prezentu. Przeczenie keine w tekście mówi coś przeciwnego, więc zdanie jest fałszywe.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-rozumienie-tekstu-czytanego', 'niemiecki-umiejetnosci-egzaminacyjne'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.52, count: 31 },
    createdAt: '2025-11-26T15:35:00.000Z',
  },
  {
    slug: 'niemiecki-dopasowanie-pytan-do-odpowiedzi',
    level: 'PRIMARY',
    description:
      'Dopasuj pytania 1–3 do odpowiedzi A–C.\n\n1. Wie alt bist du?\n2. Woher kommst du?\n3. Wann beginnt der Film?\n\nA. Um acht Uhr.\nB. Aus Polen.\nC. Ich bin vierzehn.',
    answers: [
      { label: 'A', answer: '1 – C, 2 – A, 3 – B', correct: false },
      { label: 'B', answer: '1 – C, 2 – B, 3 – A', correct: true },
      { label: 'C', answer: '1 – B, 2 – C, 3 – A', correct: false },
      { label: 'D', answer: '1 – A, 2 – B, 3 – C', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: zaimki pytające',
        description: 'Wie alt? – ile lat? (wiek), woher? – skąd? (pochodzenie), wann? – kiedy? (czas).',
        latex: '',
      },
      {
        title: 'Krok 2: łączymy pary',
        description:
          '1 – C („Ich bin vierzehn” – mam czternaście lat), 2 – B („Aus Polen” – z Polski), 3 – A („Um acht Uhr” – o ósmej). Odpowiedź B: 1 – C, 2 – B, 3 – A.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-reakcje-jezykowe', 'niemiecki-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.12, count: 15 },
    createdAt: '2026-01-19T10:10:00.000Z',
  },
  {
    slug: 'niemiecki-slownictwo-rodzina-grossvater',
    level: 'PRIMARY',
    description: 'Wybierz właściwą odpowiedź.\n\nDer Vater meiner Mutter ist mein _____ .',
    answers: [
      { label: 'A', answer: 'Onkel', correct: false },
      { label: 'B', answer: 'Enkel', correct: false },
      { label: 'C', answer: 'Großvater', correct: true },
      { label: 'D', answer: 'Cousin', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: tłumaczymy zdanie',
        description: '„Ojciec mojej matki jest moim…” – chodzi o dziadka.',
        latex: '',
      },
      {
        title: 'Krok 2: nazwy członków rodziny',
        description:
          'Der Großvater (potocznie der Opa) to dziadek. Der Onkel – wujek, der Enkel – wnuk, der Cousin – kuzyn. Odpowiedź C.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 3.9, count: 10 },
    createdAt: '2026-03-16T13:30:00.000Z',
  },
  {
    slug: 'niemiecki-dopasowanie-czasownikow-rozdzielnych',
    level: 'PRIMARY',
    description:
      'Dopasuj czasowniki rozdzielnie złożone 1–3 do ich polskich znaczeń A–C.\n\n1. anrufen\n2. aufstehen\n3. einkaufen\n\nA. robić zakupy\nB. dzwonić do kogoś\nC. wstawać',
    answers: [
      { label: 'A', answer: '1 – B, 2 – C, 3 – A', correct: true },
      { label: 'B', answer: '1 – C, 2 – B, 3 – A', correct: false },
      { label: 'C', answer: '1 – B, 2 – A, 3 – C', correct: false },
      { label: 'D', answer: '1 – A, 2 – C, 3 – B', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: znaczenia',
        description:
          'Anrufen – dzwonić („Ich rufe dich morgen an”), aufstehen – wstawać („Ich stehe um sechs Uhr auf”), einkaufen – robić zakupy („Wir kaufen im Supermarkt ein”).',
        latex: '',
      },
      {
        title: 'Krok 2: pary i uwaga o szyku',
        description:
          '1 – B, 2 – C, 3 – A. W zdaniu w czasie Präsens przedrostek takich czasowników odrywa się i stoi na końcu zdania, co widać w przykładach.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-slownictwo', 'niemiecki-szyk-zdania'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.02, count: 12 },
    createdAt: '2026-05-06T11:55:00.000Z',
  },
];
