import { registerDictionary } from '../../i18n/register-dictionary';
/** Polish strings of the proposed concept changes. */
export const conceptChangesPl = {
  title: 'Propozycje pojęć',
  empty: 'Brak propozycji zmian.',
  loadError: 'Nie udało się wczytać propozycji.',
  concept: 'Pojęcie',
  deletedConcept: 'Pojęcie usunięte',
  proposer: 'Autor propozycji',
  unknownProposer: 'Konto usunięte',
  date: 'Zgłoszono',
  proposedName: 'Proponowana nazwa',
  proposedAliases: 'Proponowane inne nazwy',
  proposedDescription: 'Proponowany opis',
  noAliases: 'Brak',
  noDescription: 'Bez opisu',
  statuses: {
    PENDING: 'Czeka na decyzję',
    APPROVED: 'Przyjęta',
    REJECTED: 'Odrzucona',
  },
  approve: 'Przyjmij',
  reject: 'Odrzuć',
  approved: 'Przyjęto propozycję',
  rejected: 'Odrzucono propozycję',
  previous: 'Poprzednia strona',
  next: 'Następna strona',
  pageOf: 'Strona {{page}}',
} as const;

registerDictionary({ conceptChanges: conceptChangesPl });
