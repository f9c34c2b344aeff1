import { registerDictionary } from '../../i18n/register-dictionary';

/** Polish strings of a parent's consent: the parent's page and the notice a waiting pupil sees. */
export const parentalConsentPl = {
  title: 'Zgoda rodzica lub opiekuna',
  pending: 'Sprawdzamy link…',
  missingToken: 'Brak tokenu w linku. Otwórz link z wiadomości e-mail jeszcze raz.',
  about: 'Konto „{{username}}” (rok urodzenia: {{birthYear}}) czeka na Państwa zgodę.',
  aboutNoYear: 'Konto „{{username}}” czeka na Państwa zgodę.',
  meaning: 'Co oznacza zgoda:',
  meaningPractice: 'Bez zgody dziecko może tylko ćwiczyć: rozwiązywać zadania, sesje i arkusze, pracować z klasą.',
  meaningMore:
    'Po zgodzie może też pisać wiadomości do nauczycieli, oceniać i publikować zadania, kupować Premium i lekcje (płatności zawsze wymagają karty lub przelewu).',
  meaningData:
    'Przetwarzamy login, e-mail, rok urodzenia i postępy w nauce. Szczegóły i Państwa prawa (art. 15–22 RODO) opisuje <privacy>polityka prywatności</privacy>; zasady serwisu — <terms>regulamin</terms>.',
  meaningWithdraw: 'Zgodę można wycofać w każdej chwili, pisząc do nas lub usuwając konto dziecka.',
  meaningSafety:
    'Jak chronimy dzieci – czego nauczycielom nie wolno i jak zgłosić niepokojącą sytuację – opisują <standards>Standardy Ochrony Małoletnich</standards>.',
  confirm: 'Wyrażam zgodę',
  alreadyConfirmed: 'Zgoda została już wyrażona. Konto dziecka jest w pełni aktywne.',
  noticeTitle: 'Czekamy na zgodę rodzica lub opiekuna',
  noticeText:
    'Wysłaliśmy prośbę na adres {{email}}. Do tego czasu możesz ćwiczyć i rozwiązywać zadania; wiadomości, zakupy i publikowanie odblokują się po zgodzie.',
  resendToggle: 'Wyślij ponownie lub popraw adres',
  resendSubmit: 'Wyślij prośbę',
} as const;

registerDictionary({ parentalConsent: parentalConsentPl });
