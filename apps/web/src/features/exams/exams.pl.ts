import { registerDictionary } from '../../i18n/register-dictionary';
/** Polish strings of the exam list and an exam's page. */
export const examsPl = {
  title: 'Egzaminy',
  notFound: 'Nie znaleziono egzaminu.',
  backToList: 'Wróć do listy egzaminów',
  date: 'Data',
  level: 'Poziom',
  variant: 'Termin',
  tasksCountLabel: 'Liczba zadań',
  pointsTotal: 'Suma punktów',
  tasksCount: {
    one: '{{count}} zadanie',
    few: '{{count}} zadania',
    many: '{{count}} zadań',
  },
  pointsCount: '{{points}} pkt',
  task: 'Zadanie {{n}}',
  tasks: 'Zadania',
  openTask: 'Otwórz zadanie',
  printVersion: 'Wersja do druku',
  noLevel: 'Bez poziomu',
  variants: {
    MAIN: 'Termin główny',
    RESIT: 'Termin poprawkowy',
    ADDITIONAL: 'Termin dodatkowy',
    TRIAL: 'Arkusz próbny',
  },
  levels: {
    BASIC: 'Poziom podstawowy',
    ADVANCED: 'Poziom rozszerzony',
  },
} as const;

registerDictionary({ exams: examsPl });
