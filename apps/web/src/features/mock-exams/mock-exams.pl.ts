import { registerDictionary } from '../../i18n/register-dictionary';
/** Polish strings of mock exams against the clock (issue 37): the card on an exam's page, the attempt, the result. */
export const mockExamsPl = {
  counts: {
    minutes: { one: '{{count}} minuta', few: '{{count}} minuty', many: '{{count}} minut' },
    items: { one: '{{count}} zadanie', few: '{{count}} zadania', many: '{{count}} zadań' },
    points: { one: '{{count}} punkt', few: '{{count}} punkty', many: '{{count}} punktów' },
  },
  pointsShort: '{{points}} pkt',
  calculator: 'z kalkulatorem',
  noCalculator: 'bez kalkulatora',
  card: {
    title: 'Rozwiąż arkusz na czas',
    intro:
      'Jak na prawdziwym egzaminie: zegar odmierza czas, a po oddaniu arkusza zobaczysz wynik, punkty za każde wymaganie i prognozę wyniku na egzaminie.',
    extendedTime: 'Wydłużony czas (np. dysleksja): {{time}}',
    start: 'Rozpocznij arkusz',
    signIn: 'Zaloguj się, aby rozwiązać arkusz na czas',
  },
  attempt: {
    loadError: 'Nie udało się wczytać arkusza.',
    notFound: 'Nie znaleziono tego arkusza.',
    retry: 'Spróbuj ponownie',
    timeLeft: 'Pozostały czas',
    announce: {
      ten: 'Zostało 10 minut do końca czasu.',
      five: 'Zostało 5 minut do końca czasu.',
      one: 'Została 1 minuta do końca czasu.',
    },
    progress: 'Odpowiedzi: {{answered}} z {{total}}',
    item: 'Zadanie {{n}}',
    unanswered: 'Bez odpowiedzi',
    answeredBadge: 'Odpowiedziano',
    save: {
      saved: 'Zapisano',
      saving: 'Zapisywanie…',
      failed: 'Nie zapisano',
      error: 'Nie zapisano odpowiedzi: {{message}}',
      retry: 'Zapisz ponownie',
    },
    submit: 'Oddaj arkusz',
    confirmTitle: 'Oddać arkusz?',
    confirmUnanswered: 'Zadania bez pełnej odpowiedzi: {{missing}} z {{total}}.',
    confirmAll: 'Wszystkie zadania mają odpowiedź.',
    confirmFinal: 'Po oddaniu arkusza nie zmienisz już odpowiedzi.',
    confirm: 'Tak, oddaję arkusz',
    cancel: 'Wróć do arkusza',
    submitError: 'Nie udało się oddać arkusza: {{message}}',
    timeUp: 'Czas minął: oddajemy arkusz…',
    replacedOne:
      'Odpowiedź do zadania {{items}} została zmieniona w innej karcie. Pokazujemy odpowiedź zapisaną tam: sprawdź ją i w razie potrzeby popraw.',
    replacedMany:
      'Odpowiedzi do zadań {{items}} zostały zmienione w innej karcie. Pokazujemy odpowiedzi zapisane tam: sprawdź je i w razie potrzeby popraw.',
  },
  items: {
    chooseOne: 'Wybierz odpowiedź',
    clear: 'Wyczyść odpowiedź',
    statement: 'Zdanie {{n}}',
    true: 'P',
    false: 'F',
    trueName: 'P – prawda',
    falseName: 'F – fałsz',
    prompt: 'Część {{n}}',
    step: 'Wynik kroku {{n}}',
    final: 'Odpowiedź końcowa',
    answerHint: 'Pisz jak w zeszycie: 1,5 albo 3/2, x = 4, pierwiastek jako sqrt 2.',
    stepsNote:
      'Wpisz wyniki kolejnych kroków rozwiązania. Jak na egzaminie: za sam wynik bez rozwiązania nie ma punktów.',
    selfAssessedNote:
      'To zadanie (uzasadnienie lub dowód) ocenisz sam po oddaniu arkusza: porównasz swoje rozwiązanie z rozwiązaniem wzorcowym.',
  },
  result: {
    title: 'Wynik arkusza',
    score: '{{points}} / {{max}} pkt ({{percent}} %)',
    scoreLabel: 'Twój wynik',
    byTime: 'Czas minął: arkusz oddano automatycznie z odpowiedziami zapisanymi przed końcem czasu.',
    selfAssessmentTotal:
      'Zadania do samodzielnej oceny ({{points}}) nie są wliczone w wynik: porównaj je z rozwiązaniem wzorcowym.',
    forecast: 'Prognoza wyniku na egzaminie: {{percent}} % (przedział 80 %: {{low}}–{{high}} %)',
    practice:
      'To powtórka arkusza oddanego już wcześniej: znasz jego rozwiązania, więc ten wynik nie zmienia prognozy ani Twojego planu nauki. Prognozę daje pierwsze podejście do arkusza.',
    forecastHelp:
      'To nie jest pewny wynik: z tego arkusza i Twoich postępów w nauce wynika, że na egzaminie uzyskasz najpewniej około {{percent}} %, a w 8 przypadkach na 10 wynik zmieści się w podanym przedziale.',
    nextTitle: 'Co dalej',
    nextWeakest: 'Zacznij od wymagania, w którym brakuje najwięcej punktów: {{requirement}}',
    nextAllRight: 'W żadnym wymaganiu nie brakuje punktów. Utrwal wiedzę w sesji ćwiczeń.',
    practise: 'Ćwicz to wymaganie',
    practiseNamed: 'Ćwicz: {{requirement}}',
    startSession: 'Rozpocznij sesję ćwiczeń',
    requirementsTitle: 'Punkty według wymagań',
    requirementsIntro: 'Najpierw wymagania, w których brakuje najwięcej punktów.',
    requirementScore: '{{points}} / {{max}} pkt, stracone: {{lost}}',
    itemsTitle: 'Zadania',
    itemScore: '{{points}} / {{max}} pkt',
    notCounted: 'Nie liczone automatycznie: porównaj z rozwiązaniem wzorcowym (do zdobycia {{points}}).',
    notCountedBadge: 'Do samodzielnej oceny',
    yourAnswer: 'Twoja odpowiedź',
    noAnswer: 'Brak odpowiedzi',
    correct: 'Poprawna odpowiedź',
    modelSolution: 'Rozwiązanie wzorcowe',
    rubric: 'Schemat oceniania',
    rubricStep: '{{points}} pkt',
    rubricExpected: 'Oczekiwany wynik: {{value}}',
    backToExam: 'Wróć do egzaminu',
  },
} as const;

registerDictionary({ mockExams: mockExamsPl });
