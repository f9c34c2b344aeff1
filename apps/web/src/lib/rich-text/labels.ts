import { MATH_PANEL_VARIANTS, type TMathPanelVariant } from '@zadania/editor/constants';

/** The renderer's Polish texts (the editor's own labels come from @zadania/editor/constants). */
export const richLabels = {
  copyFragment: 'Kopiuj fragment',
  copyId: 'Kopiuj #ID',
  copied: 'Skopiowano!',
  pasteHint: 'Teraz wklej skopiowaną zawartość do edytora Wizards.',
  copyFailed: 'Nie udało się skopiować.',
  pickHint: 'Kliknij fragment, który chcesz skopiować (Esc anuluje).',
  premiumTitle: 'Funkcja Premium',
  premiumText: 'Kopiowanie fragmentów jest dostępne z Kontem Premium.',
  headingAnchor: 'Link do tego miejsca',
  openImage: (alt: string) => (alt ? `Powiększ obraz: ${alt}` : 'Powiększ obraz'),
  homeworkEmbed: 'Zadanie',
  openHomework: 'Otwórz zadanie',
  interactiveHomework: 'Ćwiczenie interaktywne',
  interactiveLoading: 'Wczytywanie ćwiczenia…',
  interactiveOpenList: 'Przejdź do ćwiczeń',
  conceptLoading: 'Wczytywanie pojęcia…',
  conceptUnavailable: 'Nie udało się wczytać pojęcia.',
  conceptLink: 'Przejdź do pojęcia',
  footnote: (label: string) => `Przypis ${label}`,
  citation: (label: string) => `Źródło ${label}`,
  citationPages: 's.',
  videoFallback: 'Twoja przeglądarka nie odtwarza tego wideo.',
  embeddedVideo: 'Osadzone wideo',
  mathError: 'Błąd wzoru',
} as const;

/** The Polish name of a math panel variant ('Twierdzenie'…), or null for an unknown variant. */
export function mathPanelLabel(variant: string | null): string | null {
  return variant && variant in MATH_PANEL_VARIANTS ? MATH_PANEL_VARIANTS[variant as TMathPanelVariant] : null;
}
