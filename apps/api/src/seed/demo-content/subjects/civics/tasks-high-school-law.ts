import type { TDemoTask } from '../../demo-content.types';
import { civicsMaturaAutumn, civicsMaturaSpring } from './exams';

/** Civics tasks for liceum and technikum on law, human rights and the European institutions. */
export const civicsHighSchoolLawTasks: TDemoTask[] = [
  {
    slug: 'wos-zdolnosc-do-czynnosci-prawnych-15-latka',
    level: 'HIGH_SCHOOL',
    description: 'Jaką zdolność do czynności prawnych ma 15-letni uczeń, który nie został ubezwłasnowolniony?',
    answers: [
      { label: 'A', answer: 'nie ma zdolności do czynności prawnych', correct: false },
      { label: 'B', answer: 'ograniczoną zdolność do czynności prawnych', correct: true },
      { label: 'C', answer: 'pełną zdolność do czynności prawnych', correct: false },
      { label: 'D', answer: 'tylko zdolność prawną, bez żadnej zdolności do czynności prawnych', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: przypominamy granice wieku',
        description:
          'Poniżej 13 lat – brak zdolności do czynności prawnych, od 13 do 18 lat – ograniczona, od 18 lat – pełna.',
        latex: '',
      },
      {
        title: 'Krok 2: przypisujemy wiek',
        description:
          '15 lat mieści się w przedziale od 13 do 18 lat, więc uczeń ma ograniczoną zdolność: sam zawrze drobne umowy i rozporządzi zarobkiem, ale na poważniejsze zobowiązania potrzebuje zgody przedstawiciela ustawowego. Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-odpowiedzialnosc-prawna', 'wos-prawo-w-polsce'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaAutumn, points: 1 }],
    rating: { avg: 4.5, count: 29 },
    createdAt: '2025-09-29T09:30:00.000Z',
  },
  {
    slug: 'wos-wiek-odpowiedzialnosci-karnej',
    level: 'HIGH_SCHOOL',
    description:
      'Od ilu lat sprawca przestępstwa ponosi co do zasady odpowiedzialność karną na podstawie Kodeksu karnego? Podaj liczbę lat.',
    answers: [],
    answer: 'Od 17 lat.',
    answerKey: { kind: 'NUMBER', value: '17' },
    steps: [
      {
        title: 'Krok 1: szukamy przepisu',
        description:
          'Art. 10 § 1 Kodeksu karnego: na zasadach w nim określonych odpowiada ten, kto popełnia czyn zabroniony po ukończeniu 17 lat.',
        latex: '',
      },
      {
        title: 'Krok 2: uwzględniamy wyjątek',
        description:
          'Nieletni, który po ukończeniu 15 lat popełnia najcięższe czyny (np. zabójstwo), może wyjątkowo odpowiadać jak dorosły. Zasadą pozostaje jednak 17 lat. Odpowiedź: 17.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-odpowiedzialnosc-prawna'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 23 },
    createdAt: '2025-11-10T11:05:00.000Z',
  },
  {
    slug: 'wos-rzecznik-praw-obywatelskich-powolanie',
    level: 'HIGH_SCHOOL',
    description:
      'Prawda czy fałsz?\n\nRzecznika Praw Obywatelskich powołuje Sejm za zgodą Senatu na pięcioletnią kadencję.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: szukamy przepisu',
        description:
          'Art. 209 ust. 1 Konstytucji RP: Rzecznik Praw Obywatelskich jest powoływany przez Sejm za zgodą Senatu na 5 lat.',
        latex: '',
      },
      {
        title: 'Krok 2: oceniamy zdanie',
        description:
          'Zdanie zgadza się z konstytucją. RPO stoi na straży wolności i praw człowieka i obywatela, jest niezawisły i odpowiada tylko przed Sejmem. Zdanie jest prawdziwe.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-prawa-czlowieka', 'wos-ustroj-rzeczypospolitej'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaSpring, points: 1 }],
    rating: { avg: 4.4, count: 17 },
    createdAt: '2026-01-07T08:15:00.000Z',
  },
  {
    slug: 'wos-europejski-trybunal-praw-czlowieka',
    level: 'HIGH_SCHOOL',
    description:
      'Który organ rozpatruje skargi obywateli na naruszenie przez państwo praw zapisanych w Europejskiej Konwencji Praw Człowieka?',
    answers: [
      { label: 'A', answer: 'Trybunał Sprawiedliwości Unii Europejskiej w Luksemburgu', correct: false },
      { label: 'B', answer: 'Europejski Trybunał Praw Człowieka w Strasburgu', correct: true },
      { label: 'C', answer: 'Międzynarodowy Trybunał Sprawiedliwości w Hadze', correct: false },
      { label: 'D', answer: 'Komisja Europejska w Brukseli', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: ustalamy, czyj to dokument',
        description:
          'Europejską Konwencję Praw Człowieka (1950) przyjęła Rada Europy – organizacja odrębna od Unii Europejskiej.',
        latex: '',
      },
      {
        title: 'Krok 2: wskazujemy organ',
        description:
          'Przy Radzie Europy działa Europejski Trybunał Praw Człowieka w Strasburgu; skargę można wnieść po wyczerpaniu krajowej drogi prawnej. TSUE orzeka o prawie Unii, a MTS w Hadze rozstrzyga spory między państwami. Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-prawa-czlowieka', 'wos-unia-europejska'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaAutumn, points: 1 }],
    rating: { avg: 4.6, count: 35 },
    createdAt: '2026-02-04T12:45:00.000Z',
  },
  {
    slug: 'wos-poslowie-do-parlamentu-europejskiego-z-polski',
    level: 'HIGH_SCHOOL',
    description: 'Ilu posłów do Parlamentu Europejskiego wybiera Polska w kadencji 2024–2029? Podaj liczbę.',
    answers: [],
    answer: 'Polska wybiera 53 posłów.',
    answerKey: { kind: 'NUMBER', value: '53' },
    steps: [
      {
        title: 'Krok 1: przypominamy zasadę podziału miejsc',
        description:
          'Miejsca w Parlamencie Europejskim dzieli się według zasady degresywnej proporcjonalności: większe państwa mają więcej posłów, ale mniej na jednego mieszkańca.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy liczbę',
        description:
          'W kadencji 2024–2029 Parlament liczy 720 posłów, w tym 53 z Polski (wybory odbyły się 9 czerwca 2024 r.). Odpowiedź: 53.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-unia-europejska'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaSpring, points: 1 }],
    rating: { avg: 4.2, count: 16 },
    createdAt: '2026-03-30T10:00:00.000Z',
  },
  {
    slug: 'wos-domniemanie-niewinnosci',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj nazwę zasady z art. 42 ust. 3 Konstytucji RP, zgodnie z którą każdego uważa się za niewinnego, dopóki jego wina nie zostanie stwierdzona prawomocnym wyrokiem sądu.',
    answers: [],
    answer: 'domniemanie niewinności',
    answerKey: { kind: 'TEXT', value: 'domniemanie niewinności' },
    steps: [
      {
        title: 'Krok 1: analizujemy treść zasady',
        description:
          'Zasada dotyczy postępowania karnego: ciężar udowodnienia winy spoczywa na oskarżycielu, a nie na oskarżonym.',
        latex: '',
      },
      {
        title: 'Krok 2: nazywamy zasadę',
        description:
          'To domniemanie niewinności, z którym wiąże się reguła, że niedające się usunąć wątpliwości rozstrzyga się na korzyść oskarżonego. Odpowiedź: domniemanie niewinności.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-odpowiedzialnosc-prawna', 'wos-prawa-czlowieka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 21 },
    createdAt: '2026-05-18T14:30:00.000Z',
  },
  {
    slug: 'wos-dopasuj-generacje-praw-czlowieka',
    level: 'HIGH_SCHOOL',
    description:
      'Dopasuj prawa do ich generacji.\n\n1. wolność słowa\n2. prawo do nauki\n3. prawo do życia w czystym środowisku\n\nX. I generacja – prawa osobiste i polityczne\nY. II generacja – prawa ekonomiczne, socjalne i kulturalne\nZ. III generacja – prawa solidarnościowe',
    answers: [
      { label: 'A', answer: '1 – Y, 2 – X, 3 – Z', correct: false },
      { label: 'B', answer: '1 – X, 2 – Y, 3 – Z', correct: true },
      { label: 'C', answer: '1 – X, 2 – Z, 3 – Y', correct: false },
      { label: 'D', answer: '1 – Z, 2 – Y, 3 – X', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: przypominamy generacje',
        description:
          'I generacja chroni jednostkę przed państwem (wolności), II wymaga od państwa działań (świadczenia), III dotyczy całych społeczności i wymaga współpracy międzynarodowej.',
        latex: '',
      },
      {
        title: 'Krok 2: łączymy pary',
        description:
          'Wolność słowa to prawo polityczne (X), prawo do nauki – kulturalne (Y), prawo do czystego środowiska – solidarnościowe (Z). Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-prawa-czlowieka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 18 },
    createdAt: '2026-07-13T09:40:00.000Z',
  },
  {
    slug: 'wos-sprawa-cywilna-czy-karna',
    level: 'HIGH_SCHOOL',
    description: 'Która z wymienionych spraw zostanie rozpatrzona w postępowaniu cywilnym?',
    answers: [
      { label: 'A', answer: 'kradzież roweru z piwnicy', correct: false },
      { label: 'B', answer: 'spór rodzeństwa o podział spadku po rodzicach', correct: true },
      { label: 'C', answer: 'prowadzenie samochodu w stanie nietrzeźwości', correct: false },
      { label: 'D', answer: 'pobicie przechodnia', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: odróżniamy gałęzie prawa',
        description:
          'Prawo cywilne reguluje stosunki równorzędnych stron (umowy, własność, spadki, odszkodowania). Prawo karne dotyczy czynów zabronionych pod groźbą kary.',
        latex: '',
      },
      {
        title: 'Krok 2: klasyfikujemy sprawy',
        description:
          'Kradzież, jazda w stanie nietrzeźwości i pobicie to przestępstwa – sprawy karne. Podział spadku to sprawa cywilna (spadkowa), rozpatrywana przez sąd cywilny. Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-prawo-w-polsce', 'wos-odpowiedzialnosc-prawna'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaAutumn, points: 1 }],
    rating: { avg: 4.1, count: 12 },
    createdAt: '2026-10-19T11:20:00.000Z',
  },
];
