import { successMessages } from '../validation/messages';

/**
 * Polish messages of uploads (docs/product-spec.md section 8) and of the file routes. Kept apart from the
 * schemas: the web app's dictionary holds them on every page, which then need not load zod.
 */
export const fileMessages = {
  tooManyFiles: 'Zbyt wiele plików!',
  singleFileOnly: 'Możesz przesłać maksymalnie jeden plik!',
  invalidFormat: 'Nieprawidłowy format pliku!',
  tooLarge: 'Zbyt duży rozmiar pliku!',
  alreadyExists: 'Plik już istnieje!',
  failedTitle: 'Wystąpił błąd!',
  failed: 'Nie udało się przesłać pliku.',
  required: 'Plik jest wymagany',
  uploaded: 'Plik został przesłany',
  deleted: successMessages.deleted,
  notFound: 'Nie znaleziono pliku.',
  fileMissing: 'Wybierz plik do przesłania.',
  spaceExceeded: 'Brak miejsca na pliki. Usuń niepotrzebne pliki i spróbuj ponownie.',
  invalidUrl: 'Adres URL jest nieprawidłowy.',
  urlForbidden: 'Nie można pobrać pliku z tego adresu.',
  urlFailed: 'Nie udało się pobrać pliku z podanego adresu.',
  mp4Processing: 'Film będzie można odtworzyć dopiero za kilka minut.',
  imageTooManyPixels: 'Obraz ma zbyt dużą rozdzielczość.',
  imageUnreadable: 'Nie udało się odczytać obrazu.',
  fieldsAfterFile: 'Pola formularza muszą być wysłane przed plikiem.',
  invalidId: 'Niepoprawny identyfikator pliku.',
  linkExpired: 'Link do pliku wygasł. Otwórz podgląd ponownie.',
  rangeNotSatisfiable: 'Nieprawidłowy zakres bajtów.',
} as const;
