import type { TDemoTask } from '../../demo-content.types';

/** History tasks for klasy 4–8: chronology, sources, the Piasts, partitions, independence, the 20th century. */
export const historyPrimaryTasks: TDemoTask[] = [
  {
    slug: 'historia-wiek-chrztu-polski',
    level: 'PRIMARY',
    description:
      'Chrzest Polski odbył się w 966 roku. W którym wieku miało miejsce to wydarzenie? Podaj numer wieku cyframi arabskimi.',
    answers: [],
    answer: 'X wiek, czyli 10',
    answerKey: { kind: 'NUMBER', value: '10' },
    steps: [
      {
        title: 'Krok 1: stosujemy regułę',
        description:
          'Rok 966 nie kończy się na „00”, więc odrzucamy dwie ostatnie cyfry i do otrzymanej liczby setek dodajemy 1.',
        latex: '9 + 1 = 10',
      },
      {
        title: 'Krok 2: zapisujemy wynik',
        description:
          'Rok 966 należy do X wieku (lata 901–1000), a dokładniej do jego drugiej połowy. Odpowiedź: 10 (X wiek).',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-chronologia', 'historia-chrzest-polski'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 31 },
    createdAt: '2025-09-08T08:10:00.000Z',
    hint: 'Rok 901 to już X wiek.',
  },
  {
    slug: 'historia-lata-od-chrztu-do-grunwaldu',
    level: 'PRIMARY',
    description: 'Ile lat minęło od chrztu Polski (966) do bitwy pod Grunwaldem (1410)? Podaj liczbę lat.',
    answers: [],
    answer: 'Minęły 444 lata.',
    answerKey: { kind: 'NUMBER', value: '444' },
    steps: [
      {
        title: 'Krok 1: sprawdzamy erę',
        description: 'Obie daty są naszej ery, więc wystarczy odjąć wcześniejszą datę od późniejszej.',
        latex: '',
      },
      {
        title: 'Krok 2: odejmujemy',
        description: 'Od 966 do 1410 roku upłynęły 444 lata.',
        latex: '1410 - 966 = 444',
      },
    ],
    conceptSlugs: ['historia-chronologia'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 14 },
    createdAt: '2025-10-06T10:00:00.000Z',
  },
  {
    slug: 'historia-rok-bitwy-pod-grunwaldem',
    level: 'PRIMARY',
    description:
      'Podaj rok, w którym wojska polsko-litewskie pod wodzą Władysława Jagiełły pokonały Krzyżaków pod Grunwaldem.',
    answers: [],
    answer: '1410',
    answerKey: { kind: 'NUMBER', value: '1410' },
    steps: [
      {
        title: 'Krok 1: umieszczamy wydarzenie w kontekście',
        description:
          'Bitwa była częścią wielkiej wojny z zakonem krzyżackim (1409–1411), prowadzonej po unii polsko-litewskiej w Krewie (1385).',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy datę',
        description:
          'Bitwa pod Grunwaldem rozegrała się 15 lipca 1410 roku. Mimo zwycięstwa pokój toruński (1411) przyniósł Polsce niewielkie zdobycze. Odpowiedź: 1410.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-dzieje-polski', 'historia-chronologia'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.6, count: 40 },
    createdAt: '2025-11-03T12:30:00.000Z',
  },
  {
    slug: 'historia-pierwszy-historyczny-wladca-polski',
    level: 'PRIMARY',
    description: 'Podaj imię pierwszego historycznego władcy Polski z dynastii Piastów, który przyjął chrzest.',
    answers: [],
    answer: 'Mieszko (Mieszko I)',
    answerKey: { kind: 'TEXT', value: 'Mieszko' },
    steps: [
      {
        title: 'Krok 1: odróżniamy legendę od historii',
        description:
          'Piast, Siemowit, Lestek i Siemomysł znani są z przekazu Galla Anonima, ale ich panowanie nie jest potwierdzone innymi źródłami.',
        latex: '',
      },
      {
        title: 'Krok 2: wskazujemy władcę',
        description:
          'Pierwszy władca potwierdzony w źródłach (m.in. w relacji Ibrahima ibn Jakuba) to Mieszko I, który przyjął chrzest w 966 roku. Odpowiedź: Mieszko.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-chrzest-polski', 'historia-zrodla-historyczne'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 22 },
    createdAt: '2025-12-01T09:15:00.000Z',
  },
  {
    slug: 'historia-pismo-starozytnych-egipcjan',
    level: 'PRIMARY',
    description:
      'Podaj nazwę pisma obrazkowego starożytnych Egipcjan, odczytanego w XIX wieku przez Jeana-François Champolliona dzięki kamieniowi z Rosetty.',
    answers: [],
    answer: 'hieroglify',
    answerKey: { kind: 'TEXT', value: 'hieroglify' },
    steps: [
      {
        title: 'Krok 1: przypominamy źródło',
        description:
          'Kamień z Rosetty zawiera ten sam tekst zapisany trzema pismami, w tym po grecku. Znajomość greki pozwoliła porównać teksty.',
        latex: '',
      },
      {
        title: 'Krok 2: nazywamy pismo',
        description:
          'Egipskie pismo złożone ze znaków-obrazków to hieroglify. Champollion odczytał je w 1822 roku. Odpowiedź: hieroglify.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-powszechna', 'historia-zrodla-historyczne'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 19 },
    createdAt: '2026-01-19T11:40:00.000Z',
  },
  {
    slug: 'historia-zrodlo-pisane',
    level: 'PRIMARY',
    description: 'Które z wymienionych źródeł historycznych jest źródłem pisanym?',
    answers: [
      { label: 'A', answer: 'miecz z grobu wojownika', correct: false },
      { label: 'B', answer: 'gliniane naczynie z grodu w Biskupinie', correct: false },
      { label: 'C', answer: '„Kronika polska” Galla Anonima', correct: true },
      { label: 'D', answer: 'wały obronne grodu', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: przypominamy podział',
        description:
          'Źródła pisane zawierają tekst (kroniki, dokumenty, listy), a materialne to przedmioty i budowle wytworzone przez ludzi.',
        latex: '',
      },
      {
        title: 'Krok 2: klasyfikujemy źródła',
        description:
          'Miecz, naczynie i wały to źródła materialne. Kronika Galla Anonima, spisana na początku XII wieku, to źródło pisane. Odpowiedź C.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-zrodla-historyczne'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.0, count: 10 },
    createdAt: '2026-02-09T08:50:00.000Z',
  },
  {
    slug: 'historia-dopasuj-daty-rozbiorow',
    level: 'PRIMARY',
    description:
      'Dopasuj rozbiory Polski do ich dat.\n\n1. I rozbiór\n2. II rozbiór\n3. III rozbiór\n\nX. 1795\nY. 1772\nZ. 1793',
    answers: [
      { label: 'A', answer: '1 – Y, 2 – Z, 3 – X', correct: true },
      { label: 'B', answer: '1 – X, 2 – Y, 3 – Z', correct: false },
      { label: 'C', answer: '1 – Y, 2 – X, 3 – Z', correct: false },
      { label: 'D', answer: '1 – Z, 2 – Y, 3 – X', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: porządkujemy daty',
        description: 'Daty ustawione rosnąco: 1772, 1793, 1795. Kolejne rozbiory następowały w tej kolejności.',
        latex: '',
      },
      {
        title: 'Krok 2: łączymy pary',
        description: 'I rozbiór – 1772 (Y), II rozbiór – 1793 (Z), III rozbiór – 1795 (X). Odpowiedź A.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-rozbiory-polski', 'historia-chronologia'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 26 },
    createdAt: '2026-03-23T13:05:00.000Z',
  },
  {
    slug: 'historia-dzien-odzyskania-niepodleglosci',
    level: 'PRIMARY',
    description:
      'Którego dnia listopada 1918 roku Rada Regencyjna przekazała Józefowi Piłsudskiemu naczelne dowództwo nad wojskiem? Podaj dzień (liczbę).',
    answers: [],
    answer: '11 listopada 1918 r.',
    answerKey: { kind: 'NUMBER', value: '11' },
    steps: [
      {
        title: 'Krok 1: przypominamy sytuację',
        description:
          'Piłsudski wrócił z internowania w Magdeburgu do Warszawy 10 listopada 1918 r. Państwa zaborcze przegrywały wojnę.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy datę',
        description:
          'Następnego dnia, 11 listopada, Rada Regencyjna przekazała mu władzę wojskową; tego dnia podpisano też rozejm w Compiègne. To dziś Narodowe Święto Niepodległości. Odpowiedź: 11.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-odzyskanie-niepodleglosci'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.7, count: 37 },
    createdAt: '2026-05-11T10:20:00.000Z',
  },
  {
    slug: 'historia-bezposrednia-przyczyna-i-wojny-swiatowej',
    level: 'PRIMARY',
    description: 'Które wydarzenie było bezpośrednią przyczyną (pretekstem) wybuchu I wojny światowej?',
    answers: [
      { label: 'A', answer: 'zamach na arcyksięcia Franciszka Ferdynanda w Sarajewie', correct: true },
      { label: 'B', answer: 'zatopienie statku Lusitania', correct: false },
      { label: 'C', answer: 'rewolucja lutowa w Rosji', correct: false },
      { label: 'D', answer: 'podpisanie traktatu wersalskiego', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: odróżniamy przyczyny',
        description:
          'Przyczyny długofalowe to rywalizacja mocarstw i podział na bloki. Bezpośrednia przyczyna to wydarzenie, które uruchomiło wojnę.',
        latex: '',
      },
      {
        title: 'Krok 2: porządkujemy w czasie',
        description:
          'Zamach w Sarajewie (28 czerwca 1914 r.) doprowadził do wypowiedzenia wojny Serbii przez Austro-Węgry. Pozostałe wydarzenia nastąpiły później (1915, 1917, 1919). Odpowiedź A.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-przyczyny-i-skutki', 'historia-powszechna'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 29 },
    createdAt: '2026-06-15T07:45:00.000Z',
  },
];
