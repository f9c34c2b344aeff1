import { flatten, forStage, section } from './build';
import type { TCurriculumSection } from './curriculum.types';
import { src } from './sources';

/*
 * Podstawa programowa kształcenia ogólnego dla liceum ogólnokształcącego i technikum, matematyka: rozporządzenie MEN
 * z 30 stycznia 2018 r. (Dz.U. 2018 poz. 467), as amended by rozporządzenie z 28 czerwca 2024 r. Formulas are written
 * in linear notation (a/b, x², √3) because the sources typeset them as built-up fractions. Only texts read in a
 * source are here; see docs/curriculum.md for what is missing.
 */

/** Cele kształcenia – wymagania ogólne: one list for both zakresy, given here under LO-P and LO-R. */
const generalLO: readonly TCurriculumSection[] = [
  // The act gives requirement I no numbered points: its text is the title followed by its description.
  section(
    'LO-P',
    'G.I',
    'Sprawność rachunkowa. Wykonywanie obliczeń na liczbach rzeczywistych, także przy użyciu kalkulatora, stosowanie praw działań matematycznych przy przekształcaniu wyrażeń algebraicznych oraz wykorzystywanie tych umiejętności przy rozwiązywaniu problemów w kontekstach rzeczywistych i teoretycznych.',
    [src.scribdMaturaWymagania],
  ),
  section(
    'LO-P',
    'G.II',
    'Wykorzystanie i tworzenie informacji.',
    [src.scribdMaturaWymagania],
    [
      [
        1,
        'Interpretowanie i operowanie informacjami przedstawionymi w tekście, zarówno matematycznym, jak i popularnonaukowym, a także w formie wykresów, diagramów, tabel',
      ],
      [
        2,
        'Używanie języka matematycznego do tworzenia tekstów matematycznych, w tym do opisu prowadzonych rozumowań i uzasadniania wniosków, a także do przedstawiania danych',
      ],
    ],
  ),
  section(
    'LO-P',
    'G.III',
    'Wykorzystanie i interpretowanie reprezentacji.',
    [src.scribdMaturaWymagania, src.ckeMatura2023Zasady],
    [
      [1, 'Stosowanie obiektów matematycznych i operowanie nimi, interpretowanie pojęć matematycznych'],
      [2, 'Dobieranie i tworzenie modeli matematycznych przy rozwiązywaniu problemów praktycznych i teoretycznych'],
      [
        3,
        'Tworzenie pomocniczych obiektów matematycznych na podstawie istniejących, w celu przeprowadzenia argumentacji lub rozwiązania problemu',
      ],
      [
        4,
        'Wskazywanie konieczności lub możliwości modyfikacji modelu matematycznego w przypadkach wymagających specjalnych zastrzeżeń, dodatkowych założeń, rozważenia szczególnych uwarunkowań',
      ],
    ],
  ),
  section(
    'LO-P',
    'G.IV',
    'Rozumowanie i argumentacja.',
    [src.scribdMaturaWymagania],
    [
      [
        1,
        'Przeprowadzanie rozumowań, także kilkuetapowych, podawanie argumentów uzasadniających poprawność rozumowania, odróżnianie dowodu od przykładu',
      ],
      [
        2,
        'Dostrzeganie regularności, podobieństw oraz analogii, formułowanie wniosków na ich podstawie i uzasadnianie ich poprawności',
      ],
    ],
  ),
];

/** Treści nauczania – wymagania szczegółowe, zakres podstawowy. */
const basic: readonly TCurriculumSection[] = [
  section(
    'LO-P',
    'I',
    'Liczby rzeczywiste.',
    [src.githubLoHeadings, src.lo212Liczby, src.githubLoCoverage, src.githubLoSeed],
    [
      [
        1,
        'wykonuje działania (dodawanie, odejmowanie, mnożenie, dzielenie, potęgowanie, pierwiastkowanie, logarytmowanie) w zbiorze liczb rzeczywistych',
      ],
      [
        3,
        'stosuje własności pierwiastków dowolnego stopnia, w tym pierwiastków stopnia nieparzystego z liczb ujemnych',
      ],
      [4, 'stosuje związek pierwiastkowania z potęgowaniem oraz prawa działań na potęgach i pierwiastkach'],
      [6, 'posługuje się pojęciem przedziału liczbowego, zaznacza przedziały na osi liczbowej'],
      [
        8,
        'wykorzystuje własności potęgowania i pierwiastkowania w sytuacjach praktycznych, w tym do obliczania procentów składanych, zysków z lokat i kosztów kredytów',
      ],
      [
        9,
        'stosuje związek logarytmowania z potęgowaniem, posługuje się wzorami na logarytm iloczynu, logarytm ilorazu i logarytm potęgi',
      ],
    ],
  ),
  section(
    'LO-P',
    'II',
    'Wyrażenia algebraiczne.',
    [src.scribdKlasa3PR, src.lo212Wyrazenia, src.githubLoHeadings],
    [
      [1, 'stosuje wzory skróconego mnożenia na: (a + b)², (a − b)², a² − b², (a + b)³, (a − b)³, a³ − b³, aⁿ − bⁿ'],
      [2, 'dodaje, odejmuje i mnoży wielomiany jednej i wielu zmiennych'],
      [3, 'wyłącza poza nawias jednomian z sumy algebraicznej'],
      [
        4,
        'rozkłada wielomiany na czynniki metodą wyłączania wspólnego czynnika przed nawias oraz metodą grupowania wyrazów, w przypadkach nie trudniejszych niż rozkład wielomianu W(x) = 2x³ − √3x² + 4x − 2√3',
      ],
      [5, 'znajduje pierwiastki całkowite wielomianu o współczynnikach całkowitych'],
      [6, 'dzieli wielomian jednej zmiennej W(x) przez dwumian postaci x − a'],
      [7, 'mnoży i dzieli wyrażenia wymierne'],
      [
        8,
        'dodaje i odejmuje wyrażenia wymierne, w przypadkach nie trudniejszych niż: 1/(x + 1) − 1/x, 1/x + 1/x² + 1/x³, (x + 1)/(x + 2) + (x − 1)/(x + 1)',
      ],
    ],
  ),
  section(
    'LO-P',
    'III',
    'Równania i nierówności.',
    [src.scribdKlasa3PR, src.lo212Rownania, src.githubLoHeadings],
    [
      [1, 'przekształca równania i nierówności w sposób równoważny'],
      [2, 'interpretuje równania i nierówności sprzeczne oraz tożsamościowe'],
      [3, 'rozwiązuje nierówności liniowe z jedną niewiadomą'],
      [4, 'rozwiązuje równania i nierówności kwadratowe'],
      [
        5,
        'rozwiązuje równania wielomianowe, które dają się doprowadzić do równania kwadratowego, w szczególności równania dwukwadratowe',
      ],
      [
        6,
        'rozwiązuje równania wielomianowe postaci W(x) = 0 dla wielomianów doprowadzonych do postaci iloczynowej lub takich, które dają się doprowadzić do postaci iloczynowej metodą wyłączania wspólnego czynnika przed nawias lub metodą grupowania',
      ],
      [
        7,
        'rozwiązuje równania wymierne postaci V(x)/W(x) = 0, gdzie wielomiany V(x) i W(x) są zapisane w postaci iloczynowej',
      ],
    ],
  ),
  section('LO-P', 'IV', 'Układy równań.', [src.githubLoHeadings, src.githubLoCoverage]),
  section('LO-P', 'V', 'Funkcje.', [src.githubLoHeadings, src.githubLoCoverage]),
  section('LO-P', 'VI', 'Ciągi.', [src.githubLoHeadings, src.githubLoCoverage]),
  section('LO-P', 'VII', 'Trygonometria.', [src.githubLoHeadings, src.githubLoCoverage]),
  section('LO-P', 'VIII', 'Planimetria.', [src.githubLoHeadings, src.githubLoCoverage]),
  section('LO-P', 'IX', 'Geometria analityczna na płaszczyźnie kartezjańskiej.', [
    src.githubLoHeadings,
    src.githubLoCoverage,
  ]),
  section('LO-P', 'X', 'Stereometria.', [src.githubLoHeadings, src.githubLoCoverage]),
  section('LO-P', 'XI', 'Kombinatoryka.', [src.githubLoHeadings, src.githubLoCoverage]),
  section('LO-P', 'XII', 'Rachunek prawdopodobieństwa i statystyka.', [src.githubLoHeadings, src.githubLoCoverage]),
];

/**
 * Treści nauczania – wymagania szczegółowe, zakres rozszerzony (in addition to zakres podstawowy). Its sections
 * carry the same titles as the basic ones, and XIII is the extended level's differential calculus; the headings
 * are given for all thirteen (issue 57: extended-matura generators are filed under them), the points only where
 * a source quotes them.
 */
const extended: readonly TCurriculumSection[] = [
  section('LO-R', 'I', 'Liczby rzeczywiste.', [src.githubLoHeadings]),
  section(
    'LO-R',
    'II',
    'Wyrażenia algebraiczne.',
    [src.scribdKlasa3PR, src.githubLoHeadings],
    [[1, 'znajduje pierwiastki całkowite i wymierne wielomianu o współczynnikach całkowitych']],
  ),
  section(
    'LO-R',
    'III',
    'Równania i nierówności.',
    [src.scribdKlasa3PR, src.githubLoHeadings],
    [
      [
        1,
        'rozwiązuje nierówności wielomianowe typu: W(x) > 0, W(x) ≥ 0, W(x) < 0, W(x) ≤ 0 dla wielomianów doprowadzonych do postaci iloczynowej lub takich, które dają się doprowadzić do postaci iloczynowej metodą wyłączania wspólnego czynnika przed nawias lub metodą grupowania',
      ],
      [
        2,
        'rozwiązuje równania i nierówności wymierne nie trudniejsze niż (x + 1)/(x(x − 1)) + 1/(x + 1) ≥ 2x/((x − 1)(x + 1))',
      ],
    ],
  ),
  section('LO-R', 'IV', 'Układy równań.', [src.githubLoHeadings]),
  section('LO-R', 'V', 'Funkcje.', [src.githubLoHeadings]),
  section('LO-R', 'VI', 'Ciągi.', [src.githubLoHeadings]),
  section('LO-R', 'VII', 'Trygonometria.', [src.githubLoHeadings]),
  section('LO-R', 'VIII', 'Planimetria.', [src.githubLoHeadings]),
  section('LO-R', 'IX', 'Geometria analityczna na płaszczyźnie kartezjańskiej.', [src.githubLoHeadings]),
  section('LO-R', 'X', 'Stereometria.', [src.githubLoHeadings]),
  section('LO-R', 'XI', 'Kombinatoryka.', [src.githubLoHeadings]),
  section('LO-R', 'XII', 'Rachunek prawdopodobieństwa i statystyka.', [src.githubLoHeadings]),
  section('LO-R', 'XIII', 'Optymalizacja i rachunek różniczkowy.', [src.githubLoHeadings]),
];

export const secondarySections: readonly TCurriculumSection[] = [
  ...generalLO,
  ...basic,
  ...forStage('LO-R', generalLO),
  ...extended,
];

export const secondaryRequirements = flatten(secondarySections);
