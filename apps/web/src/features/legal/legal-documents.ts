/**
 * The regulamin and the privacy policy (the Standardy Ochrony Małoletnich: child-protection-standards.ts), as the
 * service works today (what it stores and for how long is what the
 * code does: docs/security.md, docs/commerce.md, the account's export and deletion). Plain data, rendered by
 * LegalDocumentPage; a change of either is a change of its `updated` date.
 */
/** A link under a section or the intro: a page of the app (`/…`) or a phone number (`tel:…`). */
export type TLegalLink = { label: string; href: string };
export type TLegalSection = { heading: string; paragraphs: readonly string[]; links?: readonly TLegalLink[] };
export type TLegalDocument = {
  title: string;
  updated: string;
  intro: string;
  /** Shown right under the intro: related pages (the other version of the same document). */
  links?: readonly TLegalLink[];
  sections: readonly TLegalSection[];
};

export const termsOfService: TLegalDocument = {
  title: 'Regulamin serwisu Zadania',
  updated: '29 listopada 2026',
  intro:
    'Regulamin określa zasady korzystania z serwisu Zadania: bazy zadań z rozwiązaniami, nauki z korepetytorem, klas, kursów, czatu i płatności. Jest regulaminem świadczenia usług drogą elektroniczną w rozumieniu ustawy z 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną.',
  sections: [
    {
      heading: '§ 1. Usługi',
      paragraphs: [
        'Bez konta można czytać publiczne zadania z bezpłatnymi rozwiązaniami, pojęcia, arkusze egzaminacyjne i program nauczania.',
        'Z kontem ucznia można rozwiązywać zadania i ćwiczyć z samodzielnie dobieranymi zadaniami, pisać arkusze próbne, należeć do klas, korzystać z czatu, kursów i korepetycji. Konto nauczyciela pozwala ponadto dodawać zadania, prowadzić klasy, zadawać prace i oferować korepetycje oraz kursy.',
        'Usługi płatne (Premium, żetony, kursy, korepetycje, zamówione rozwiązania) są opisane przy zakupie wraz z ceną brutto w złotych.',
      ],
    },
    {
      heading: '§ 2. Wymagania techniczne',
      paragraphs: [
        'Wystarczy aktualna przeglądarka internetowa z włączoną obsługą JavaScript i plików cookie niezbędnych do utrzymania sesji oraz adres e-mail. Serwis działa na komputerach i telefonach.',
      ],
    },
    {
      heading: '§ 3. Konto',
      paragraphs: [
        'Konto zakłada się formularzem rejestracji, podając adres e-mail, login i hasło; konto działa po potwierdzeniu adresu e-mail. Nauczyciel może też założyć konta uczniom swojej klasy.',
        'Osoba poniżej 16 lat może założyć konto za zgodą rodzica lub opiekuna prawnego (art. 8 RODO).',
        'Hasło jest znane tylko użytkownikowi; warto włączyć weryfikację dwuetapową w ustawieniach bezpieczeństwa konta.',
        'Konto można w każdej chwili usunąć w ustawieniach konta; umowa o świadczenie usług wygasa wtedy bez wypowiedzenia.',
      ],
    },
    {
      heading: '§ 4. Zasady korzystania',
      paragraphs: [
        'Zakazane jest publikowanie treści bezprawnych, naruszających cudze prawa autorskie lub dobra osobiste, obraźliwych, reklam bez zgody oraz podszywanie się pod inne osoby.',
        'Każdą treść można zgłosić przyciskiem „Zgłoś”. Zgłoszenia rozpatruje administrator; treść naruszająca regulamin zostaje ukryta lub usunięta, a jej autor dostaje informację z uzasadnieniem.',
        'Zadania dodane przez nauczycieli przechodzą przegląd przed publikacją. Rozwiązania i podpowiedzi służą nauce; ocena z pracy domowej należy do nauczyciela.',
        'Serwis stosuje Standardy Ochrony Małoletnich dostępne pod adresem /standardy-ochrony-maloletnich (wersja dla dzieci: /standardy-ochrony-maloletnich/dla-dzieci). Nauczyciele, korepetytorzy i administratorzy serwisu są zobowiązani ich przestrzegać, w szczególności nie proponują uczniom kontaktu poza serwisem.',
      ],
    },
    {
      heading: '§ 5. Treści użytkowników',
      paragraphs: [
        'Autor zachowuje prawa do dodanych treści i udziela serwisowi niewyłącznej, nieodpłatnej licencji na ich przechowywanie i wyświetlanie w serwisie w zakresie, w jakim je opublikował (publicznie, w klasie lub w kursie).',
      ],
    },
    {
      heading: '§ 6. Płatności i odstąpienie od umowy',
      paragraphs: [
        'Płatności obsługuje operator płatności (karta, BLIK, Przelewy24) albo przelew bankowy z podanym tytułem. Faktura jest wystawiana z danymi nabywcy podanymi w ustawieniach konta.',
        'Konsument może odstąpić od umowy zawartej na odległość w ciągu 14 dni bez podania przyczyny. Prawo to wygasa, gdy treść cyfrowa (np. odblokowane rozwiązanie lub kurs) została dostarczona za wyraźną zgodą konsumenta przed upływem terminu, a korepetycje – gdy usługa została w pełni wykonana.',
        'Lekcję lub zamówione rozwiązanie, które nie zostało dostarczone, serwis zwraca automatycznie; spór o wykonaną lekcję rozpatruje administrator.',
      ],
    },
    {
      heading: '§ 7. Reklamacje',
      paragraphs: [
        'Reklamację można złożyć formularzem „Zgłoś problem” w stopce lub w centrum pomocy. Odpowiadamy w ciągu 14 dni. Konsument może też skorzystać z pozasądowych sposobów rozwiązywania sporów, np. pomocy miejskiego lub powiatowego rzecznika konsumentów.',
      ],
    },
    {
      heading: '§ 8. Dane osobowe',
      paragraphs: [
        'Zasady przetwarzania danych osobowych opisuje polityka prywatności dostępna pod adresem /polityka-prywatnosci.',
      ],
    },
    {
      heading: '§ 9. Zmiany regulaminu',
      paragraphs: [
        'O zmianie regulaminu informujemy zalogowanych użytkowników z co najmniej 14-dniowym wyprzedzeniem. Osoba, która nie akceptuje zmian, może usunąć konto przed ich wejściem w życie.',
      ],
    },
  ],
};

export const privacyPolicy: TLegalDocument = {
  title: 'Polityka prywatności',
  updated: '29 listopada 2026',
  intro:
    'Opisujemy, jakie dane osobowe przetwarza serwis Zadania, w jakim celu, na jakiej podstawie i jak długo, oraz jakie prawa przysługują osobom, których dane dotyczą (RODO, rozporządzenie 2016/679). Administratorem danych jest operator serwisu; pytania o dane można kierować przez formularz „Zgłoś problem”.',
  sections: [
    {
      heading: 'Jakie dane przetwarzamy i po co',
      paragraphs: [
        'Konto: adres e-mail, login, nazwa wyświetlana, rola i skrót hasła (samego hasła nie przechowujemy) – aby prowadzić konto i umożliwić logowanie (art. 6 ust. 1 lit. b RODO: wykonanie umowy).',
        'Profil, jeśli je podasz: zdjęcie, opis, numer telefonu (np. do korepetycji lub płatności BLIK, potwierdzany kodem SMS) – aby pokazać je w serwisie w zakresie, w jakim wybierzesz (lit. b).',
        'Nauka: odpowiedzi na zadania, przebieg sesji ćwiczeń, arkusze próbne i wyliczony na ich podstawie stan opanowania pojęć – aby dobierać kolejne zadania i pokazywać postępy tobie oraz nauczycielom klas, do których należysz (lit. b).',
        'Treści i komunikacja: zadania, komentarze, oceny, wiadomości na czacie, pliki i notatki – aby je przechowywać i pokazywać odbiorcom, których wskazujesz (lit. b).',
        'Płatności: kwoty, przedmiot i status płatności, a przy fakturze dane nabywcy – aby zrealizować zakup (lit. b) i wypełnić obowiązki podatkowe i rachunkowe (lit. c). Danych karty nie otrzymujemy – obsługuje je operator płatności.',
        'Dane techniczne: adres IP i opis przeglądarki przy logowaniu i aktywnych sesjach, liczniki prób logowania – aby chronić konta przed przejęciem i nadużyciami (lit. f: prawnie uzasadniony interes).',
        'Klasy ze szkolnej platformy (Moodle przez LTI 1.3, Google Classroom): imię i nazwisko oraz adres e-mail ucznia przekazane przez szkołę – aby przypisać ucznia do klasy nauczyciela (lit. b lub e, zgodnie z podstawą szkoły).',
      ],
    },
    {
      heading: 'Jak długo',
      paragraphs: [
        'Dane konta, profilu, nauki i treści – do usunięcia konta. Usunięcie konta usuwa jego nieopublikowane zadania, pliki i członkostwa; opublikowane zadania zostają w bazie bez powiązania z kontem, a wystawione oceny przestają się liczyć.',
        'Sesje logowania wygasają po 30 dniach bez odświeżenia; historia logowań służy bezpieczeństwu konta i jest usuwana wraz z kontem.',
        'Dokumenty płatności i faktury – przez 5 lat od końca roku podatkowego, jak wymagają przepisy podatkowe.',
        'Wiadomości e-mail i SMS wysyłane przez serwis zawierają jednorazowe łącza lub kody o ograniczonej ważności (łącze do zmiany hasła – godzinę).',
      ],
    },
    {
      heading: 'Komu przekazujemy dane',
      paragraphs: [
        'Operatorowi płatności (Stripe) – dane potrzebne do płatności; dostawcy wysyłki SMS – numer telefonu i treść kodu; dostawcy hostingu – wszystkie dane jako podmiotowi przetwarzającemu. Nauczyciel widzi wyniki uczniów swoich klas; inni użytkownicy widzą to, co opublikujesz.',
        'Policji, prokuraturze i sądowi – dane potrzebne do zawiadomienia o podejrzeniu przestępstwa na szkodę dziecka lub o zagrożeniu jego dobra, albo na żądanie tych organów (art. 6 ust. 1 lit. c i f RODO; Standardy Ochrony Małoletnich).',
        'Nie sprzedajemy danych i nie używamy ich do reklam.',
      ],
    },
    {
      heading: 'Twoje prawa (art. 15–22 RODO)',
      paragraphs: [
        'Dostęp do danych i ich kopia (art. 15) oraz przenoszenie danych (art. 20): w ustawieniach konta można pobrać wszystkie swoje dane w pliku JSON.',
        'Sprostowanie (art. 16): dane konta i profilu zmienisz w ustawieniach konta.',
        'Usunięcie (art. 17): konto wraz z danymi usuniesz w ustawieniach konta; zachowujemy tylko to, co musimy przechowywać z mocy prawa (dokumenty płatności).',
        'Ograniczenie przetwarzania (art. 18) i sprzeciw wobec przetwarzania opartego na prawnie uzasadnionym interesie (art. 21): zgłoś je formularzem „Zgłoś problem”; odpowiemy w ciągu miesiąca.',
        'Zautomatyzowane decyzje (art. 22): serwis automatycznie dobiera zadania i szacuje wynik egzaminu, ale te wyliczenia nie wywołują skutków prawnych ani podobnie istotnych; ocenę wystawia nauczyciel.',
        'Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa).',
      ],
    },
    {
      heading: 'Dzieci',
      paragraphs: [
        'Uczeń poniżej 16 lat może korzystać z serwisu za zgodą rodzica lub opiekuna prawnego (art. 8 RODO w brzmieniu przyjętym w Polsce). Rodzic może w każdej chwili poprosić o wgląd w dane dziecka lub ich usunięcie.',
      ],
    },
    {
      heading: 'Pliki cookie i pamięć przeglądarki',
      paragraphs: [
        'Używamy wyłącznie pamięci przeglądarki niezbędnej do działania serwisu: sesji logowania, wybranego motywu i ustawień widoku. Nie używamy plików śledzących ani reklamowych, więc nie prosimy o zgodę na nie.',
      ],
    },
  ],
};
