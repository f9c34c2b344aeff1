/** Polish messages of the Google Classroom integration (issue 56, part 5). */
export const classroomMessages = {
  notConfigured: 'Google Classroom nie jest skonfigurowany na tej platformie. Poproś administratora o konfigurację.',
  notConnected: 'Najpierw połącz swoje konto z Google Classroom.',
  teachersOnly: 'Google Classroom mogą łączyć tylko nauczyciele.',
  stateInvalid: 'Link połączenia z Google Classroom wygasł lub został już użyty. Spróbuj połączyć konto ponownie.',
  reconnect: 'Google Classroom odrzucił dostęp (uprawnienie wygasło lub zostało cofnięte). Połącz konto ponownie.',
  noRefreshToken: 'Google nie przekazał trwałego dostępu. Połącz konto ponownie i zaakceptuj wszystkie uprawnienia.',
  googleFailed: 'Google Classroom nie odpowiada poprawnie. Spróbuj ponownie za chwilę.',
  courseNotFound: 'Nie znaleziono tego kursu wśród Twoich aktywnych kursów Google Classroom.',
  alreadyPublished: 'To zadanie jest już opublikowane w tym kursie Google Classroom.',
  courseRequired: 'Wybierz kurs Google Classroom.',
  gradeKind: 'Wybierz rodzaj oceny: wersja robocza (DRAFT) albo wystawiona (ASSIGNED).',
  returnTo: 'Niepoprawny adres powrotu.',
  noMatch: 'W kursie nie ma ucznia z potwierdzonym adresem e-mail tego ucznia.',
  noSubmission: 'Google Classroom nie ma pracy tego ucznia dla tego zadania.',
  disconnected: 'Odłączono konto Google Classroom.',
  courseWorkDescription: (title: string, itemCount: number) =>
    `Zadanie „${title}” na platformie Zadania (liczba zadań: ${itemCount}). Otwórz link, zaloguj się i rozwiąż zadania: wynik trafi tu automatycznie.`,
} as const;
