import { successMessages } from '@zadania/shared';
import { registerDictionary } from '../../i18n/register-dictionary';

/** Polish strings of the concept list and a concept's page. */
export const conceptsPl = {
  title: 'Pojęcia',
  search: 'Szukaj',
  searchPlaceholder: 'Nazwa lub synonim pojęcia',
  types: 'Rodzaj pojęcia',
  subject: 'Przedmiot',
  allSubjects: 'Wszystkie przedmioty',
  tabs: {
    DOMAIN: 'Dziedziny',
    THEOREM: 'Twierdzenia',
    DEFINITION: 'Definicje',
    TAG: 'Tagi',
  },
  aliases: 'Inne nazwy',
  tasks: 'Zadania',
  notFound: 'Nie znaleziono pojęcia.',
  backToList: 'Wróć do listy pojęć',
} as const;

/** Polish strings of creating and editing concepts. */
export const conceptAuthoringPl = {
  add: 'Dodaj pojęcie',
  createTitle: 'Nowe pojęcie',
  type: 'Rodzaj pojęcia',
  name: 'Nazwa',
  aliases: 'Inne nazwy (synonimy)',
  aliasesPlaceholder: 'Wpisz i naciśnij Enter',
  warning: 'Zanim dodasz pojęcie, sprawdź pełną listę — może już istnieje.',
  showFullList: 'Pokaż pełną listę pojęć',
  create: 'Dodaj',
  created: 'Utworzono!',
  editArticle: 'Edytuj artykuł',
  articleEditor: 'Edytor artykułu o pojęciu',
  save: 'Zapisz',
  cancel: 'Anuluj',
  updated: successMessages.updated,
  delete: 'Usuń pojęcie',
  deleteTitle: 'Usuwanie pojęcia',
  deleteConfirm: 'Czy na pewno usunąć pojęcie „{{name}}”? Zniknie też z zadań i typów zadań.',
  deleteYes: 'Tak, usuń',
  deleted: successMessages.deleted,
  propose: 'Zaproponuj zmianę',
  proposeTitle: 'Propozycja zmiany pojęcia',
  proposeIntro: 'Twoja propozycja trafi do administratora; pojęcie zmieni się po jej przyjęciu.',
  description: 'Opis',
  descriptionEditor: 'Edytor opisu pojęcia',
  proposeSubmit: 'Wyślij propozycję',
  proposed: 'Przesłano do weryfikacji',
  ownPending: 'Twoja propozycja czeka na decyzję',
  otherPending: 'Propozycja zmiany czeka na decyzję',
  reviewPending: 'Rozpatrz propozycje',
} as const;

registerDictionary({ concepts: conceptsPl, conceptAuthoring: conceptAuthoringPl });
