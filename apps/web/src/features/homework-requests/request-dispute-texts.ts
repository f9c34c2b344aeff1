import { homeworkRequestDisputeStatusLabels, homeworkRequestLimits } from '@zadania/shared';

/** Polish texts of disputes about delivered requests (the owner's report and the ADMIN's decision). */
export const disputeTexts = {
  statuses: homeworkRequestDisputeStatusLabels,
  report: 'Zgłoś problem z rozwiązaniem',
  reportTitle: 'Zgłoś problem z rozwiązaniem',
  reportHint: `Opisz, co jest nie tak z rozwiązaniem. Administrator rozpatrzy zgłoszenie i zdecyduje, czy pieniądze wrócą do Ciebie. Zgłoszenie można wysłać do ${homeworkRequestLimits.disputeWindowDays} dni od dostarczenia rozwiązania.`,
  reason: 'Opis problemu',
  reasonError: 'Opisz problem (od 10 do 1000 znaków).',
  send: 'Wyślij zgłoszenie',
  cancel: 'Anuluj',
  sectionTitle: 'Zgłoszenie problemu',
  reportedAt: (date: string) => `Zgłoszono: ${date}`,
  resolvedAt: (date: string) => `Rozstrzygnięto: ${date}`,
  openNote: 'Administrator rozpatrzy zgłoszenie wkrótce.',
  refundedNote: 'Pieniądze za zlecenie zostały zwrócone.',
  releasedNote: 'Administrator uznał rozwiązanie; wynagrodzenie zostaje u nauczyciela.',
  error: 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie.',
  // The ADMIN's list.
  listTitle: 'Zadania na zlecenie',
  empty: 'Brak zgłoszeń.',
  loadError: 'Nie udało się wczytać zgłoszeń.',
  retry: 'Spróbuj ponownie',
  parties: (owner: string, teacher: string) => `Zamawiający: ${owner} · Nauczyciel: ${teacher}`,
  amount: (amount: string) => `Kwota: ${amount}`,
  deliveredAt: (date: string) => `Dostarczono: ${date}`,
  requestLink: 'Przejdź do zlecenia',
  refund: 'Zwróć pieniądze',
  release: 'Przekaż nauczycielowi',
  confirmTitle: 'Rozstrzygnij zgłoszenie',
  refundText:
    'Płatność za zlecenie zostanie zwrócona zamawiającemu, a wynagrodzenie nauczyciela cofnięte. Tej decyzji nie można zmienić.',
  releaseText: 'Wynagrodzenie zostanie u nauczyciela, a zgłoszenie zostanie zamknięte. Tej decyzji nie można zmienić.',
  resolveError: 'Nie udało się rozstrzygnąć zgłoszenia.',
} as const;
