import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFooter } from '../../app/AppFooter';
import { renderWithProviders } from '../../test/render';
import { PrivacyPolicyPage, TermsPage } from './LegalDocumentPage';
import { privacyPolicy, termsOfService } from './legal-documents';

describe('the legal pages', () => {
  it('/regulamin: the whole regulamin with its date, sections as headings, and the page title', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Regulamin serwisu Zadania' })).toBeInstanceOf(Element);
    expect(screen.getByText(`Obowiązuje od ${termsOfService.updated}`)).toBeInstanceOf(Element);
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

  it('are linked from every page’s footer', () => {
    renderWithProviders(<AppFooter />);
    expect(screen.getByRole('link', { name: 'Regulamin' }).getAttribute('href')).toBe('/regulamin');
    expect(screen.getByRole('link', { name: 'Polityka prywatności' }).getAttribute('href')).toBe(
      '/polityka-prywatnosci',
    );
  });
});
