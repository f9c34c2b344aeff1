import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFooter } from '../../app/AppFooter';
import { renderWithProviders } from '../../test/render';
import { childProtectionForChildren, childProtectionStandards } from './child-protection-standards';
import {
  ChildProtectionForChildrenPage,
  ChildProtectionStandardsPage,
  PrivacyPolicyPage,
  TermsPage,
} from './LegalDocumentPage';
import { privacyPolicy, termsOfService } from './legal-documents';

describe('the legal pages', () => {
  it('/regulamin: the whole regulamin with its date, sections as headings, and the page title', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Regulamin serwisu Zadania' })).toBeInstanceOf(Element);
    expect(screen.getByText(`Obowiązuje od ${termsOfService.updated}`)).toBeInstanceOf(Element);
    expect(screen.getByRole('region', { name: '§ 4. Zasady korzystania' }).textContent).toContain(
      'Standardy Ochrony Małoletnich',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(termsOfService.sections.map((section) => section.heading));
    expect(screen.getByRole('region', { name: '§ 6. Płatności i odstąpienie od umowy' }).textContent).toContain(
      'w ciągu 14 dni',
    );
    expect(document.title).toContain('Regulamin serwisu Zadania');
  });

  it('/polityka-prywatnosci: what is processed, why, for how long, and the rights of art. 15–22', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeInstanceOf(Element);
    for (const section of privacyPolicy.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInstanceOf(Element);
    }
    const rights = screen.getByRole('region', { name: 'Twoje prawa (art. 15–22 RODO)' });
    for (const article of ['art. 15', 'art. 16', 'art. 17', 'art. 18', 'art. 20', 'art. 21', 'art. 22']) {
      expect(rights.textContent).toContain(article);
    }
    expect(within(rights).getByText(/Urzędu Ochrony Danych Osobowych/)).toBeInstanceOf(Element);
    expect(screen.getByRole('region', { name: 'Jak długo' }).textContent).toContain('5 lat');
  });

  it('/standardy-ochrony-maloletnich: every element of art. 22c as a heading, the help lines, the children’s version', () => {
    renderWithProviders(<ChildProtectionStandardsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Standardy Ochrony Małoletnich' })).toBeInstanceOf(Element);
    expect(screen.getByText(`Obowiązuje od ${childProtectionStandards.updated}`)).toBeInstanceOf(Element);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(childProtectionStandards.sections.map((section) => section.heading));
    // Art. 22c ust. 1 pkt 1–8, the internet, relations between minors, and what is not built yet.
    expect(headings).toEqual(
      expect.arrayContaining([
        'Bezpieczne relacje między małoletnim a personelem',
        'Zachowania niedozwolone wobec małoletnich',
        'Interwencja przy podejrzeniu krzywdzenia',
        'Zawiadomienia do policji, prokuratury i sądu opiekuńczego',
        'Przegląd i aktualizacja standardów',
        'Przygotowanie personelu do stosowania standardów',
        'Udostępnianie standardów rodzicom i dzieciom',
        'Kto przyjmuje zgłoszenia i udziela wsparcia',
        'Dokumentowanie i przechowywanie zgłoszeń',
        'Bezpieczne korzystanie z internetu i mediów elektronicznych',
        'Bezpieczne relacje między małoletnimi',
        'Co wprowadzamy',
      ]),
    );
    const forbidden = screen.getByRole('region', { name: 'Zachowania niedozwolone wobec małoletnich' }).textContent;
    for (const rule of ['poza serwisem', 'zdjęcia', 'spotkania na żywo', 'prezentów', 'tajemnicy', 'w nocy']) {
      expect(forbidden).toContain(rule);
    }
    const notices = screen.getByRole('region', { name: 'Zawiadomienia do policji, prokuratury i sądu opiekuńczego' });
    expect(notices.textContent).toContain('art. 304 Kodeksu postępowania karnego');
    expect(notices.textContent).toContain('zawiadamia sąd opiekuńczy');
    const intervention = screen.getByRole('region', { name: 'Interwencja przy podejrzeniu krzywdzenia' });
    expect(
      within(intervention)
        .getByRole('link', { name: /116 111/ })
        .getAttribute('href'),
    ).toBe('tel:116111');
    expect(within(intervention).getByRole('link', { name: /112/ }).getAttribute('href')).toBe('tel:112');
    expect(screen.getByRole('link', { name: 'Wersja dla dzieci' }).getAttribute('href')).toBe(
      '/standardy-ochrony-maloletnich/dla-dzieci',
    );
    expect(document.title).toContain('Standardy Ochrony Małoletnich');
  });

  it('/standardy-ochrony-maloletnich/dla-dzieci: what adults may never do, what a child can do, never their fault', () => {
    renderWithProviders(<ChildProtectionForChildrenPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Standardy Ochrony Małoletnich – wersja dla dzieci' }),
    ).toBeInstanceOf(Element);
    for (const section of childProtectionForChildren.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInstanceOf(Element);
    }
    const help = screen.getByRole('region', { name: 'Co możesz zrobić, gdy coś Cię niepokoi' });
    expect(help.textContent).toContain('„Zgłoś”');
    expect(help.textContent).toContain('rodzicowi');
    expect(
      within(help)
        .getByRole('link', { name: /116 111/ })
        .getAttribute('href'),
    ).toBe('tel:116111');
    expect(screen.getByRole('heading', { level: 2, name: 'To nigdy nie jest Twoja wina' })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Pełna wersja standardów' }).getAttribute('href')).toBe(
      '/standardy-ochrony-maloletnich',
    );
  });

  it('are linked from every page’s footer', () => {
    renderWithProviders(<AppFooter />);
    expect(screen.getByRole('link', { name: 'Regulamin' }).getAttribute('href')).toBe('/regulamin');
    expect(screen.getByRole('link', { name: 'Standardy Ochrony Małoletnich' }).getAttribute('href')).toBe(
      '/standardy-ochrony-maloletnich',
    );
    expect(screen.getByRole('link', { name: 'Polityka prywatności' }).getAttribute('href')).toBe(
      '/polityka-prywatnosci',
    );
  });
});
