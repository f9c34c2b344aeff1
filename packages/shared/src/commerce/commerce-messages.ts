/**
 * Polish messages of the commerce routes (payments, subscriptions, tokens, invoices). Kept apart from the schemas: a
 * page that shows one (the task page's paywall) then need not load zod.
 */
export const commerceMessages = {
  /** docs/product-spec.md section 8: a Premium feature refused to a viewer without Premium. */
  premiumRequired: 'Funkcja Premium',
  /** docs/product-spec.md section 4 (interactive exercises): the notice title and text. */
  subscriptionRequired: 'Wymagana subskrypcja!',
  subscriptionRequiredText: 'Aby kontynuować musisz posiadać Konto Premium!',
  productNotFound: 'Nie ma takiego produktu.',
  invalidMethod: 'Wybierz sposób płatności.',
  invalidBuyer: 'Wybierz, na kogo ma być wystawiona faktura.',
  companyMissing: 'Uzupełnij dane firmy w ustawieniach konta, aby otrzymać fakturę na firmę.',
  onlineUnavailable: 'Płatności online są chwilowo niedostępne. Wybierz przelew tradycyjny.',
  notDemo: 'Ta płatność nie jest płatnością demonstracyjną.',
  notManual: 'Tylko przelew tradycyjny potwierdza administrator.',
  paymentClosed: 'Tej płatności nie można już zmienić.',
  notRefundable: 'Tej płatności nie można zwrócić.',
  /** One purchase of one thing: two checkouts of one item at once (two tabs, a double click). */
  checkoutInProgress: 'Płatność za ten zakup jest już w toku. Odśwież stronę i dokończ ją albo anuluj.',
  /** A new checkout found the earlier payment of the same item paid meanwhile. */
  alreadyPaid: 'Poprzednia płatność za ten zakup została właśnie opłacona. Sprawdź swoje płatności.',
  invalidStatement: 'Nieprawidłowy plik wyciągu (CSV). Potrzebne są kolumny z tytułem i kwotą przelewu.',
  statementTooLarge: 'Plik wyciągu jest zbyt duży (maksymalnie 2 MB).',
  invalidSignature: 'Nieprawidłowy podpis powiadomienia.',
  notEnoughTokens: 'Masz za mało tokenów. Doładuj portfel.',
  notPaidSolution: 'To rozwiązanie jest bezpłatne.',
  noHint: 'To zadanie nie ma podpowiedzi.',
  ownTask: 'To Twoje zadanie: masz do niego pełny dostęp.',
  solutionCheckAdmin: 'Administrator nie zamawia płatnego sprawdzenia: napisz do autora na czacie.',
  authorGone: 'Autor tego zadania nie może już sprawdzić rozwiązania.',
  solutionCheckFiles: 'Dodaj od 1 do 5 plików z rozwiązaniem.',
  commentMax: 'Komentarz może mieć maksymalnie 1000 znaków.',
  noSubscription: 'Nie masz aktywnej subskrypcji.',
  ksefCompanyOnly: 'Fakturę ustrukturyzowaną (KSeF) wystawiamy tylko dla firm.',
  invalidSpendType: 'Nieprawidłowy rodzaj wydatku.',
  /** Answers. */
  unlocked: 'Odblokowano!',
  canceled: 'Anulowano!',
  resumed: 'Wznowiono!',
  refunded: 'Zwrócono!',
} as const;
