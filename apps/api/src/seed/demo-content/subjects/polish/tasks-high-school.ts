import type { TDemoTask } from '../../demo-content.types';
import { polishMaturaAdvanced, polishMaturaBasic } from './exams';

/** Polish tasks for liceum and technikum (matura reading list, epochs, theory); public-domain quotes only. */
export const polishHighSchoolTasks: TDemoTask[] = [
  {
    slug: 'polski-romantycznosc-czucie-i-wiara',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj fragment.\n\n„Czucie i wiara silniej mówi do mnie\nNiż mędrca szkiełko i oko.”\n(Adam Mickiewicz, „Romantyczność”, domena publiczna)\n\nKtóre stwierdzenie najtrafniej opisuje postawę wyrażoną w tych wersach?',
    answers: [
      { label: 'A', answer: 'Prawdę o świecie poznaje się wyłącznie przez doświadczenie i naukę.', correct: false },
      { label: 'B', answer: 'Uczucie i intuicja prowadzą do prawd niedostępnych rozumowi.', correct: true },
      { label: 'C', answer: 'Wiara ludu jest zabobonem, który trzeba wyśmiać.', correct: false },
      { label: 'D', answer: 'Mędrzec i lud mają jednakowo rację.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: rozpoznajemy symbole',
        description:
          '„Szkiełko i oko” to narzędzia badacza (soczewka, obserwacja) – symbol racjonalizmu oświecenia. „Czucie i wiara” to uczucie i intuicja ludu.',
        latex: '',
      },
      {
        title: 'Krok 2: ustalamy stanowisko osoby mówiącej',
        description:
          'Narrator staje po stronie Karusi i ludu: uczucie „silniej mówi” niż rozum. To program romantyków, którzy cenili poznanie pozarozumowe. Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-romantyzm', 'polski-ballada'],
    typeSlug: null,
    exams: [{ slug: polishMaturaBasic, points: 1 }],
    rating: { avg: 4.8, count: 52 },
    createdAt: '2025-09-10T07:30:00.000Z',
  },
  {
    slug: 'polski-rok-poczatku-romantyzmu',
    level: 'HIGH_SCHOOL',
    description:
      'W którym roku ukazał się pierwszy tom „Poezji” Adama Mickiewicza z „Balladami i romansami”, uznawany za początek romantyzmu w Polsce? Podaj rok.',
    answers: [],
    answer: '1822',
    answerKey: { kind: 'NUMBER', value: '1822' },
    steps: [
      {
        title: 'Krok 1: łączymy wydarzenie z epoką',
        description:
          'Tom zawierał m.in. „Romantyczność”, programową balladę nowej epoki, oraz przedmowę „O poezji romantycznej”. Wydano go w Wilnie.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy datę',
        description:
          'Pierwszy tom „Poezji” ukazał się w 1822 roku i ta data otwiera polski romantyzm. Odpowiedź: 1822.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-romantyzm'],
    typeSlug: null,
    exams: [{ slug: polishMaturaBasic, points: 1 }],
    rating: { avg: 4.3, count: 25 },
    createdAt: '2025-10-14T11:45:00.000Z',
  },
  {
    slug: 'polski-bogurodzica-adresat-pierwszej-strofy',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj początek pieśni.\n\n„Bogurodzica dziewica, Bogiem sławiena Maryja,\nU twego syna Gospodzina matko zwolena, Maryja!\nZyszczy nam, spuści nam.”\n(„Bogurodzica”, autor nieznany, domena publiczna)\n\nDo kogo zwraca się osoba mówiąca w pierwszej strofie?',
    answers: [
      { label: 'A', answer: 'do Jezusa Chrystusa', correct: false },
      { label: 'B', answer: 'do świętego Jana Chrzciciela', correct: false },
      { label: 'C', answer: 'do Maryi', correct: true },
      { label: 'D', answer: 'do rycerzy idących do boju', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: szukamy apostrofy',
        description: 'Wołacz „Maryja” i zwrot „matko zwolena” (wybrana) wskazują adresatkę: Matkę Bożą.',
        latex: '',
      },
      {
        title: 'Krok 2: odczytujemy prośbę',
        description:
          'Wierni proszą Maryję, by wyjednała („zyszczy”) i zesłała („spuści”) im łaskę u swego Syna. W drugiej strofie prośba kierowana jest do Chrystusa za pośrednictwem Jana Chrzciciela (deesis). Odpowiedź C.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-rodzaje-i-gatunki-literackie', 'polski-srodki-stylistyczne'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 17 },
    createdAt: '2025-11-25T09:05:00.000Z',
  },
  {
    slug: 'polski-lalka-rok-poczatku-akcji',
    level: 'HIGH_SCHOOL',
    description:
      'Powieść Bolesława Prusa zaczyna się od słów: „W początkach roku 1878, kiedy świat polityczny zajmował się pokojem san-stefańskim…” („Lalka”, domena publiczna).\n\nPodaj nazwisko głównego bohatera „Lalki”, kupca zakochanego w Izabeli Łęckiej.',
    answers: [],
    answer: 'Wokulski',
    answerKey: { kind: 'TEXT', value: 'Wokulski' },
    steps: [
      {
        title: 'Krok 1: przypominamy bohaterów',
        description:
          'Głównym bohaterem jest Stanisław Wokulski, a jego sklep prowadzi stary subiekt Ignacy Rzecki, autor „Pamiętnika starego subiekta”.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy nazwisko',
        description:
          'Wokulski to człowiek „na przełomie” – łączy romantyczne uczucie do Izabeli z pozytywistyczną pracowitością. Odpowiedź: Wokulski.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-rodzaje-i-gatunki-literackie'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 21 },
    createdAt: '2026-01-13T14:00:00.000Z',
  },
  {
    slug: 'polski-wesele-chocholi-taniec',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj nazwę postaci fantastycznej z „Wesela” Stanisława Wyspiańskiego, która w finale dramatu gra na skrzypkach i wprowadza weselników w bezwolny taniec.',
    answers: [],
    answer: 'Chochoł',
    answerKey: { kind: 'TEXT', value: 'Chochoł' },
    steps: [
      {
        title: 'Krok 1: przypominamy zakończenie',
        description:
          'Jasiek, który miał złotym rogiem dać hasło do czynu, gubi róg. Zamiast powstania następuje marazm.',
        latex: '',
      },
      {
        title: 'Krok 2: nazywamy postać i symbol',
        description:
          'Chochoł, czyli słomiane okrycie krzewu róży, gra weselnikom, którzy tańczą jak uśpieni. Chocholi taniec symbolizuje niemoc i uśpienie społeczeństwa. Odpowiedź: Chochoł.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-rodzaje-i-gatunki-literackie'],
    typeSlug: null,
    exams: [{ slug: polishMaturaBasic, points: 1 }],
    rating: { avg: 4.6, count: 38 },
    createdAt: '2026-02-24T08:35:00.000Z',
  },
  {
    slug: 'polski-przedwiosnie-szklane-domy',
    level: 'HIGH_SCHOOL',
    description: 'Która postać „Przedwiośnia” Stefana Żeromskiego opowiada Cezaremu Baryce o „szklanych domach”?',
    answers: [
      { label: 'A', answer: 'Seweryn Baryka', correct: true },
      { label: 'B', answer: 'Szymon Gajowiec', correct: false },
      { label: 'C', answer: 'Hipolit Wielosławski', correct: false },
      { label: 'D', answer: 'Antoni Lulek', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: umiejscawiamy motyw',
        description:
          'Opowieść o szklanych domach pada w drodze z Baku do Polski, gdy ojciec chce przekonać syna do wyjazdu do odrodzonej ojczyzny.',
        latex: '',
      },
      {
        title: 'Krok 2: wskazujemy postać i sens',
        description:
          'Opowiada ją Seweryn Baryka, ojciec Cezarego. Szklane domy to utopijna wizja nowoczesnej, sprawiedliwej Polski, skonfrontowana później z rzeczywistością. Odpowiedź A.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-rodzaje-i-gatunki-literackie'],
    typeSlug: null,
    exams: [{ slug: polishMaturaBasic, points: 1 }],
    rating: { avg: 4.5, count: 29 },
    createdAt: '2026-03-30T10:50:00.000Z',
  },
  {
    slug: 'polski-widzenie-ksiedza-piotra-mesjanizm',
    level: 'HIGH_SCHOOL',
    description:
      'Prawda czy fałsz?\n\nW „Widzeniu księdza Piotra” z III części „Dziadów” Adama Mickiewicza cierpienie Polski przedstawiono na wzór męki Chrystusa.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: przypominamy treść widzenia',
        description:
          'Ksiądz Piotr widzi Polskę sądzoną przez zaborców jak Chrystus przez Piłata, ukrzyżowaną i zmartwychwstającą; zapowiada też wybawcę „czterdzieści i cztery”.',
        latex: '',
      },
      {
        title: 'Krok 2: nazywamy ideę',
        description:
          'To mesjanizm: Polska jako „Chrystus narodów”, której cierpienie ma sens zbawczy dla innych ludów. Zdanie jest prawdziwe.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-romantyzm'],
    typeSlug: null,
    exams: [{ slug: polishMaturaBasic, points: 1 }],
    rating: { avg: 4.7, count: 44 },
    createdAt: '2026-04-15T07:20:00.000Z',
  },
  {
    slug: 'polski-liczba-wersow-sonetu',
    level: 'HIGH_SCHOOL',
    description:
      '„Stepy akermańskie” Adama Mickiewicza otwierają cykl „Sonetów krymskich”. Ile wersów ma klasyczny sonet? Podaj liczbę.',
    answers: [],
    answer: 'Sonet ma 14 wersów.',
    answerKey: { kind: 'NUMBER', value: '14' },
    steps: [
      {
        title: 'Krok 1: przypominamy budowę sonetu',
        description:
          'Sonet składa się z dwóch zwrotek czterowersowych (tetrastychów) i dwóch trzywersowych (tercyn). Tetrastychy zwykle opisują, a tercyny refleksyjnie komentują.',
        latex: '',
      },
      {
        title: 'Krok 2: liczymy wersy',
        description: 'Dwa razy po 4 i dwa razy po 3 wersy dają razem 14 wersów.',
        latex: '2 \\cdot 4 + 2 \\cdot 3 = 14',
      },
    ],
    conceptSlugs: ['polski-rodzaje-i-gatunki-literackie', 'polski-romantyzm'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.0, count: 13 },
    createdAt: '2026-06-09T13:10:00.000Z',
  },
  {
    slug: 'polski-kordian-monolog-na-mont-blanc',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj wers.\n\n„Jam jest posąg człowieka na posągu świata.”\n(Juliusz Słowacki, „Kordian”, domena publiczna)\n\nGdzie Kordian wygłasza monolog, z którego pochodzi ten wers?',
    answers: [
      { label: 'A', answer: 'w ogrodzie w Londynie', correct: false },
      { label: 'B', answer: 'na szczycie Mont Blanc', correct: true },
      { label: 'C', answer: 'w podziemiach katedry św. Jana', correct: false },
      { label: 'D', answer: 'w szpitalu wariatów', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: łączymy wers z przemianą bohatera',
        description:
          'Po rozczarowaniu podróżą po Europie (Londyn, Włochy, Watykan) Kordian staje na szczycie góry, ponad światem – stąd obraz „posągu na posągu świata”.',
        latex: '',
      },
      {
        title: 'Krok 2: wskazujemy miejsce',
        description:
          'To monolog na szczycie Mont Blanc (akt II), w którym Kordian odnajduje cel: walkę o wolność narodów („Winkelried”). Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-romantyzm', 'polski-srodki-stylistyczne'],
    typeSlug: null,
    exams: [{ slug: polishMaturaAdvanced, points: 1 }],
    rating: { avg: 4.4, count: 15 },
    createdAt: '2026-07-22T09:45:00.000Z',
  },
  {
    slug: 'polski-wielka-improwizacja-prometeizm',
    level: 'HIGH_SCHOOL',
    description:
      'W „Wielkiej Improwizacji” (Adam Mickiewicz, „Dziady” cz. III) Konrad w imię cierpiącego narodu buntuje się przeciw Bogu i żąda „rządu dusz”. Podaj jednym słowem nazwę tej postawy, pochodzącą od imienia mitologicznego tytana.',
    answers: [],
    answer: 'prometeizm',
    answerKey: { kind: 'TEXT', value: 'prometeizm' },
    steps: [
      {
        title: 'Krok 1: przypominamy mit',
        description:
          'Prometeusz wykradł bogom ogień dla ludzi i został za to ukarany. Jest symbolem buntu przeciw bogom w imię dobra ludzkości.',
        latex: '',
      },
      {
        title: 'Krok 2: porównujemy z Konradem',
        description:
          'Konrad, jak Prometeusz, występuje przeciw Bogu z miłości do narodu („Ja kocham cały naród!”). Taka postawa to prometeizm, który w „Dziadach” zderza się z mesjanizmem księdza Piotra. Odpowiedź: prometeizm.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-romantyzm'],
    typeSlug: null,
    exams: [{ slug: polishMaturaAdvanced, points: 2 }],
    rating: { avg: 4.9, count: 47 },
    createdAt: '2026-09-03T11:30:00.000Z',
  },
  {
    slug: 'polski-metafora-czy-porownanie',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj wers.\n\n„Wóz nurza się w zieleni i jak łódka brodzi”\n(Adam Mickiewicz, „Stepy akermańskie”, domena publiczna)\n\nKtóry zestaw poprawnie nazywa środki stylistyczne w tym wersie?',
    answers: [
      { label: 'A', answer: '„nurza się w zieleni” – porównanie, „jak łódka brodzi” – metafora', correct: false },
      { label: 'B', answer: '„nurza się w zieleni” – metafora, „jak łódka brodzi” – porównanie', correct: true },
      { label: 'C', answer: 'oba wyrażenia to epitety', correct: false },
      { label: 'D', answer: 'oba wyrażenia to apostrofy', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: badamy pierwsze wyrażenie',
        description:
          'Wóz nie może dosłownie „nurzać się” w trawie jak w wodzie – to przenośnia bez spójnika porównawczego, czyli metafora.',
        latex: '',
      },
      {
        title: 'Krok 2: badamy drugie wyrażenie',
        description:
          'Wyrażenie „jak łódka brodzi” zawiera spójnik „jak” i jawnie zestawia wóz z łódką – to porównanie. Oba środki budują obraz stepu jako morza. Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-metafora', 'polski-srodki-stylistyczne'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 24 },
    createdAt: '2026-10-06T15:00:00.000Z',
  },
];
