import type { TDemoConcept } from '../../demo-content.types';

/** Italian concept articles: grammar, vocabulary and exam skills of E8 and the matura (basic and extended). */
export const italianConcepts: TDemoConcept[] = [
  {
    slug: 'wloski-gramatyka',
    name: 'Gramatyka języka włoskiego',
    type: 'DOMAIN',
    aliases: ['grammatica italiana', 'gramatyka włoska', 'środki językowe'],
    description:
      'Gramatyka włoska w szkole podstawowej obejmuje odmianę czasowników w czasie teraźniejszym (presente), w tym nieregularnych (essere, avere, andare, fare), rodzajniki określone i nieokreślone, przyimki ściągnięte, zgodę przymiotnika z rzeczownikiem, konstrukcje c’è i ci sono oraz czas passato prossimo. W liceum dochodzą imperfetto, futuro semplice, condizionale, congiuntivo, zaimki dopełnienia (także łączone, np. glielo), zaimek ne, okres warunkowy i mowa zależna.\n\nNa egzaminie gramatykę sprawdzają zadania na środki językowe: wybór formy, uzupełnianie luk, przekształcenia zdań. Przykład: w zdaniu „Ieri sera ___ (noi, uscire) con gli amici” wpisujemy siamo usciti, bo uscire tworzy passato prossimo z essere.\n\nTypowy błąd to przenoszenie polskiej składni: po włosku niemal zawsze stawiamy rodzajnik przed rzeczownikiem (la mia casa, il calcio), a wybór czasownika posiłkowego essere lub avere zależy od czasownika, nie od osoby.',
  },
  {
    slug: 'wloski-slownictwo',
    name: 'Słownictwo tematyczne',
    type: 'DOMAIN',
    aliases: ['lessico', 'vocabolario', 'zakresy tematyczne'],
    description:
      'Słownictwo na egzamin ósmoklasisty i maturę obejmuje zakresy tematyczne podstawy programowej: człowiek, dom (la casa, la camera, il quartiere), szkoła, praca, rodzina i przyjaciele, żywienie (il pranzo, la cena, il ristorante), zakupy, podróże, kultura, sport, zdrowie, technika, przyroda i życie społeczne.\n\nSłówek uczymy się razem z rodzajnikiem (il problema, la mano, lo zaino, l’amica) i w kolokacjach: fare colazione (jeść śniadanie), fare la spesa (robić zakupy), prendere un caffè (wypić kawę), dare un esame (zdawać egzamin). Warto znać rodziny wyrazów: cucinare – la cucina – il cuoco.\n\nPrzykład: w zdaniu „Il padre di mio padre è mio ___” wpisujemy nonno.\n\nTypowy błąd to fałszywi przyjaciele: la camera to „pokój”, a nie „aparat”; la fattoria to „gospodarstwo”, a nie „fabryka” (fabbrica); la firma to „podpis”, a nie „firma” (ditta, azienda).',
  },
  {
    slug: 'wloski-umiejetnosci-egzaminacyjne',
    name: 'Umiejętności egzaminacyjne z języka włoskiego',
    type: 'DOMAIN',
    aliases: ['egzamin ósmoklasisty z włoskiego', 'matura z włoskiego', 'strategie egzaminacyjne'],
    description:
      'Egzamin ósmoklasisty i matura z języka włoskiego sprawdzają rozumienie ze słuchu, rozumienie tekstów pisanych, znajomość funkcji językowych (reakcje w typowych sytuacjach), znajomość środków językowych oraz pisanie. Polecenia są po polsku, materiał po włosku. Na poziomie rozszerzonym teksty są dłuższe i bardziej publicystyczne, a zadania gramatyczne wymagają samodzielnego tworzenia form.\n\nW zadaniach z luką najpierw określamy, jakiej części mowy brakuje (rodzajnik, przyimek, czasownik), potem szukamy w zdaniu sygnałów: okolicznika czasu (ieri, da bambino, domani), spójnika (che, se, quando), osoby podmiotu.\n\nPrzykład: „Se avessi tempo, ___ (venire) con voi” – zdanie z se + congiuntivo imperfetto wymaga trybu warunkowego: verrei.\n\nTypowy błąd to wpisanie poprawnej formy w złej osobie lub liczbie. Po uzupełnieniu czytamy całe zdanie jeszcze raz i sprawdzamy zgodność z podmiotem, a przy passato prossimo z essere także rodzaj imiesłowu (Anna è andata).',
  },
  {
    slug: 'wloski-passato-prossimo',
    name: 'Czas passato prossimo',
    type: 'DEFINITION',
    aliases: ['passato prossimo', 'czas przeszły złożony', 'essere o avere'],
    description:
      'Passato prossimo opisuje czynności zakończone w przeszłości: ieri, la settimana scorsa, due giorni fa, stamattina. Tworzymy go z czasownika posiłkowego (avere lub essere) w czasie teraźniejszym i imiesłowu przeszłego (participio passato): ho mangiato, sono andato.\n\nImiesłów regularny: -are → -ato (parlato), -ere → -uto (ricevuto), -ire → -ito (dormito). Nieregularne: fare – fatto, essere – stato, prendere – preso, vedere – visto, leggere – letto, scrivere – scritto, venire – venuto.\n\nZ avere łączy się większość czasowników, zwłaszcza przechodnich (Ho letto un libro). Z essere łączą się czasowniki ruchu i zmiany stanu (andare, venire, partire, arrivare, uscire, nascere, morire), czasownik essere oraz czasowniki zwrotne (mi sono alzato). Przy essere imiesłów zgadza się z podmiotem: Marco è partito, Anna è partita, i ragazzi sono partiti.\n\nPrzykład: „Ieri Giulia ___ (arrivare) a Roma” – arrivare łączy się z essere, a podmiot jest żeński: è arrivata.\n\nTypowy błąd: „ho andato” zamiast sono andato/andata oraz brak zgody imiesłowu z podmiotem przy essere.',
  },
  {
    slug: 'wloski-imperfetto',
    name: 'Czas imperfetto',
    type: 'DEFINITION',
    aliases: ['imperfetto', 'imperfetto indicativo', 'czas przeszły niedokonany'],
    description:
      'Imperfetto opisuje przeszłość jako tło: opisy osób, miejsc i pogody, stany (era stanco, faceva freddo), zwyczaje i czynności powtarzające się (da bambino, sempre, ogni estate) oraz czynność w toku, którą coś przerwało.\n\nKońcówki są regularne dla prawie wszystkich czasowników: -are: -avo, -avi, -ava, -avamo, -avate, -avano (parlavo); -ere: -evo… (leggevo); -ire: -ivo… (dormivo). Nieregularne są m.in. essere (ero, eri, era, eravamo, eravate, erano), fare (facevo), dire (dicevo) i bere (bevevo).\n\nImperfetto i passato prossimo często występują razem: imperfetto opisuje sytuację, passato prossimo – zdarzenie. Przykład: „Mentre ___ (io, leggere), è squillato il telefono” – czynność w toku przerwana zdarzeniem: leggevo.\n\nTypowy błąd to wybór imperfetto tylko dlatego, że coś trwało długo. „Ho abitato a Milano per dieci anni” jest poprawne, bo okres jest zamknięty i policzony; imperfetto stosujemy, gdy opisujemy, jak było, a nie podsumowujemy.',
  },
  {
    slug: 'wloski-rodzajniki',
    name: 'Rodzajniki (articoli)',
    type: 'DEFINITION',
    aliases: ['articoli', 'articolo determinativo', 'articolo indeterminativo', 'rodzajnik'],
    description:
      'Włoski rodzajnik wskazuje rodzaj i liczbę rzeczownika, a jego forma zależy też od pierwszej głoski następnego wyrazu.\n\nRodzajnik określony w rodzaju męskim: il przed większością spółgłosek (il libro – i libri), lo przed s + spółgłoska, z, gn, ps, x, y (lo studente, lo zaino – gli studenti, gli zaini), l’ przed samogłoską (l’amico – gli amici). W rodzaju żeńskim: la (la casa – le case), l’ przed samogłoską (l’amica – le amiche).\n\nRodzajnik nieokreślony: un (un libro, un amico), uno (uno studente, uno zaino), una (una casa), un’ przed samogłoską w rodzaju żeńskim (un’amica).\n\nRodzajnik stoi także przed zaimkiem dzierżawczym (la mia casa, il tuo libro), ale nie przed nazwą członka rodziny w liczbie pojedynczej bez przydawki (mia madre, ale la mia sorellina, le mie sorelle).\n\nPrzykład: „___ zio di Marco” → lo zio. Typowe błędy: „il studente” zamiast lo studente, „i amici” zamiast gli amici oraz apostrof w un amico (rodzaj męski piszemy bez apostrofu, un’ tylko w żeńskim).',
  },
  {
    slug: 'wloski-congiuntivo',
    name: 'Tryb congiuntivo',
    type: 'DEFINITION',
    aliases: ['congiuntivo', 'congiuntivo presente', 'congiuntivo imperfetto', 'tryb łączący'],
    description:
      'Congiuntivo wyraża to, co subiektywne: opinię, przypuszczenie, nadzieję, wolę, uczucie i wątpliwość. Stoi w zdaniu podrzędnym po che, gdy w zdaniu głównym są czasowniki penso, credo, spero, voglio, ho paura, mi sembra, dubito lub wyrażenia è importante, è necessario, è possibile, a także po spójnikach benché, sebbene, affinché, prima che, a meno che.\n\nCongiuntivo presente: -are → -i (che io parli, che noi parliamo), -ere i -ire → -a (che io legga, che io dorma). Nieregularne: essere – sia, avere – abbia, andare – vada, fare – faccia, stare – stia, potere – possa. Congiuntivo imperfetto: parlassi, leggessi, fossi, avessi, stessi; stosujemy go, gdy zdanie główne jest w przeszłości lub w condizionale (Vorrei che tu venissi) oraz w okresie warunkowym (Se avessi tempo, verrei).\n\nPrzykład: „Penso che Luca ___ (avere) ragione” → abbia.\n\nTypowy błąd to indicativo po czasownikach opinii („Penso che Luca ha ragione”) – w potocznej mowie słychać je, ale w zadaniu egzaminacyjnym wymagane jest congiuntivo. Gdy podmiot obu zdań jest ten sam, używamy di + bezokolicznik: Penso di avere ragione.',
  },
  {
    slug: 'wloski-przyimki-sciagniete',
    name: 'Przyimki ściągnięte (preposizioni articolate)',
    type: 'DEFINITION',
    aliases: ['preposizioni articolate', 'przyimki z rodzajnikiem', 'al, del, nel, sul'],
    description:
      'Przyimki di, a, da, in, su łączą się z rodzajnikiem określonym w jedno słowo. Powstają formy: a + il = al, a + lo = allo, a + la = alla, a + l’ = all’, a + i = ai, a + gli = agli, a + le = alle; tak samo di → del, dello, della…; da → dal, dallo…; in → nel, nello, nella…; su → sul, sullo, sulla… Przyimki con i per zwykle się nie łączą (con il, per la).\n\nUżycie: a dla miast i kierunku (vado a Roma, al cinema, al mare), in dla krajów, regionów i wielu miejsc (in Italia, in biblioteca, in centro), da dla osób (vado dal medico) i pochodzenia, di dla przynależności i materiału (il libro del professore), su dla położenia na czymś (sul tavolo).\n\nPrzykład: „Le chiavi sono ___ (su + il) tavolo” → sul tavolo. „Stasera andiamo ___ (a + il) cinema” → al cinema.\n\nTypowy błąd to pominięcie rodzajnika tam, gdzie jest wymagany (vado a cinema) albo dodanie go tam, gdzie go nie ma (vado alla scuola zamiast vado a scuola; in biblioteca bez rodzajnika). Tych połączeń najlepiej uczyć się jako stałych zwrotów.',
  },
  {
    slug: 'wloski-reakcje-jezykowe',
    name: 'Reakcje językowe',
    type: 'TAG',
    aliases: ['funzioni comunicative', 'funkcje językowe', 'znajomość funkcji językowych'],
    description:
      'W zadaniach na reakcje językowe opisana jest sytuacja, a my wybieramy wypowiedź, która do niej pasuje. Najczęściej sprawdzane funkcje to: przywitanie i pożegnanie (Ciao, Buongiorno, Arrivederci), prośba (Mi puoi aiutare?), zamawianie w barze lub restauracji (Vorrei un caffè, per favore), pytanie o cenę (Quanto costa?) i drogę (Scusi, dov’è la stazione?), propozycja (Perché non andiamo al mare?), przyjęcie lub odrzucenie zaproszenia (Volentieri! / Mi dispiace, non posso), gratulacje (Complimenti! Congratulazioni!), życzenia powodzenia (In bocca al lupo! – odpowiedź: Crepi!), życzenia urodzinowe (Tanti auguri!).\n\nRozróżniamy formę nieformalną (tu) i grzecznościową (Lei z czasownikiem w 3. osobie): do kolegi „Puoi ripetere?”, do nieznajomego „Può ripetere, per favore?”.\n\nPrzykład: na „Domani ho l’esame di guida” pasuje „In bocca al lupo!”, a nie „Complimenti!”, bo gratulujemy po sukcesie.\n\nTypowy błąd to wybór odpowiedzi, która zawiera słowa z pytania, ale nie jest logiczną reakcją.',
  },
  {
    slug: 'wloski-rozumienie-tekstu',
    name: 'Rozumienie tekstów pisanych',
    type: 'TAG',
    aliases: ['comprensione del testo', 'lettura', 'czytanie ze zrozumieniem'],
    description:
      'Zadania na rozumienie tekstu sprawdzają wyszukiwanie szczegółowych informacji, określanie głównej myśli i intencji autora, rozpoznawanie kontekstu oraz związków między częściami tekstu. Formy zadań: prawda/fałsz (vero/falso), wybór wielokrotny, dobieranie zdań lub nagłówków.\n\nPracujemy w kolejności: polecenie, zdania do oceny, całość tekstu, a potem dokładna lektura fragmentów. Informacja w tekście jest zwykle wyrażona innymi słowami niż w zdaniu do oceny (parafraza, synonim). Zwracamy uwagę na słowa, które zmieniają sens: non, mai, nessuno, solo, ancora, non più, anche, neanche, quasi.\n\nPrzykład: tekst mówi „Paolo non abita più con i genitori”, a zdanie do oceny „Paolo abita ancora con i genitori” – to fałsz, bo non più znaczy „już nie”.\n\nTypowy błąd to ocena na podstawie wiedzy ogólnej lub jednego wspólnego słowa zamiast sensu całego fragmentu. Oceniamy tylko to, co mówi tekst.',
  },
];
