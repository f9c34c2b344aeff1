import type { TDemoTask } from '../../demo-content.types';
import { closedTask, openTask, trueFalseTask } from '../task-builders';
import { biologyMaturaDecember, biologyMaturaMarch } from './exams';

/** Liceum biology tasks: energy in the cell, evolution and human physiology (matura and classroom). */
export const biologyCellTasks: TDemoTask[] = [
  openTask(
    {
      slug: 'biologia-etap-oddychania-w-cytozolu',
      level: 'HIGH_SCHOOL',
      description: 'Podaj nazwę etapu oddychania komórkowego, który zachodzi w cytozolu, a nie w mitochondrium.',
      steps: [
        [
          'Krok 1: etapy oddychania tlenowego',
          'Oddychanie tlenowe to glikoliza, reakcja pomostowa, cykl Krebsa i łańcuch oddechowy.',
        ],
        [
          'Krok 2: lokalizacja',
          'Reakcja pomostowa i cykl Krebsa zachodzą w macierzy mitochondrium, łańcuch oddechowy – w jego wewnętrznej błonie. W cytozolu zachodzi glikoliza: rozkład glukozy do dwóch cząsteczek pirogronianu.',
        ],
      ],
      conceptSlugs: ['biologia-oddychanie-komorkowe'],
      exams: [{ slug: biologyMaturaDecember, points: 1 }],
      rating: { avg: 4.4, count: 26 },
      createdAt: '2025-09-29T09:20:00.000Z',
    },
    'W cytozolu zachodzi glikoliza.',
    { kind: 'TEXT', value: 'glikoliza' },
  ),
  closedTask(
    {
      slug: 'biologia-miejsce-cyklu-krebsa',
      level: 'HIGH_SCHOOL',
      description: 'Gdzie w komórce eukariotycznej zachodzi cykl Krebsa? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: co wchodzi do cyklu',
          'Pirogronian z glikolizy trafia do mitochondrium i w reakcji pomostowej przechodzi w acetylo-CoA.',
        ],
        [
          'Krok 2: miejsce cyklu',
          'Enzymy cyklu Krebsa są rozpuszczone w macierzy mitochondrium. Na wewnętrznej błonie leży łańcuch oddechowy, a stroma należy do chloroplastu (tam zachodzi cykl Calvina).',
        ],
      ],
      conceptSlugs: ['biologia-oddychanie-komorkowe', 'biologia-cytologia'],
      exams: [{ slug: biologyMaturaMarch, points: 1 }],
      rating: { avg: 4.3, count: 23 },
      createdAt: '2025-10-27T12:30:00.000Z',
    },
    ['w cytozolu', 'w macierzy mitochondrium', 'w stromie chloroplastu', 'w wewnętrznej błonie mitochondrium'],
    1,
  ),
  trueFalseTask(
    {
      slug: 'biologia-pochodzenie-tlenu-z-fotosyntezy',
      level: 'HIGH_SCHOOL',
      description: 'Prawda czy fałsz?\n\nTlen wydzielany przez rośliny w fotosyntezie pochodzi z cząsteczek wody.',
      steps: [
        [
          'Krok 1: faza zależna od światła',
          'W tylakoidach fotosystem II odbiera elektrony z wody; woda rozkłada się na protony, elektrony i tlen (fotoliza wody).',
          String.raw`2\,\mathrm{H_2O} \rightarrow 4\,\mathrm{H^+} + 4\,e^- + \mathrm{O_2}`,
        ],
        [
          'Krok 2: dowód doświadczalny',
          'Gdy roślinie poda się wodę znakowaną izotopem tlenu-18, znakowany jest wydzielany tlen; gdy znakuje się dwutlenek węgla – nie. Zdanie jest prawdziwe.',
        ],
      ],
      conceptSlugs: ['biologia-fotosynteza'],
      exams: [{ slug: biologyMaturaDecember, points: 1 }],
      rating: { avg: 4.6, count: 28 },
      createdAt: '2025-12-15T08:45:00.000Z',
    },
    true,
  ),
  openTask(
    {
      slug: 'biologia-atp-z-fermentacji',
      level: 'HIGH_SCHOOL',
      description:
        'Podaj, ile cząsteczek ATP zyskuje netto komórka drożdży z jednej cząsteczki glukozy podczas fermentacji alkoholowej.',
      steps: [
        [
          'Krok 1: źródło ATP',
          'W fermentacji ATP powstaje wyłącznie w glikolizie; dalsze przemiany pirogronianu do etanolu i dwutlenku węgla służą tylko odtworzeniu NAD⁺.',
        ],
        [
          'Krok 2: bilans glikolizy',
          'Glikoliza zużywa 2 cząsteczki ATP i wytwarza 4, więc zysk netto to 2.',
          '4 - 2 = 2',
        ],
      ],
      conceptSlugs: ['biologia-oddychanie-komorkowe'],
      exams: [{ slug: biologyMaturaMarch, points: 1 }],
      rating: { avg: 4.1, count: 11 },
      createdAt: '2026-01-28T14:15:00.000Z',
    },
    'Zysk netto to 2 cząsteczki ATP.',
    { kind: 'NUMBER', value: '2' },
  ),
  closedTask(
    {
      slug: 'biologia-czynnik-ograniczajacy-fotosynteze',
      level: 'HIGH_SCHOOL',
      description:
        'W doświadczeniu z moczarką kanadyjską w stałej temperaturze 25 °C i przy stałym, niskim stężeniu dwutlenku węgla stopniowo zwiększano natężenie światła. Do pewnej wartości liczba wydzielanych pęcherzyków tlenu rosła, a potem przestała rosnąć. Co najprawdopodobniej ograniczało intensywność fotosyntezy przy najsilniejszym świetle? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: prawo czynnika ograniczającego',
          'Intensywność procesu wyznacza ten czynnik, którego jest najmniej względem potrzeb. Skoro dalsze zwiększanie światła nic nie zmienia, światło nie jest już czynnikiem ograniczającym.',
        ],
        [
          'Krok 2: który czynnik',
          'Temperatura była optymalna, woda była w nadmiarze (roślina wodna), a tlen jest produktem, nie substratem. Pozostaje niskie stężenie dwutlenku węgla – substratu cyklu Calvina.',
        ],
      ],
      conceptSlugs: ['biologia-fotosynteza'],
      rating: { avg: 4.5, count: 19 },
      createdAt: '2026-06-08T09:05:00.000Z',
    },
    ['natężenie światła', 'stężenie dwutlenku węgla', 'dostępność wody', 'stężenie tlenu w wodzie'],
    1,
  ),
  closedTask(
    {
      slug: 'biologia-dobor-kierunkowy-antybiotyk',
      level: 'HIGH_SCHOOL',
      description:
        'Po wielu latach stosowania penicyliny w szpitalu większość szczepów gronkowca złocistego stała się na nią oporna. Jaki rodzaj doboru naturalnego opisano? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: co się zmieniło',
          'Przed stosowaniem antybiotyku bakterie oporne były rzadkie; później przeważyły. Średnia wartość cechy w populacji przesunęła się w jedną stronę.',
        ],
        [
          'Krok 2: rodzaj doboru',
          'Dobór, który faworyzuje jedną skrajność i przesuwa średnią cechy, to dobór kierunkowy. Stabilizujący faworyzuje osobniki przeciętne, a rozrywający – obie skrajności.',
        ],
      ],
      conceptSlugs: ['biologia-dobor-naturalny'],
      rating: { avg: 4.4, count: 22 },
      createdAt: '2026-07-15T11:00:00.000Z',
    },
    ['stabilizujący', 'kierunkowy', 'rozrywający', 'płciowy'],
    1,
  ),
  openTask(
    {
      slug: 'biologia-naczynie-z-prawej-komory',
      level: 'HIGH_SCHOOL',
      description:
        'Podaj nazwę naczynia krwionośnego (w mianowniku), którym krew odtlenowana wypływa z prawej komory serca.',
      steps: [
        ['Krok 1: który obieg', 'Prawa komora rozpoczyna mały (płucny) obieg krwi: tłoczy krew odtlenowaną do płuc.'],
        [
          'Krok 2: naczynie',
          'Z prawej komory wychodzi pień płucny, który dzieli się na tętnice płucne – prawą i lewą. Jest to naczynie tętnicze, choć płynie nim krew odtlenowana.',
        ],
      ],
      conceptSlugs: ['biologia-uklad-krwionosny'],
      exams: [{ slug: biologyMaturaDecember, points: 1 }],
      rating: { avg: 4.2, count: 13 },
      createdAt: '2026-09-02T10:10:00.000Z',
    },
    'Krew wypływa z prawej komory pniem płucnym.',
    { kind: 'TEXT', value: 'pień płucny' },
  ),
];
