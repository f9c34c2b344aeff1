import type { TDemoTask } from '../../demo-content.types';

/** Civics tasks for klasa 8 (WOS): the constitution, the authorities, self-government, rights, the EU. */
export const civicsPrimaryTasks: TDemoTask[] = [
  {
    slug: 'wos-liczba-poslow-na-sejm',
    level: 'PRIMARY',
    description: 'Ilu posłów liczy Sejm Rzeczypospolitej Polskiej? Podaj liczbę.',
    answers: [],
    answer: 'Sejm liczy 460 posłów.',
    answerKey: { kind: 'NUMBER', value: '460' },
    steps: [
      {
        title: 'Krok 1: szukamy przepisu',
        description: 'Skład Sejmu określa art. 96 Konstytucji RP: Sejm składa się z 460 posłów.',
        latex: '',
      },
      {
        title: 'Krok 2: porównujemy z Senatem',
        description: 'Senat liczy 100 senatorów (art. 97), więc Zgromadzenie Narodowe ma 560 członków. Odpowiedź: 460.',
        latex: '460 + 100 = 560',
      },
    ],
    conceptSlugs: ['wos-sejm-i-senat', 'wos-konstytucja-rp'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 27 },
    createdAt: '2025-09-11T08:25:00.000Z',
  },
  {
    slug: 'wos-liczba-senatorow',
    level: 'PRIMARY',
    description: 'Ilu senatorów liczy Senat Rzeczypospolitej Polskiej? Podaj liczbę.',
    answers: [],
    answer: 'Senat liczy 100 senatorów.',
    answerKey: { kind: 'NUMBER', value: '100' },
    steps: [
      {
        title: 'Krok 1: przypominamy przepis',
        description: 'Zgodnie z art. 97 Konstytucji RP Senat składa się ze 100 senatorów.',
        latex: '',
      },
      {
        title: 'Krok 2: łączymy z ordynacją',
        description:
          'Senatorów wybiera się w 100 jednomandatowych okręgach – w każdym wygrywa kandydat z największą liczbą głosów. Odpowiedź: 100.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-sejm-i-senat'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 15 },
    createdAt: '2025-10-01T09:45:00.000Z',
  },
  {
    slug: 'wos-kadencja-prezydenta',
    level: 'PRIMARY',
    description: 'Na ile lat wybierany jest Prezydent RP? Podaj liczbę lat.',
    answers: [],
    answer: 'Kadencja prezydenta trwa 5 lat.',
    answerKey: { kind: 'NUMBER', value: '5' },
    steps: [
      {
        title: 'Krok 1: przypominamy przepis',
        description:
          'Art. 127 Konstytucji RP: prezydent jest wybierany przez Naród w wyborach powszechnych na pięcioletnią kadencję.',
        latex: '',
      },
      {
        title: 'Krok 2: porównujemy z parlamentem',
        description:
          'Kadencja prezydenta (5 lat) jest dłuższa niż kadencja Sejmu i Senatu (4 lata), a ponowny wybór możliwy jest tylko raz. Odpowiedź: 5.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-prezydent-rp'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 21 },
    createdAt: '2025-11-05T11:10:00.000Z',
  },
  {
    slug: 'wos-organ-wykonawczy-gminy-wiejskiej',
    level: 'PRIMARY',
    description: 'Kto jest organem wykonawczym w gminie wiejskiej?',
    answers: [
      { label: 'A', answer: 'wójt', correct: true },
      { label: 'B', answer: 'starosta', correct: false },
      { label: 'C', answer: 'wojewoda', correct: false },
      { label: 'D', answer: 'rada gminy', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: odróżniamy organy',
        description:
          'Rada gminy to organ stanowiący i kontrolny. Organem wykonawczym gminy jest wójt (w gminie miejskiej burmistrz, w dużym mieście prezydent miasta).',
        latex: '',
      },
      {
        title: 'Krok 2: eliminujemy pozostałe',
        description:
          'Starosta kieruje zarządem powiatu, a wojewoda to przedstawiciel rządu, nie organ samorządu. Odpowiedź A.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-samorzad-terytorialny'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 24 },
    createdAt: '2025-12-03T10:30:00.000Z',
  },
  {
    slug: 'wos-dopasuj-trojpodzial-wladzy',
    level: 'PRIMARY',
    description:
      'Dopasuj rodzaje władzy do organów, które ją sprawują.\n\n1. władza ustawodawcza\n2. władza wykonawcza\n3. władza sądownicza\n\nX. Sejm i Senat\nY. Prezydent RP i Rada Ministrów\nZ. sądy i trybunały',
    answers: [
      { label: 'A', answer: '1 – Y, 2 – X, 3 – Z', correct: false },
      { label: 'B', answer: '1 – X, 2 – Z, 3 – Y', correct: false },
      { label: 'C', answer: '1 – Z, 2 – Y, 3 – X', correct: false },
      { label: 'D', answer: '1 – X, 2 – Y, 3 – Z', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: przypominamy art. 10 Konstytucji',
        description: 'Ustrój opiera się na podziale i równowadze władzy ustawodawczej, wykonawczej i sądowniczej.',
        latex: '',
      },
      {
        title: 'Krok 2: łączymy pary',
        description:
          'Ustawodawczą sprawują Sejm i Senat (X), wykonawczą – Prezydent RP i Rada Ministrów (Y), sądowniczą – sądy i trybunały (Z). Odpowiedź D.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-ustroj-rzeczypospolitej'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.6, count: 33 },
    createdAt: '2026-01-14T12:00:00.000Z',
  },
  {
    slug: 'wos-wiek-czynnego-prawa-wyborczego',
    level: 'PRIMARY',
    description: 'Od ilu lat obywatel polski ma prawo głosować w wyborach (czynne prawo wyborcze)? Podaj liczbę lat.',
    answers: [],
    answer: 'Od 18 lat (najpóźniej w dniu głosowania).',
    answerKey: { kind: 'NUMBER', value: '18' },
    steps: [
      {
        title: 'Krok 1: odróżniamy prawo czynne i bierne',
        description:
          'Czynne prawo wyborcze to prawo do głosowania, bierne – prawo do kandydowania (np. do Sejmu od 21 lat, do Senatu od 30 lat, na prezydenta od 35 lat).',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy wiek',
        description:
          'Prawo głosowania ma obywatel, który najpóźniej w dniu głosowania kończy 18 lat (art. 62 Konstytucji RP). Odpowiedź: 18.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-prawa-czlowieka', 'wos-konstytucja-rp'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 12 },
    createdAt: '2026-02-23T08:40:00.000Z',
  },
  {
    slug: 'wos-cechy-praw-czlowieka',
    level: 'PRIMARY',
    description:
      'Prawda czy fałsz?\n\nPrawa człowieka są przyrodzone i powszechne, dlatego przysługują każdemu człowiekowi bez względu na jego obywatelstwo.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: przypominamy cechy praw człowieka',
        description:
          'Prawa człowieka wynikają z godności człowieka: są przyrodzone (nie nadaje ich państwo), niezbywalne, nienaruszalne i powszechne.',
        latex: '',
      },
      {
        title: 'Krok 2: oceniamy zdanie',
        description:
          'Powszechność oznacza, że prawa przysługują każdemu, także cudzoziemcowi. Niektóre prawa (np. wyborcze) są prawami obywatela, ale to nie zmienia cech praw człowieka. Zdanie jest prawdziwe.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-prawa-czlowieka'],
    typeSlug: null,
    exams: [],
    rating: null,
    createdAt: '2026-03-16T13:20:00.000Z',
  },
  {
    slug: 'wos-rok-uchwalenia-konstytucji',
    level: 'PRIMARY',
    description: 'Podaj rok uchwalenia obowiązującej Konstytucji Rzeczypospolitej Polskiej.',
    answers: [],
    answer: '1997',
    answerKey: { kind: 'NUMBER', value: '1997' },
    steps: [
      {
        title: 'Krok 1: przypominamy etapy',
        description:
          'Zgromadzenie Narodowe uchwaliło konstytucję 2 kwietnia, naród zatwierdził ją w referendum 25 maja, a weszła w życie 17 października.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy rok',
        description: 'Wszystkie te daty przypadają na rok 1997. Odpowiedź: 1997.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-konstytucja-rp'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.0, count: 9 },
    createdAt: '2026-05-04T09:05:00.000Z',
  },
  {
    slug: 'wos-siedziba-komisji-europejskiej',
    level: 'PRIMARY',
    description: 'Podaj nazwę miasta, w którym ma siedzibę Komisja Europejska.',
    answers: [],
    answer: 'Bruksela',
    answerKey: { kind: 'TEXT', value: 'Bruksela' },
    steps: [
      {
        title: 'Krok 1: przypominamy rolę Komisji',
        description: 'Komisja Europejska to organ wykonawczy UE: proponuje prawo i pilnuje przestrzegania traktatów.',
        latex: '',
      },
      {
        title: 'Krok 2: wskazujemy siedzibę',
        description:
          'Komisja ma siedzibę w Brukseli (Belgia). Parlament Europejski obraduje w Strasburgu i Brukseli, a Trybunał Sprawiedliwości UE działa w Luksemburgu. Odpowiedź: Bruksela.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-unia-europejska'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 18 },
    createdAt: '2026-06-10T10:50:00.000Z',
  },
  {
    slug: 'wos-liczba-panstw-unii-europejskiej',
    level: 'PRIMARY',
    description: 'Ile państw należy do Unii Europejskiej (stan w roku 2026)? Podaj liczbę.',
    answers: [],
    answer: 'Do UE należy 27 państw.',
    answerKey: { kind: 'NUMBER', value: '27' },
    steps: [
      {
        title: 'Krok 1: przypominamy rozszerzenia',
        description:
          'Po rozszerzeniach w 2004 r. (10 państw, w tym Polska), 2007 r. (Bułgaria, Rumunia) i 2013 r. (Chorwacja) Unia liczyła 28 członków.',
        latex: '',
      },
      {
        title: 'Krok 2: uwzględniamy brexit',
        description: 'Wielka Brytania opuściła UE 31 stycznia 2020 r. Odpowiedź: 27.',
        latex: '28 - 1 = 27',
      },
    ],
    conceptSlugs: ['wos-unia-europejska'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 20 },
    createdAt: '2026-09-21T14:15:00.000Z',
  },
];
