import type { TDemoConcept } from '../../demo-content.types';

const article = (...paragraphs: string[]) => paragraphs.join('\n\n');

/** Concept articles of COMPUTER_SCIENCE: three broad areas and the methods and terms the tasks name. */
export const computerScienceConcepts: TDemoConcept[] = [
  {
    slug: 'informatyka-algorytmy',
    name: 'Algorytmy i programowanie',
    type: 'DOMAIN',
    aliases: ['algorytmika', 'programowanie', 'algorithms', 'programming'],
    description: article(
      'Algorytm to skończony ciąg jednoznacznych kroków, który dla danych wejściowych prowadzi do wyniku. Algorytm można zapisać słownie, listą kroków, schematem blokowym, w pseudokodzie albo w języku programowania (w szkole najczęściej w Pythonie, C++ lub Scratchu).',
      'Każdy algorytm buduje się z trzech konstrukcji: sekwencji (instrukcje po kolei), wyboru (instrukcja warunkowa „jeżeli … to …”) i iteracji (pętla). Dobry algorytm jest poprawny – daje właściwy wynik dla wszystkich danych – i efektywny, czyli nie wykonuje zbędnych operacji.',
      'Przykład: algorytm Euklidesa wyznacza NWD dwóch liczb, zastępując większą z nich resztą z dzielenia przez mniejszą, dopóki reszta nie będzie równa 0. Dla 48 i 18: 48 mod 18 = 12, 18 mod 12 = 6, 12 mod 6 = 0, więc NWD = 6.',
      'Typowy błąd: sprawdzanie algorytmu tylko na jednym, wygodnym przykładzie. Warto przetestować przypadki brzegowe: zero, jeden element, liczby ujemne, dane już uporządkowane.',
    ),
  },
  {
    slug: 'informatyka-reprezentacja-danych',
    name: 'Reprezentacja danych w komputerze',
    type: 'DOMAIN',
    aliases: ['systemy liczbowe', 'kodowanie danych', 'data representation', 'bit i bajt'],
    description: article(
      'Komputer przechowuje wszystkie dane – liczby, tekst, obrazy, dźwięk – jako ciągi bitów, czyli cyfr 0 i 1. Osiem bitów tworzy bajt, który może przyjąć 256 różnych wartości (od 0 do 255). Większe jednostki to kilobajt, megabajt, gigabajt.',
      'Liczby naturalne zapisuje się w systemie dwójkowym, ujemne najczęściej w kodzie uzupełnień do dwóch (U2), a ułamki w zapisie zmiennoprzecinkowym. Do wygodnego zapisu długich ciągów bitów używa się systemu szesnastkowego: jedna cyfra szesnastkowa to dokładnie cztery bity. Znaki tekstu koduje się liczbami według tabel ASCII i Unicode (UTF-8), a kolor piksela – trzema składowymi RGB po jednym bajcie.',
      'Przykład: kolor zapisany jako FF8000 ma składowe R = 255, G = 128, B = 0 – to pomarańczowy.',
      'Typowy błąd: mylenie bitów z bajtami przy prędkości łącza. Łącze 100 Mb/s (megabitów) przesyła co najwyżej 12,5 MB (megabajtów) na sekundę.',
    ),
  },
  {
    slug: 'informatyka-bazy-danych',
    name: 'Bazy danych i SQL',
    type: 'DOMAIN',
    aliases: ['relacyjna baza danych', 'SQL', 'zapytanie SELECT', 'databases'],
    description: article(
      'Relacyjna baza danych przechowuje dane w tabelach: każdy wiersz (rekord) opisuje jeden obiekt, a każda kolumna (pole) – jedną jego cechę. Klucz główny jednoznacznie wskazuje wiersz, a klucz obcy łączy tabele w relacje, np. uczeń należy do jednej klasy.',
      'Dane pobiera się językiem SQL. Zapytanie SELECT kolumny FROM tabela WHERE warunek zwraca wiersze spełniające warunek; ORDER BY porządkuje wynik, GROUP BY grupuje wiersze o tej samej wartości, a funkcje agregujące COUNT, SUM, AVG, MIN, MAX liczą po jednej wartości dla każdej grupy. JOIN łączy wiersze z dwóch tabel.',
      'Przykład: SELECT klasa, COUNT(*) FROM uczniowie GROUP BY klasa zwraca tyle wierszy, ile jest różnych klas, a w każdym wierszu – liczbę uczniów tej klasy.',
      'Typowy błąd: zapominanie, że warunek z AND musi być spełniony jednocześnie przez oba składniki. Przy liczeniu wyniku zapytania warto przejść tabelę wiersz po wierszu i przy każdym sprawdzić cały warunek.',
    ),
  },
  {
    slug: 'informatyka-system-dwojkowy',
    name: 'System dwójkowy',
    type: 'DEFINITION',
    aliases: ['system binarny', 'zapis binarny', 'binary', 'kod U2'],
    description: article(
      'System dwójkowy to pozycyjny system liczbowy o podstawie 2, w którym używa się tylko cyfr 0 i 1. Kolejne pozycje od prawej mają wagi 1, 2, 4, 8, 16, 32, … Wartość liczby to suma wag pozycji, na których stoją jedynki: $101101_2 = 32 + 8 + 4 + 1 = 45$.',
      'Zamiana z systemu dziesiętnego na dwójkowy: dzielimy liczbę przez 2 z resztą, aż otrzymamy 0, a reszty odczytujemy od ostatniej do pierwszej. Dodawanie wykonuje się pisemnie jak w systemie dziesiętnym, pamiętając, że 1 + 1 = 10 (piszemy 0, przenosimy 1).',
      'Przykład: $13 : 2 = 6$ r. 1, $6 : 2 = 3$ r. 0, $3 : 2 = 1$ r. 1, $1 : 2 = 0$ r. 1. Reszty od końca dają $13 = 1101_2$. Liczby ujemne zapisuje się w kodzie U2, w którym najstarszy bit ma wagę ujemną: na 8 bitach $-5 = 11111011_{U2}$.',
      'Typowy błąd: odczytywanie reszt w kolejności ich otrzymywania. Pierwsza reszta to najmłodsza cyfra, więc stoi na końcu zapisu.',
    ),
  },
  {
    slug: 'informatyka-system-szesnastkowy',
    name: 'System szesnastkowy',
    type: 'DEFINITION',
    aliases: ['system heksadecymalny', 'hex', 'hexadecimal'],
    description: article(
      'System szesnastkowy ma podstawę 16 i cyfry 0–9 oraz litery A–F oznaczające wartości od 10 do 15. Kolejne pozycje mają wagi 1, 16, 256, 4096, … Używa się go do zapisu adresów pamięci, kolorów (np. FF8000) i zawartości plików, bo jest krótszy od dwójkowego.',
      'Ponieważ $16 = 2^4$, każdej cyfrze szesnastkowej odpowiadają dokładnie cztery bity. Zamiana z dwójkowego na szesnastkowy: dzielimy bity na czwórki od prawej i każdą czwórkę zastępujemy jedną cyfrą; zamiana odwrotna – każdą cyfrę rozpisujemy na cztery bity.',
      String.raw`Przykład: $11011110_2$ to czwórki 1101 i 1110, czyli D i E, więc $11011110_2 = \mathrm{DE}_{16} = 13 \cdot 16 + 14 = 222$.`,
      'Typowy błąd: dzielenie bitów na czwórki od lewej. Gdy liczba bitów nie jest wielokrotnością czterech, niepełna grupa powstaje z lewej strony i uzupełnia się ją zerami.',
    ),
  },
  {
    slug: 'informatyka-wyszukiwanie-binarne',
    name: 'Wyszukiwanie binarne',
    type: 'DEFINITION',
    aliases: ['wyszukiwanie przez połowienie', 'bisekcja', 'binary search'],
    description: article(
      'Wyszukiwanie binarne znajduje element w posortowanym ciągu, za każdym razem porównując szukaną wartość ze środkowym elementem przeszukiwanego fragmentu. Jeśli są równe – koniec; jeśli szukana jest mniejsza, dalej przeszukujemy lewą połowę, jeśli większa – prawą.',
      String.raw`Każde porównanie zmniejsza przeszukiwany fragment mniej więcej o połowę, więc dla $n$ elementów wystarcza około $\log_2 n$ porównań – złożoność $O(\log n)$. Dokładnie: w najgorszym przypadku potrzeba $k$ porównań, gdzie $k$ to najmniejsza liczba spełniająca $2^k > n$. Wyszukiwanie liniowe (po kolei) potrzebuje do $n$ porównań.`,
      'Przykład: w ciągu 1000 posortowanych liczb wyszukiwanie binarne wykona najwyżej 10 porównań ze środkiem, a liniowe – nawet 1000.',
      'Typowy błąd: stosowanie wyszukiwania binarnego do ciągu nieposortowanego. Wtedy odrzucenie połowy ciągu nie ma uzasadnienia i algorytm może nie znaleźć elementu, który w ciągu jest.',
    ),
  },
  {
    slug: 'informatyka-sortowanie-babelkowe',
    name: 'Sortowanie bąbelkowe',
    type: 'DEFINITION',
    aliases: ['sortowanie', 'bubble sort', 'sortowanie przez zamianę'],
    description: article(
      'Sortowanie bąbelkowe porządkuje ciąg, wielokrotnie przechodząc przez niego i porównując sąsiednie elementy; gdy stoją w złej kolejności, zamienia je miejscami. Po pierwszym przejściu największy element „wypływa” na koniec jak bąbelek, po drugim – drugi największy trafia na przedostatnie miejsce itd.',
      String.raw`Dla $n$ elementów $k$-te przejście porównuje $n - k$ par, więc razem wykonuje się $\frac{n(n-1)}{2}$ porównań – złożoność $O(n^2)$. Liczba zamian równa jest liczbie inwersji, czyli par elementów stojących w złej kolejności względem siebie. Szybsze są sortowanie przez scalanie i sortowanie szybkie – $O(n \log n)$.`,
      'Przykład: ciąg 5, 1, 4, 2 ma inwersje (5, 1), (5, 4), (5, 2) i (4, 2), więc sortowanie bąbelkowe wykona 4 zamiany, a porównań wykona 3 + 2 + 1 = 6.',
      'Typowy błąd: mylenie liczby porównań z liczbą zamian. Porównań jest zawsze tyle samo, a zamian może nie być wcale, gdy ciąg jest już posortowany.',
    ),
  },
  {
    slug: 'informatyka-zlozonosc-obliczeniowa',
    name: 'Złożoność obliczeniowa',
    type: 'DEFINITION',
    aliases: ['złożoność czasowa', 'notacja O', 'big O', 'time complexity'],
    description: article(
      'Złożoność czasowa algorytmu opisuje, jak rośnie liczba wykonywanych operacji wraz z rozmiarem danych $n$. Zapisuje się ją w notacji $O$, pomijając stałe i składniki rosnące wolniej: algorytm wykonujący $3n^2 + 5n$ operacji ma złożoność $O(n^2)$.',
      String.raw`Typowe klasy od najszybszej: stała $O(1)$ (odczyt elementu tablicy), logarytmiczna $O(\log n)$ (wyszukiwanie binarne), liniowa $O(n)$ (wyszukiwanie maksimum), liniowo-logarytmiczna $O(n \log n)$ (sortowanie przez scalanie), kwadratowa $O(n^2)$ (sortowanie bąbelkowe, dwie zagnieżdżone pętle), wykładnicza $O(2^n)$ (sprawdzanie wszystkich podzbiorów).`,
      String.raw`Przykład: dwie zagnieżdżone pętle, każda po $n$ obrotów, wykonują instrukcję wewnętrzną $n \cdot n = n^2$ razy. Dla $n = 1000$ to milion operacji, a dla algorytmu $O(n \log n)$ – około dziesięciu tysięcy.`,
      'Typowy błąd: ocenianie algorytmu po czasie jednego uruchomienia na małych danych. Różnice między klasami złożoności ujawniają się dopiero dla dużych n.',
    ),
  },
  {
    slug: 'informatyka-tablice-prawdy',
    name: 'Tablice prawdy i funkcje logiczne',
    type: 'DEFINITION',
    aliases: ['logika', 'bramki logiczne', 'koniunkcja', 'alternatywa', 'truth table'],
    description: article(
      String.raw`Tablica prawdy podaje wartość wyrażenia logicznego dla każdego układu wartości zmiennych (prawda = 1, fałsz = 0). Dla $k$ zmiennych tablica ma $2^k$ wierszy. Podstawowe funkcje to negacja NOT ($\neg p$), koniunkcja AND ($p \land q$ – prawdziwa tylko, gdy obie zmienne są prawdziwe), alternatywa OR ($p \lor q$ – fałszywa tylko, gdy obie są fałszywe) i alternatywa wykluczająca XOR (prawdziwa, gdy zmienne są różne).`,
      'W programach funkcje logiczne łączą warunki (and, or, not w Pythonie), a w układach elektronicznych realizują je bramki logiczne. Wyrażenie oblicza się od nawiasów, potem negacja, koniunkcja i na końcu alternatywa.',
      String.raw`Przykład: dla $p = 1$, $q = 0$, $r = 1$ wyrażenie $(p \land q) \lor \neg r$ ma wartość $0 \lor 0 = 0$.`,
      'Typowy błąd: traktowanie OR w logice jak „albo … albo”. Alternatywa jest prawdziwa także wtedy, gdy oba składniki są prawdziwe; wyklucza to dopiero XOR.',
    ),
  },
  {
    slug: 'informatyka-prawa-de-morgana',
    name: 'Prawa De Morgana',
    type: 'THEOREM',
    aliases: ['prawo De Morgana', "De Morgan's laws", 'zaprzeczenie koniunkcji'],
    description: article(
      String.raw`Prawa De Morgana mówią, jak zaprzeczyć koniunkcję i alternatywę: $\neg(p \land q) \equiv \neg p \lor \neg q$ oraz $\neg(p \lor q) \equiv \neg p \land \neg q$. Negacja „wchodząca” do nawiasu zamienia AND na OR i odwrotnie.`,
      'W programowaniu prawa te pozwalają upraszczać warunki pętli i instrukcji warunkowych. Pętla „powtarzaj, dopóki nie (znaleziono lub koniec)” to to samo co „powtarzaj, dopóki nie znaleziono i nie koniec”. Prawdziwość praw łatwo sprawdzić tablicą prawdy: obie strony mają te same wartości we wszystkich czterech wierszach.',
      'Przykład: warunek not (x > 0 and y > 0) jest spełniony wtedy, gdy x nie jest dodatnie lub y nie jest dodatnie, czyli gdy co najmniej jedna z liczb jest mniejsza od zera albo równa zeru.',
      'Typowy błąd: rozdzielanie negacji bez zmiany spójnika: not (a and b) to nie (not a) and (not b). Takie wyrażenie jest fałszywe np. dla a = prawda, b = fałsz, a oryginał jest wtedy prawdziwy.',
    ),
  },
  {
    slug: 'informatyka-adresowanie-ip',
    name: 'Adresowanie IP i sieci komputerowe',
    type: 'DEFINITION',
    aliases: ['adres IP', 'maska podsieci', 'sieci komputerowe', 'IP address', 'DNS'],
    description: article(
      'Adres IPv4 to 32-bitowa liczba zapisywana jako cztery liczby dziesiętne od 0 do 255 oddzielone kropkami, np. 192.168.1.10. Maska podsieci (np. /24, czyli 255.255.255.0) mówi, ile początkowych bitów adresu oznacza sieć; pozostałe bity numerują urządzenia (hosty) w tej sieci.',
      'Gdy na numer hosta zostaje $h$ bitów, sieć ma $2^h$ adresów, ale hostom można przydzielić $2^h - 2$: adres z samymi zerami to adres sieci, a z samymi jedynkami – adres rozgłoszeniowy. Router przekazuje pakiety między sieciami, a serwer DNS zamienia nazwy domenowe (np. cke.gov.pl) na adresy IP.',
      'Przykład: sieć 192.168.1.0/26 ma $32 - 26 = 6$ bitów na hosty, czyli $2^6 - 2 = 62$ adresy dla urządzeń.',
      'Typowy błąd: liczenie wszystkich adresów jako dostępnych dla hostów. Adres sieci i adres rozgłoszeniowy są zarezerwowane.',
    ),
  },
  {
    slug: 'informatyka-petle',
    name: 'Pętle w programach',
    type: 'TAG',
    aliases: ['iteracja', 'pętla for', 'pętla while', 'loops'],
    description: article(
      'Pętla powtarza instrukcje. Pętla for w Pythonie przechodzi po kolejnych wartościach: for i in range(1, 6) daje i = 1, 2, 3, 4, 5 – górna granica nie jest osiągana. Pętla while powtarza instrukcje, dopóki warunek jest prawdziwy, więc wewnątrz musi coś zmieniać ten warunek, inaczej będzie działać bez końca.',
      'Aby ustalić wynik programu z pętlą, najlepiej prześledzić go w tabelce: w kolumnach zmienne, w wierszach kolejne obroty pętli. Typowe schematy to sumowanie (s = s + i), liczenie (licznik = licznik + 1) i rozkład liczby na cyfry (n % 10 to ostatnia cyfra, n // 10 usuwa ostatnią cyfrę).',
      'Przykład: s = 0, a potem for i in range(1, 4): s = s + i daje kolejno s = 1, 3, 6, więc program wypisze 6.',
      'Typowy błąd: liczenie o jeden obrót za dużo lub za mało (ang. off-by-one). range(5) to 0, 1, 2, 3, 4 – pięć obrotów, ale bez liczby 5.',
    ),
  },
];
