import { noteMessages } from '@zadania/shared';
import { registerDictionary } from '../../i18n/register-dictionary';

/** Polish strings of the user's private notes (issue 20). */
export const notesPl = {
  title: 'Notatki',
  intro: 'Twoje prywatne notatki i pliki. Widzisz je tylko Ty.',
  add: 'Nowa notatka',
  empty: 'Nie masz jeszcze notatek.',
  choose: 'Wybierz notatkę z listy albo utwórz nową.',
  loadError: 'Nie udało się wczytać notatek.',
  retry: 'Spróbuj ponownie',
  list: 'Twoje notatki',
  files: 'Pliki: {{count}}',
  updated: 'Zmieniono {{date}}',
  fieldTitle: 'Tytuł',
  fieldContent: 'Treść',
  newTitle: 'Nowa notatka',
  save: 'Zapisz',
  saved: 'Zapisano notatkę.',
  delete: 'Usuń notatkę',
  confirmTitle: 'Usunąć notatkę?',
  confirmText: 'Notatka „{{title}}” zostanie usunięta. Dołączone pliki zostaną w Twoich plikach.',
  confirm: 'Usuń',
  cancel: 'Anuluj',
  deleted: 'Usunięto notatkę.',
  attached: 'Pliki notatki',
  noFiles: 'Brak dołączonych plików.',
  detach: 'Odłącz: {{name}}',
  uploadFiles: 'Dodaj pliki notatek (PDF, TXT, DOCX, ODT)',
  uploadAttachments: 'Dodaj załączniki',
  notFound: noteMessages.notFound,
} as const;

registerDictionary({ notes: notesPl });
