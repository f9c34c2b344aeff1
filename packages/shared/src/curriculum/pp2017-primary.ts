import { flatten, forStage, section } from './build';
import type { TCurriculumSection } from './curriculum.types';
import { src } from './sources';

/*
 * Podstawa programowa kształcenia ogólnego dla szkoły podstawowej, matematyka, klasy IV–VIII: rozporządzenie MEN
 * z 14 lutego 2017 r. (Dz.U. 2017 poz. 356), załącznik nr 2, as amended by rozporządzenie z 28 czerwca 2024 r.
 * (Dz.U. 2024 poz. 996). Only texts read in a source are here; see docs/curriculum.md for what is missing.
 */

/** Cele kształcenia – wymagania ogólne: one list in the act for klasy IV–VIII, given here under SP4-6 and SP7-8. */
const generalIVtoVIII: readonly TCurriculumSection[] = [
  section(
    'SP4-6',
    'G.I',
    'Sprawność rachunkowa.',
    [src.zpeSp, src.sp1marki, src.forsal],
    [
      [
        1,
        'Wykonywanie nieskomplikowanych obliczeń w pamięci lub w działaniach trudniejszych pisemnie oraz wykorzystanie tych umiejętności w sytuacjach praktycznych',
      ],
      [2, 'Weryfikowanie i interpretowanie otrzymanych wyników oraz ocena sensowności rozwiązania'],
    ],
  ),
  section(
    'SP4-6',
    'G.II',
    'Wykorzystanie i tworzenie informacji.',
    [src.zpeSp, src.sp1marki, src.ckeE8Zasady2019, src.forsal],
    [
      [1, 'Odczytywanie i interpretowanie danych przedstawionych w różnej formie oraz ich przetwarzanie'],
      [2, 'Interpretowanie i tworzenie tekstów o charakterze matematycznym oraz graficzne przedstawianie danych'],
      [3, 'Używanie języka matematycznego do opisu rozumowania i uzyskanych wyników'],
    ],
  ),
  section(
    'SP4-6',
    'G.III',
    'Wykorzystanie i interpretowanie reprezentacji.',
    [src.sp1marki, src.forsal],
    [
      [
        1,
        'Używanie prostych, dobrze znanych obiektów matematycznych, interpretowanie pojęć matematycznych i operowanie obiektami matematycznymi',
      ],
      [
        2,
        'Dobieranie modelu matematycznego do prostej sytuacji oraz budowanie go w różnych kontekstach, także w kontekście praktycznym',
      ],
    ],
  ),
  section(
    'SP4-6',
    'G.IV',
    'Rozumowanie i argumentacja.',
    [src.sp1marki, src.forsal],
    [
      [
        1,
        'Przeprowadzanie prostego rozumowania, podawanie argumentów uzasadniających poprawność rozumowania, rozróżnianie dowodu od przykładu',
      ],
      [2, 'Dostrzeganie regularności, podobieństw oraz analogii i formułowanie wniosków na ich podstawie'],
      [
        3,
        'Stosowanie strategii wynikającej z treści zadania, tworzenie strategii rozwiązania problemu, również w rozwiązaniach wieloetapowych oraz w takich, które wymagają umiejętności łączenia wiedzy z różnych działów matematyki',
      ],
    ],
  ),
];

/** Treści nauczania – wymagania szczegółowe, klasy IV–VI. */
const specificIVtoVI: readonly TCurriculumSection[] = [
  section('SP4-6', 'I', 'Liczby naturalne w dziesiątkowym układzie pozycyjnym.', [
    src.epodrecznikiSp,
    src.sp1marki,
    src.forsal,
    src.githubE8Map,
  ]),
  section(
    'SP4-6',
    'II',
    'Działania na liczbach naturalnych.',
    [src.epodrecznikiSp, src.docplayerSpII, src.forsal, src.githubE8Map],
    [
      [
        1,
        'dodaje i odejmuje w pamięci liczby naturalne dwucyfrowe lub większe, liczbę jednocyfrową dodaje do dowolnej liczby naturalnej i odejmuje od dowolnej liczby naturalnej',
      ],
      [2, 'dodaje i odejmuje liczby naturalne wielocyfrowe sposobem pisemnym i za pomocą kalkulatora'],
      [
        3,
        'mnoży i dzieli liczbę naturalną przez liczbę naturalną jednocyfrową, dwucyfrową lub trzycyfrową sposobem pisemnym, w pamięci (w najprostszych przykładach) i za pomocą kalkulatora (w trudniejszych przykładach)',
      ],
      [4, 'wykonuje dzielenie z resztą liczb naturalnych'],
      [
        5,
        'stosuje wygodne dla siebie sposoby ułatwiające obliczenia, w tym przemienność i łączność dodawania i mnożenia oraz rozdzielność mnożenia względem dodawania',
      ],
      [6, 'porównuje liczby naturalne z wykorzystaniem ich różnicy lub ilorazu'],
      [7, 'rozpoznaje liczby podzielne przez 2, 3, 4, 5, 9, 10, 100'],
      [
        8,
        'rozpoznaje liczbę złożoną, gdy jest ona jednocyfrowa lub dwucyfrowa, a także gdy na istnienie dzielnika właściwego wskazuje cecha podzielności',
      ],
      [9, 'rozkłada liczby dwucyfrowe na czynniki pierwsze'],
      [10, 'oblicza kwadraty i sześciany liczb naturalnych'],
      [11, 'stosuje reguły dotyczące kolejności wykonywania działań'],
      [12, 'szacuje wyniki działań'],
    ],
  ),
  section('SP4-6', 'III', 'Liczby całkowite.', [src.githubE8Map, src.forsal]),
  section('SP4-6', 'IV', 'Ułamki zwykłe i dziesiętne.', [src.githubE8Map]),
  section('SP4-6', 'V', 'Działania na ułamkach zwykłych i dziesiętnych.', [src.githubE8Map]),
  section('SP4-6', 'VI', 'Elementy algebry.', [src.githubE8Map]),
  section('SP4-6', 'VII', 'Proste i odcinki.', [src.githubE8Map]),
  section('SP4-6', 'VIII', 'Kąty.', [src.githubE8Map]),
  section('SP4-6', 'IX', 'Wielokąty, koła i okręgi.', [src.githubE8Map]),
  section('SP4-6', 'X', 'Bryły.', [src.githubE8Map]),
  section('SP4-6', 'XI', 'Obliczenia w geometrii.', [src.githubE8Map]),
  section(
    'SP4-6',
    'XII',
    'Obliczenia praktyczne.',
    [src.githubE8Map, src.dzu2024],
    [[7, 'zamienia i prawidłowo stosuje jednostki masy: gram, dekagram, kilogram, tona']],
  ),
  section('SP4-6', 'XIII', 'Elementy statystyki opisowej.', [src.githubE8Map]),
  section('SP4-6', 'XIV', 'Zadania tekstowe.', [src.githubE8Map]),
];

/** Treści nauczania – wymagania szczegółowe, klasy VII–VIII (E8 examines I–XIV; XV may be taught after E8). */
const specificVIItoVIII: readonly TCurriculumSection[] = [
  section(
    'SP7-8',
    'I',
    'Potęgi o podstawach wymiernych.',
    [src.githubE8Map, src.dzu2024],
    [
      [3, 'mnoży potęgi o różnych podstawach i jednakowych wykładnikach'],
      [4, 'podnosi potęgę do potęgi'],
    ],
  ),
  section('SP7-8', 'II', 'Pierwiastki.', [src.githubE8Map]),
  section('SP7-8', 'III', 'Tworzenie wyrażeń algebraicznych z jedną i wieloma zmiennymi.', [src.githubE8Map]),
  section('SP7-8', 'IV', 'Przekształcanie wyrażeń algebraicznych. Sumy algebraiczne i działania na nich.', [
    src.githubE8Map,
  ]),
  section('SP7-8', 'V', 'Obliczenia procentowe.', [src.githubE8Map]),
  section('SP7-8', 'VI', 'Równania z jedną niewiadomą.', [src.githubE8Map]),
  section(
    'SP7-8',
    'VII',
    'Proporcjonalność prosta.',
    [src.githubE8Map, src.dzu2024],
    [[3, 'stosuje podział proporcjonalny']],
  ),
  section('SP7-8', 'VIII', 'Własności figur geometrycznych na płaszczyźnie.', [src.githubE8Map]),
  section('SP7-8', 'IX', 'Wielokąty.', [src.githubE8Map]),
  section('SP7-8', 'X', 'Oś liczbowa. Układ współrzędnych na płaszczyźnie.', [src.githubE8Map]),
  section('SP7-8', 'XI', 'Geometria przestrzenna.', [src.githubE8Map]),
  section('SP7-8', 'XII', 'Wprowadzenie do kombinatoryki i rachunku prawdopodobieństwa.', [src.githubE8Map]),
  section(
    'SP7-8',
    'XIII',
    'Odczytywanie danych i elementy statystyki opisowej.',
    [src.ckeE8Zasady2019, src.githubE8Map],
    [
      [
        1,
        'interpretuje dane przedstawione za pomocą tabel, diagramów słupkowych i kołowych, wykresów, w tym także wykresów w układzie współrzędnych',
      ],
    ],
  ),
  section('SP7-8', 'XIV', 'Długość okręgu i pole koła.', [src.githubE8Map]),
  section('SP7-8', 'XV', 'Symetrie.', [src.githubE8Map]),
];

export const primarySections: readonly TCurriculumSection[] = [
  ...generalIVtoVIII,
  ...specificIVtoVI,
  ...forStage('SP7-8', generalIVtoVIII),
  ...specificVIItoVIII,
];

export const primaryRequirements = flatten(primarySections);
