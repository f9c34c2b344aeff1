import { registerDictionary } from '../../i18n/register-dictionary';
/** Polish strings of the home page. */
export const homePl = {
  heroTitle: 'Zrozum zadanie, a nie tylko wynik',
  heroText:
    'Platforma do nauki matematyki i innych przedmiotów szkolnych: tysiące rozwiązanych zadań z wyjaśnieniem krok po kroku, kursy prowadzone przez nauczycieli i korepetycje online.',
  ctaRegister: 'Załóż darmowe konto',
  ctaLogin: 'Mam już konto',
  featuresTitle: 'Co znajdziesz na platformie',
  featureTasksTitle: 'Rozwiązane zadania',
  featureTasksText:
    'Zadania ze szkoły podstawowej, liceum i studiów, egzaminu ósmoklasisty i matury. Rozwiązania krok po kroku, jako tekst z wzorami, zdjęcia lub wideo.',
  featureCoursesTitle: 'Kursy',
  featureCoursesText: 'Uporządkowane kursy z artykułami, nagraniami i quizami, które prowadzą od podstaw do egzaminu.',
  featureTutoringTitle: 'Korepetycje',
  featureTutoringText:
    'Lekcje indywidualne i grupowe z nauczycielami, czat i spotkania online, a także zadania rozwiązywane na zamówienie.',
  featureConceptsTitle: 'Baza pojęć',
  featureConceptsText:
    'Definicje, twierdzenia i przykłady połączone z zadaniami, w których się pojawiają — żeby wiedzieć, skąd bierze się każdy krok.',
  forWhomTitle: 'Dla kogo?',
  forStudents: 'Uczniowie ćwiczą na zadaniach z rozwiązaniami, tworzą własne listy i przygotowują się do egzaminów.',
  forTeachers: 'Nauczyciele publikują zadania i kursy, prowadzą korepetycje i budują swój profil z ocenami uczniów.',
  stepsTitle: 'Jak zacząć?',
  step1: 'Załóż konto jako uczeń lub nauczyciel.',
  step2: 'Potwierdź adres e-mail linkiem z wiadomości.',
  step3: 'Zaloguj się i zabezpiecz konto weryfikacją dwuetapową.',
} as const;

registerDictionary({ home: homePl });
