/*
 * Where the texts were read (all read through stored copies on 2026-11-25; see docs/curriculum.md). A GitHub file
 * without a known repository is named by its id in the code-search index and a phrase that finds it again.
 */
export const src = {
  /** Official ministry e-textbook portal rendering the podstawa (SP IV–VI, sections I and II). */
  epodrecznikiSp: 'https://epodreczniki.pl/ksztalcenie-ogolne/szkola-podstawowa/matematyka?cc=7899',
  /** Official ZPE rendering of the podstawa for primary school mathematics (general requirements, start only). */
  zpeSp: 'https://zpe.gov.pl/podstawa-programowa/szkola-podstawowa/matematyka',
  /** A school's copy of the podstawa for mathematics IV–VIII (general requirements). */
  sp1marki: 'https://sp1marki.edupage.org/text/?eqa=dGV4dD10ZXh0L3RleHQzNiZzdWJwYWdlPTM%3D',
  /** Article listing the E8 general requirement titles and the first section titles of IV–VI. */
  forsal:
    'https://forsal.pl/lifestyle/edukacja/artykuly/8718800,egzamin-osmoklasisty-2023-matematyka-co-musisz-umiec-wymagania.html',
  /** Copy of CKE, E8 mathematics, Zasady oceniania OMAP-800 (April 2019): quotes II.1 and VII–VIII XIII.1. */
  ckeE8Zasady2019: 'https://9lib.org/document/y4wk238k-od-roku-szkolnego-egzamin-%C3%B3smoklasisty.html',
  /** Teacher's document quoting SP IV–VI II.1, II.4, II.5, II.10, II.11 (OCR lost the numbers). */
  docplayerSpII:
    'https://docplayer.pl/113633770-Wymagania-szczegolowe-z-podstawy-programowej-temat-1-liczby-i-dzialania.html',
  /** Dz.U. 2024 poz. 996 (podstawa SP as amended 28 June 2024), official copy on cke.gov.pl. */
  dzu2024: 'https://cke.gov.pl/images/_EGZAMIN_OSMOKLASISTY/2024/komunikaty/D20240996.pdf',
  /**
   * A public GitHub document that transcribes section titles and a few requirement texts of Dz.U. 2024 poz. 996 with
   * page numbers ("Matematyka E8 2027 — weryfikacja zakresu i mapa pilota"); code-search index file id 69604439372.
   */
  githubE8Map: 'github-index-file:69604439372 (find_string "Matematyka E8 2027 — weryfikacja zakresu")',
  /** CKE comparison of the matura exam requirements 2023–2024 vs from 2025 (general requirements, "bez zmian"). */
  scribdMaturaWymagania: 'https://scribd.com/document/698713488/WYMAGANIA-EGZAMINACYJNE-maj-2024-zmniejszone',
  /** Copy of CKE, matura 8 May 2023, poziom podstawowy, Zasady oceniania (quotes general requirement III.2). */
  ckeMatura2023Zasady: 'https://www.scribd.com/document/707464450/dasdasd',
  /** Teacher's plan quoting LO II and III, zakres podstawowy and rozszerzony, with their numbers. */
  scribdKlasa3PR: 'https://www.scribd.com/document/712856724/klasa-3-PR',
  /** Lists of CKE matura tasks headed by the LO requirements of a section, in order, without numbers. */
  lo212Wyrazenia: 'http://212.59.241.225/cke/listy4/02-wyrazenia-algebraiczne/pr/1-pkt/index.php',
  lo212Rownania: 'http://212.59.241.225/cke/listy4/03-rownania-i-nierownosci/pr/2-pkt/index.php',
  lo212Liczby: 'http://212.59.241.225/cke/listy4/01-liczby-rzeczywiste/pp/1-pkt/index.php',
  /** Public GitHub files quoting LO zakres podstawowy I.x verbatim (two unrelated projects). */
  githubLoCoverage: 'github-index-file:57797858757 (find_string "exercise_topics — per-requirement exercise coverage")',
  githubLoSeed: 'github-index-file:62257849391 (find_string "real-numbers-performs-operations-addition")',
  /** Public GitHub React page listing LO section headings (basic and extended). */
  githubLoHeadings: 'github-index-file:42686677452 (find_string "wymagania matematyka matura 2023")',
} as const;
