import type { TDemoConcept } from '../../demo-content.types';

const article = (...paragraphs: string[]) => paragraphs.join('\n\n');

/** Concept articles of BIOLOGY: three broad areas and the laws, processes and terms the tasks name. */
export const biologyConcepts: TDemoConcept[] = [
  {
    slug: 'biologia-cytologia',
    name: 'Budowa i funkcjonowanie komórki',
    type: 'DOMAIN',
    aliases: ['cytologia', 'komórka', 'biologia komórki', 'cell biology'],
    description: article(
      'Cytologia to dział biologii, który bada komórkę – najmniejszą jednostkę życia zdolną do samodzielnego przeprowadzania przemiany materii, wzrostu i rozmnażania. Każda komórka ma błonę komórkową, cytoplazmę i materiał genetyczny (DNA) oraz rybosomy, na których powstają białka.',
      'Komórki prokariotyczne (bakterie) nie mają jądra komórkowego: ich DNA leży w cytoplazmie w obszarze zwanym nukleoidem. Komórki eukariotyczne (protisty, grzyby, rośliny, zwierzęta) mają jądro i organella otoczone błonami: mitochondria (oddychanie komórkowe), siateczkę śródplazmatyczną, aparat Golgiego, lizosomy, a komórki roślinne także chloroplasty (fotosynteza), ścianę komórkową z celulozy i dużą wakuolę.',
      'Przykład: w komórce z miękiszu liścia pod mikroskopem widać zielone chloroplasty przy ścianie komórkowej i dużą wakuolę w środku – to cechy komórki roślinnej, których nie ma komórka nabłonka człowieka.',
      'Typowy błąd: twierdzenie, że komórki roślinne nie mają mitochondriów, bo „mają chloroplasty”. Rośliny oddychają przez całą dobę, więc mitochondria ma każda żywa komórka roślinna.',
    ),
  },
  {
    slug: 'biologia-genetyka',
    name: 'Genetyka',
    type: 'DOMAIN',
    aliases: ['dziedziczenie', 'genetics', 'nauka o dziedziczności'],
    description: article(
      'Genetyka to dział biologii, który bada dziedziczenie cech i zmienność organizmów. Informacja o cechach jest zapisana w genach – odcinkach DNA – ułożonych w chromosomach. Człowiek ma w komórkach ciała 46 chromosomów (23 pary), a w gametach 23.',
      'Różne wersje tego samego genu to allele. Organizm mający dwa jednakowe allele danego genu jest homozygotą (AA lub aa), a mający dwa różne – heterozygotą (Aa). Zestaw alleli to genotyp, a ujawniająca się cecha to fenotyp. Allel dominujący (A) ujawnia się także u heterozygoty, allel recesywny (a) – tylko u homozygoty recesywnej.',
      'Przykład: u grochu allel barwy żółtej nasion (A) dominuje nad allelem barwy zielonej (a). Roślina o genotypie Aa ma nasiona żółte, choć przekazuje potomstwu allel a z prawdopodobieństwem 50%.',
      'Typowy błąd: mylenie genotypu z fenotypem. Dwie rośliny o żółtych nasionach mogą mieć różne genotypy (AA i Aa) – rozróżnia je dopiero krzyżówka testowa z homozygotą recesywną.',
    ),
  },
  {
    slug: 'biologia-ekologia',
    name: 'Ekologia',
    type: 'DOMAIN',
    aliases: ['ekosystem', 'ecology', 'zależności w przyrodzie'],
    description: article(
      'Ekologia to nauka o zależnościach między organizmami oraz między organizmami a środowiskiem. Bada populacje (osobniki jednego gatunku na danym terenie), biocenozy (populacje wielu gatunków żyjące razem) i ekosystemy, czyli biocenozę wraz z biotopem – nieożywionym środowiskiem (światło, woda, gleba, temperatura).',
      'W ekosystemie producenci (głównie rośliny) wytwarzają materię organiczną w fotosyntezie, konsumenci ją zjadają, a destruenci (bakterie, grzyby) rozkładają martwe szczątki do związków mineralnych. Materia krąży, a energia przepływa jednokierunkowo i na każdym poziomie troficznym większość jej (około 90%) jest tracona jako ciepło w oddychaniu.',
      'Przykład: w łańcuchu trawa → zając → lis do lisa trafia tylko około 1% energii zgromadzonej w trawie (10% z 10%). Dlatego łańcuchy pokarmowe mają zwykle 3–5 ogniw.',
      'Typowy błąd: mówienie, że energia „krąży” w ekosystemie. Krążą pierwiastki (węgiel, azot), a energia słoneczna przepływa przez ekosystem i ucieka z niego jako ciepło.',
    ),
  },
  {
    slug: 'biologia-fotosynteza',
    name: 'Fotosynteza',
    type: 'DEFINITION',
    aliases: ['asymilacja dwutlenku węgla', 'photosynthesis'],
    description: article(
      'Fotosynteza to proces, w którym organizmy samożywne (rośliny, glony, sinice) wytwarzają glukozę z dwutlenku węgla i wody, wykorzystując energię światła pochłanianą przez chlorofil. Produktem ubocznym jest tlen. U roślin zachodzi w chloroplastach, głównie w komórkach miękiszu asymilacyjnego liści.',
      String.raw`Sumaryczne równanie: $6\,\mathrm{CO_2} + 6\,\mathrm{H_2O} \rightarrow \mathrm{C_6H_{12}O_6} + 6\,\mathrm{O_2}$. Proces ma dwie fazy: fazę zależną od światła (w tylakoidach; rozkład wody, powstają ATP, NADPH i tlen) oraz fazę niezależną od światła, czyli cykl Calvina (w stromie; wiązanie dwutlenku węgla i wytwarzanie cukru).`,
      'Przykład: gałązka moczarki kanadyjskiej w oświetlonej wodzie wydziela pęcherzyki tlenu; im silniejsze światło (do pewnej granicy), tym więcej pęcherzyków w ciągu minuty. Na intensywność fotosyntezy wpływają też stężenie dwutlenku węgla i temperatura.',
      'Typowy błąd: twierdzenie, że tlen z fotosyntezy pochodzi z dwutlenku węgla. Pochodzi z rozkładu wody (fotolizy) w fazie zależnej od światła.',
    ),
  },
  {
    slug: 'biologia-oddychanie-komorkowe',
    name: 'Oddychanie komórkowe',
    type: 'DEFINITION',
    aliases: ['oddychanie tlenowe', 'oddychanie wewnątrzkomórkowe', 'cellular respiration'],
    description: article(
      'Oddychanie komórkowe to proces rozkładu związków organicznych (głównie glukozy), w którym uwalniana energia zostaje zmagazynowana w ATP – uniwersalnym nośniku energii w komórce. Zachodzi we wszystkich żywych komórkach, przez całą dobę.',
      String.raw`Oddychanie tlenowe: $\mathrm{C_6H_{12}O_6} + 6\,\mathrm{O_2} \rightarrow 6\,\mathrm{CO_2} + 6\,\mathrm{H_2O}$ + energia. Etapy: glikoliza (cytozol), reakcja pomostowa i cykl Krebsa (macierz mitochondrium) oraz łańcuch oddechowy (wewnętrzna błona mitochondrium). Z jednej cząsteczki glukozy powstaje do około 30–32 cząsteczek ATP. Bez tlenu zachodzi fermentacja: alkoholowa u drożdży, mleczanowa w mięśniach – daje tylko 2 cząsteczki ATP na glukozę.`,
      'Przykład: podczas sprintu mięśnie nie dostają dość tlenu i część energii uzyskują z fermentacji mleczanowej; powstaje mleczan, który potem jest przekształcany w wątrobie.',
      'Typowy błąd: mylenie oddychania komórkowego z wymianą gazową w płucach. Wentylacja płuc dostarcza tlen, ale samo oddychanie komórkowe zachodzi w komórkach, głównie w mitochondriach.',
    ),
  },
  {
    slug: 'biologia-kod-genetyczny',
    name: 'DNA i kod genetyczny',
    type: 'DEFINITION',
    aliases: ['kod genetyczny', 'kodon', 'DNA', 'genetic code'],
    description: article(
      'DNA (kwas deoksyrybonukleinowy) to dwuniciowa helisa zbudowana z nukleotydów zawierających jedną z czterech zasad: adeninę (A), tyminę (T), guaninę (G) i cytozynę (C). Nici łączą się według zasady komplementarności: A z T (dwa wiązania wodorowe), G z C (trzy wiązania wodorowe). W RNA zamiast tyminy występuje uracyl (U).',
      'Kod genetyczny to sposób zapisu kolejności aminokwasów w białku za pomocą sekwencji nukleotydów. Jest trójkowy (kodon to trzy nukleotydy), niezachodzący, jednoznaczny, zdegenerowany (jeden aminokwas może mieć kilka kodonów) i niemal uniwersalny. Kodon AUG rozpoczyna translację, a UAA, UAG i UGA ją kończą.',
      'Przykład: jeśli w DNA jest 30% adeniny, to tyminy też jest 30%, a na guaninę i cytozynę przypada razem 40%, czyli po 20%.',
      'Typowy błąd: zapisywanie nici komplementarnej DNA z uracylem. U pojawia się dopiero w mRNA przepisanym w transkrypcji; w DNA naprzeciw A zawsze stoi T.',
    ),
  },
  {
    slug: 'biologia-prawa-mendla',
    name: 'Prawa Mendla',
    type: 'THEOREM',
    aliases: ['I prawo Mendla', 'prawo czystości gamet', 'II prawo Mendla', "Mendel's laws"],
    description: article(
      'Grzegorz Mendel, badając groch zwyczajny, sformułował dwa prawa dziedziczenia. I prawo (czystości gamet): każda gameta otrzymuje tylko jeden allel z pary alleli danego genu. II prawo (niezależnego dziedziczenia): allele różnych genów trafiają do gamet niezależnie od siebie – dotyczy to genów leżących na różnych chromosomach.',
      'Z I prawa wynika, że krzyżówka dwóch heterozygot Aa × Aa daje w potomstwie genotypy AA : Aa : aa w stosunku 1 : 2 : 1, a przy dominacji zupełnej fenotypy w stosunku 3 : 1. Z II prawa wynika, że krzyżówka dwóch podwójnych heterozygot AaBb × AaBb daje fenotypy w stosunku 9 : 3 : 3 : 1.',
      'Przykład: heterozygota AaBb wytwarza cztery rodzaje gamet w równych ilościach: AB, Ab, aB i ab, po 25% każdy.',
      'Typowy błąd: stosowanie II prawa do genów sprzężonych, czyli leżących blisko siebie na jednym chromosomie. Takie geny dziedziczą się razem, a stosunek 9 : 3 : 3 : 1 nie wychodzi.',
    ),
  },
  {
    slug: 'biologia-krzyzowki-genetyczne',
    name: 'Krzyżówki genetyczne',
    type: 'TAG',
    aliases: ['szachownica Punnetta', 'krzyżówka jednogenowa', 'Punnett square'],
    description: article(
      'Krzyżówka genetyczna to zapis przewidujący genotypy i fenotypy potomstwa na podstawie genotypów rodziców. Rozwiązuje się ją w czterech krokach: oznaczamy allele (wielka litera – allel dominujący), zapisujemy genotypy rodziców, wypisujemy ich gamety, a następnie łączymy gamety w szachownicy Punnetta.',
      'Każde pole szachownicy jest jednakowo prawdopodobne. W krzyżówce jednogenowej szachownica ma 4 pola, więc każde pole to 25%. Prawdopodobieństwo danego fenotypu to liczba pól z tym fenotypem podzielona przez liczbę wszystkich pól.',
      'Przykład: mukowiscydoza jest chorobą recesywną autosomalną. Rodzice nosiciele (Aa × Aa) mają 25% szans na chore dziecko (aa), 50% na dziecko nosiciela (Aa) i 25% na dziecko bez allelu choroby (AA).',
      'Typowy błąd: traktowanie stosunku 3 : 1 jak pewności. Jeśli rodzice nosiciele mają już jedno chore dziecko, prawdopodobieństwo, że następne też będzie chore, nadal wynosi 25% – każde zapłodnienie jest niezależnym zdarzeniem.',
    ),
  },
  {
    slug: 'biologia-dobor-naturalny',
    name: 'Dobór naturalny',
    type: 'DEFINITION',
    aliases: ['selekcja naturalna', 'teoria ewolucji', 'natural selection'],
    description: article(
      'Dobór naturalny to główny mechanizm ewolucji opisany przez Karola Darwina i Alfreda Wallace’a. Osobniki w populacji różnią się cechami (zmienność genetyczna), rodzi się ich więcej, niż może przeżyć, a przeżywają i rozmnażają się częściej te, których cechy lepiej pasują do warunków środowiska. Ich allele stają się w kolejnych pokoleniach częstsze.',
      'Wyróżnia się dobór stabilizujący (faworyzuje osobniki przeciętne, np. masa urodzeniowa noworodków), kierunkowy (przesuwa średnią cechy, np. oporność bakterii na antybiotyk) i rozrywający (faworyzuje obie skrajności, co może prowadzić do powstania nowych gatunków).',
      'Przykład: gdy stosuje się antybiotyk, giną bakterie wrażliwe, a przeżywają nieliczne oporne. Rozmnażają się i po kilku dniach populacja składa się głównie z bakterii opornych.',
      'Typowy błąd: mówienie, że organizm „przystosowuje się”, bo potrzebuje danej cechy (np. bakterie „uczą się” oporności). Mutacje powstają losowo, a dobór jedynie utrwala te, które już istnieją i dają przewagę.',
    ),
  },
  {
    slug: 'biologia-uklad-krwionosny',
    name: 'Układ krwionośny człowieka',
    type: 'DEFINITION',
    aliases: ['układ krążenia', 'krwiobieg', 'serce', 'circulatory system'],
    description: article(
      'Układ krwionośny człowieka składa się z serca i naczyń krwionośnych: tętnic (prowadzą krew od serca), żył (prowadzą krew do serca) i naczyń włosowatych, przez których ściany zachodzi wymiana substancji z tkankami. Serce ma cztery jamy: dwa przedsionki i dwie komory.',
      'Krew płynie w dwóch obiegach. W małym (płucnym) obiegu prawa komora tłoczy krew odtlenowaną przez pień płucny do płuc, skąd krew natlenowana wraca żyłami płucnymi do lewego przedsionka. W dużym (ustrojowym) obiegu lewa komora tłoczy krew natlenowaną do aorty i dalej do wszystkich narządów, a krew odtlenowana wraca żyłami głównymi do prawego przedsionka.',
      'Przykład: lek podany do żyły na ręce trafia najpierw do prawego przedsionka, potem do prawej komory, płuc, lewego przedsionka i lewej komory, a dopiero stamtąd aortą do narządów.',
      'Typowy błąd: „tętnice prowadzą krew natlenowaną, a żyły odtlenowaną”. O nazwie naczynia decyduje kierunek przepływu, nie rodzaj krwi: tętnice płucne prowadzą krew odtlenowaną, a żyły płucne – natlenowaną.',
    ),
  },
];
