import type { TDemoConcept } from '../../demo-content.types';

/** Spanish concept articles: grammar, vocabulary and exam skills of E8 and the matura (basic and extended). */
export const spanishConcepts: TDemoConcept[] = [
  {
    slug: 'hiszpanski-gramatyka',
    name: 'Gramatyka języka hiszpańskiego',
    type: 'DOMAIN',
    aliases: ['gramática española', 'gramatyka hiszpańska', 'środki językowe'],
    description:
      'Gramatyka to zasady budowania form wyrazów i zdań. W szkole podstawowej uczymy się odmiany czasowników w czasie teraźniejszym (presente), w tym nieregularnych (tener, ir, hacer), użycia ser, estar i hay, rodzajników, zgody przymiotnika z rzeczownikiem oraz konstrukcji ir a + bezokolicznik. W liceum dochodzą czasy przeszłe (pretérito perfecto, indefinido, imperfecto, pluscuamperfecto), tryb subjuntivo, tryb warunkowy, tryb rozkazujący i mowa zależna.\n\nNa egzaminie gramatyka sprawdzana jest w zadaniach na środki językowe: uzupełnianie luk, wybór właściwej formy, przekształcanie zdań. Przykład: w zdaniu „Ayer (yo) ___ al cine” wpisujemy fui, bo słowo ayer wskazuje na zamkniętą czynność w przeszłości.\n\nTypowy błąd to tłumaczenie zdania słowo po słowie z polskiego. Hiszpański ma inne kategorie: dwa czasowniki „być”, dwa czasy przeszłe opisujące przeszłość i tryb subjuntivo, którego polski nie wyodrębnia. Zawsze szukamy w zdaniu sygnału (okolicznika czasu, spójnika, czasownika wyrażającego emocję), który wskazuje właściwą formę.',
  },
  {
    slug: 'hiszpanski-slownictwo',
    name: 'Słownictwo tematyczne',
    type: 'DOMAIN',
    aliases: ['vocabulario', 'leksyka', 'zakresy tematyczne'],
    description:
      'Podstawa programowa dzieli słownictwo na zakresy tematyczne: człowiek (wygląd, cechy charakteru, uczucia), miejsce zamieszkania (la casa, el barrio), edukacja, praca, życie prywatne (rodzina, czas wolny), żywienie, zakupy i usługi, podróżowanie i turystyka, kultura, sport, zdrowie, nauka i technika, świat przyrody oraz życie społeczne.\n\nSłówek najlepiej uczyć się w kolokacjach, czyli połączeniach, w których naprawdę występują: hacer la compra (robić zakupy), sacar buenas notas (dostawać dobre oceny), tomar el sol (opalać się). Przy rzeczownikach zapisujemy rodzajnik: el problema, la mano, el agua – rodzaju nie da się zawsze odgadnąć z końcówki.\n\nPrzykład: w zadaniu „El padre de mi madre es mi ___” wpisujemy abuelo. Typowy błąd to mylenie wyrazów podobnych do polskich lub angielskich (tzw. fałszywych przyjaciół): embarazada znaczy „w ciąży”, a nie „zakłopotana”; la carpeta to „teczka”, a nie „dywan”; éxito to „sukces”, a nie „wyjście”.',
  },
  {
    slug: 'hiszpanski-umiejetnosci-egzaminacyjne',
    name: 'Umiejętności egzaminacyjne z języka hiszpańskiego',
    type: 'DOMAIN',
    aliases: ['egzamin ósmoklasisty z hiszpańskiego', 'matura z hiszpańskiego', 'strategie egzaminacyjne'],
    description:
      'Egzamin ósmoklasisty i matura z języka hiszpańskiego sprawdzają te same grupy umiejętności: rozumienie ze słuchu, rozumienie tekstów pisanych, znajomość funkcji językowych (reakcje na sytuacje), znajomość środków językowych oraz wypowiedź pisemną. Polecenia są po polsku, a teksty i zdania – po hiszpańsku. Na poziomie rozszerzonym teksty są dłuższe, a zadania gramatyczne wymagają samodzielnego tworzenia form (przekształcenia, słowotwórstwo, tłumaczenie fragmentów zdań).\n\nStrategia dla zadań prawda/fałsz: najpierw czytamy zdania do oceny, potem szukamy w tekście fragmentu, którego dotyczą, i porównujemy szczegóły: kto, kiedy, ile, czy zaprzeczenie (no, nunca) zmienia sens.\n\nPrzykład: tekst mówi „Marta no va nunca al gimnasio los lunes”, a zdanie do oceny brzmi „Marta va al gimnasio los lunes” – to fałsz. Typowy błąd to wybieranie odpowiedzi, która powtarza słowo z tekstu, choć zmienia jego sens; egzaminatorzy celowo wstawiają takie dystraktory.',
  },
  {
    slug: 'hiszpanski-ser-i-estar',
    name: 'Czasowniki ser i estar',
    type: 'DEFINITION',
    aliases: ['ser y estar', 'ser estar', 'być po hiszpańsku'],
    description:
      'Po polsku mamy jedno „być”, po hiszpańsku dwa czasowniki. Ser opisuje to, czym ktoś lub coś jest: tożsamość, zawód, narodowość, pochodzenie, cechy stałe, materiał, godzinę i datę (Soy Ana. Es profesor. Somos de Polonia. La mesa es de madera. Son las tres). Estar opisuje stan i położenie: samopoczucie, stany przejściowe, miejsce, w którym ktoś lub coś się znajduje, oraz tworzy konstrukcję estar + gerundio (Estoy cansado. Madrid está en el centro de España. Estamos comiendo).\n\nOdmiana w czasie teraźniejszym: ser – soy, eres, es, somos, sois, son; estar – estoy, estás, está, estamos, estáis, están.\n\nNiektóre przymiotniki zmieniają znaczenie: ser listo to „być bystrym”, estar listo – „być gotowym”; ser aburrido – „być nudnym”, estar aburrido – „nudzić się”.\n\nPrzykład: „Mi hermano ___ médico y hoy ___ en el hospital” – wpisujemy es (zawód) i está (położenie). Typowy błąd: używanie ser do miejsca („El banco es en la plaza”) – położenie zawsze wyraża estar, a istnienie czegoś gdzieś – hay (Hay un banco en la plaza).',
  },
  {
    slug: 'hiszpanski-preterito-indefinido',
    name: 'Czas pretérito indefinido',
    type: 'DEFINITION',
    aliases: ['pretérito indefinido', 'pretérito perfecto simple', 'czas przeszły prosty'],
    description:
      'Pretérito indefinido (pretérito perfecto simple) opisuje czynności zakończone w przeszłości, w okresie, który już się skończył: ayer, el año pasado, en 2020, hace dos días, la semana pasada. Służy do opowiadania kolejnych wydarzeń: Llegué a casa, cené y me acosté.\n\nKońcówki czasowników regularnych: -ar: -é, -aste, -ó, -amos, -asteis, -aron (hablé, hablaste, habló…); -er i -ir: -í, -iste, -ió, -imos, -isteis, -ieron (comí, viviste, salió…). Najważniejsze formy nieregularne: ser i ir mają te same formy (fui, fuiste, fue, fuimos, fuisteis, fueron), a także tener – tuve, estar – estuve, hacer – hice (hizo), poder – pude, poner – puse, venir – vine, decir – dije (dijeron).\n\nPrzykład: „El verano pasado (nosotros) ___ (viajar) a México” – okolicznik el verano pasado wskazuje indefinido: viajamos.\n\nTypowy błąd to pominięcie akcentu, który odróżnia formy: hablo (mówię) i habló (on mówił); oraz użycie indefinido do opisu tła lub zwyczaju w przeszłości, do czego służy imperfecto.',
  },
  {
    slug: 'hiszpanski-preterito-imperfecto',
    name: 'Czas pretérito imperfecto',
    type: 'DEFINITION',
    aliases: ['pretérito imperfecto', 'imperfecto', 'czas przeszły niedokonany'],
    description:
      'Pretérito imperfecto opisuje przeszłość „od środka”: tło wydarzeń, opis osób i miejsc, zwyczaje i czynności powtarzające się (antes, de niño, siempre, todos los días, a menudo) oraz czynność trwającą, którą coś przerwało.\n\nKońcówki: -ar: -aba, -abas, -aba, -ábamos, -abais, -aban (hablaba); -er i -ir: -ía, -ías, -ía, -íamos, -íais, -ían (comía, vivía). Nieregularne są tylko trzy czasowniki: ser – era, ir – iba, ver – veía.\n\nImperfecto i indefinido często występują razem: imperfecto maluje scenę, indefinido opowiada, co się stało. Przykład: „Cuando (yo) ___ (ser) niño, ___ (vivir) en Valencia. Un día ___ (conocer) a Pedro” – era, vivía (opis, stan w przeszłości), conocí (jednorazowe wydarzenie).\n\nTypowy błąd to dobieranie czasu według tego, czy czynność trwała długo. Liczy się sposób przedstawienia: „Viví diez años en Sevilla” (zamknięty okres, indefinido) jest poprawne, choć trwało to dziesięć lat.',
  },
  {
    slug: 'hiszpanski-subjuntivo',
    name: 'Tryb subjuntivo (presente de subjuntivo)',
    type: 'DEFINITION',
    aliases: ['subjuntivo', 'presente de subjuntivo', 'tryb łączący'],
    description:
      'Subjuntivo to tryb, którym wyrażamy to, co nie jest stwierdzeniem faktu: życzenia, emocje, wątpliwości, polecenia i oceny. Pojawia się najczęściej w zdaniu podrzędnym po que, gdy podmioty obu zdań są różne: Quiero que vengas. Espero que te guste. Es importante que estudiéis. Me alegro de que estés bien. Także po cuando, gdy mówimy o przyszłości (Cuando tenga tiempo, te llamaré), po para que i po ojalá.\n\nTworzenie: bierzemy formę 1. osoby presente (hablo, tengo, hago), odcinamy -o i dodajemy końcówki „przeciwne”: czasowniki na -ar dostają -e (hable, hables…), na -er i -ir dostają -a (tenga, haga, viva). Nieregularne: ser – sea, ir – vaya, estar – esté, saber – sepa, haber – haya, dar – dé.\n\nPrzykład: „Mis padres quieren que (yo) ___ (estudiar) medicina” – różne podmioty, czasownik woli: estudie.\n\nTypowy błąd: subjuntivo po creo que i pienso que w zdaniu twierdzącym. Tam stoi indicativo (Creo que tiene razón), a subjuntivo dopiero po przeczeniu (No creo que tenga razón).',
  },
  {
    slug: 'hiszpanski-por-i-para',
    name: 'Przyimki por i para',
    type: 'DEFINITION',
    aliases: ['por y para', 'por para'],
    description:
      'Oba przyimki tłumaczymy często jako „dla” albo „przez”, ale mają różne zadania. Para wskazuje cel i kierunek: odbiorcę (Este regalo es para ti), cel działania (Estudio para aprobar), kierunek ruchu (Salgo para Madrid) i termin (Los deberes son para el lunes). Por wskazuje przyczynę i drogę: powód (Gracias por tu ayuda; Llegó tarde por la lluvia), miejsce, przez które się przechodzi (Paseamos por el parque), środek (Hablamos por teléfono), cenę i wymianę (Lo compré por diez euros), przybliżony czas (por la mañana) oraz sprawcę w stronie biernej (escrito por Cervantes).\n\nProsta wskazówka: para patrzy do przodu, ku celowi; por patrzy wstecz, ku przyczynie, albo opisuje drogę.\n\nPrzykład: „Trabajo ___ ganar dinero y ___ eso no tengo tiempo libre” – para (cel), por (przyczyna: z tego powodu).\n\nTypowy błąd: „gracias para todo”. Dziękujemy za coś, co się już stało, więc mówimy gracias por todo.',
  },
  {
    slug: 'hiszpanski-gustar',
    name: 'Czasownik gustar i czasowniki podobne',
    type: 'DEFINITION',
    aliases: ['gustar', 'me gusta', 'verbos como gustar', 'encantar', 'interesar'],
    description:
      'Gustar („podobać się”) ma inną budowę niż polskie „lubić”. Podmiotem jest to, co się podoba, a osoba, której się podoba, stoi w celowniku jako zaimek: me, te, le, nos, os, les. Dlatego czasownik zgadza się z rzeczą: Me gusta el chocolate (jedna rzecz), Me gustan los perros (liczba mnoga), Me gusta bailar (bezokolicznik – zawsze liczba pojedyncza).\n\nDla podkreślenia lub wyjaśnienia dodajemy a + zaimek albo imię: A mí me gusta, ¿y a ti? A Juan le gusta el fútbol. Tak samo odmieniają się encantar (bardzo się podobać), interesar, doler (Me duele la cabeza, Me duelen los pies), parecer i molestar.\n\nPrzykład: „A mis hermanos les ___ los videojuegos” – podmiot los videojuegos jest w liczbie mnogiej, więc gustan.\n\nTypowe błędy: „Yo gusto el chocolate” (brak zaimka me, zła osoba) oraz „Me gusta los perros” (brak zgody z rzeczownikiem w liczbie mnogiej).',
  },
  {
    slug: 'hiszpanski-reakcje-jezykowe',
    name: 'Reakcje językowe',
    type: 'TAG',
    aliases: ['funkcje językowe', 'situaciones comunicativas', 'znajomość funkcji językowych'],
    description:
      'W zadaniach na reakcje językowe opisana jest sytuacja (po polsku albo po hiszpańsku), a my wybieramy lub tworzymy wypowiedź, która do niej pasuje. Sprawdzane są typowe funkcje: przywitanie i pożegnanie, przedstawianie się, prośba (¿Me puedes ayudar?), propozycja (¿Por qué no vamos al cine?), przyjęcie i odrzucenie zaproszenia (¡Vale, me apetece! / Lo siento, no puedo), gratulacje (¡Enhorabuena!), życzenia (¡Que te mejores! – „Wracaj do zdrowia!”), przeprosiny (Perdona, lo siento), pytanie o cenę (¿Cuánto cuesta?) i o drogę (¿Dónde está la estación?).\n\nPrzy wyborze odpowiedzi sprawdzamy, czy jest ona logiczną reakcją, a nie tylko wypowiedzią na ten sam temat. Przykład: na „Mañana tengo un examen muy difícil” pasuje „¡Mucha suerte!”, a nie „¡Enhorabuena!”, bo gratulujemy sukcesu, który już nastąpił.\n\nTypowy błąd to mylenie form grzecznościowych: do nieznajomego dorosłego zwracamy się przez usted (¿Puede repetir, por favor?), do kolegi przez tú.',
  },
  {
    slug: 'hiszpanski-rozumienie-tekstu',
    name: 'Rozumienie tekstów pisanych',
    type: 'TAG',
    aliases: ['comprensión lectora', 'czytanie ze zrozumieniem', 'reading'],
    description:
      'Zadania na rozumienie tekstu sprawdzają, czy potrafimy znaleźć w tekście konkretną informację, określić główną myśl, intencję autora, kontekst sytuacji oraz rozpoznać związki między częściami tekstu. Formy zadań to prawda/fałsz, wybór wielokrotny, dobieranie nagłówków lub zdań do luk.\n\nDobra kolejność pracy: przeczytać polecenie i pytania, przejrzeć tekst w całości, a potem wrócić do fragmentów, których dotyczą pytania. Zwracamy uwagę na słowa zmieniające sens: no, nunca, nadie, solo, todavía, ya no, también, tampoco. Informacja w tekście jest zwykle wyrażona innymi słowami niż w pytaniu (synonim, parafraza): en coche = conduciendo, no le gusta = odia.\n\nPrzykład: tekst mówi „Pablo ya no vive con sus padres”, a zdanie do oceny „Pablo todavía vive con sus padres” – to fałsz, bo ya no znaczy „już nie”.\n\nTypowy błąd to odpowiadanie na podstawie wiedzy ogólnej zamiast tekstu. Oceniamy tylko to, co tekst mówi.',
  },
];
