import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { supportNodes } from '../db/schema';
import { htmlToPlainText } from '../lib/html';
import { demoTextToHtml } from './demo-rich-text';

type TDemoArticle = { slug: string; title: string; description: string; text: string };
type TDemoSection = { slug: string; title: string; description: string; articles: TDemoArticle[] };

export const demoHelpRootSlug = 'konto-i-logowanie';

const sections: TDemoSection[] = [
  {
    slug: demoHelpRootSlug,
    title: 'Konto i logowanie',
    description: 'Zakładanie konta, logowanie i bezpieczeństwo.',
    articles: [
      {
        slug: 'nie-pamietam-hasla',
        title: 'Nie pamiętam hasła',
        description: 'Jak ustawić nowe hasło, gdy nie pamiętasz obecnego.',
        text: 'Na stronie logowania wybierz „Nie pamiętasz hasła?” i podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła.\n\nJeśli wiadomość nie dotrze, sprawdź folder spam albo napisz do nas przez „Prześlij opinię” w stopce strony.',
      },
      {
        slug: 'weryfikacja-dwuetapowa',
        title: 'Weryfikacja dwuetapowa',
        description: 'Dodatkowe zabezpieczenie konta kodem z aplikacji.',
        text: 'W ustawieniach konta możesz włączyć weryfikację dwuetapową. Po jej włączeniu przy logowaniu podajesz także kod z aplikacji uwierzytelniającej. Zachowaj kody zapasowe: pozwolą się zalogować, gdy stracisz telefon.',
      },
    ],
  },
  {
    slug: 'platnosci-i-premium',
    title: 'Płatności i Premium',
    description: 'Konto Premium, tokeny, faktury i zwroty.',
    articles: [
      {
        slug: 'konto-premium',
        title: 'Co daje Konto Premium?',
        description: 'Listy zadań, filtry i wszystkie poziomy ćwiczeń.',
        text: 'Konto Premium pozwala ukrywać zadania i oznaczać je jako rozwiązane, tworzyć własne listy zadań, korzystać z filtra typów zadań i grać we wszystkie poziomy ćwiczeń interaktywnych. Plan obowiązuje przez stałą liczbę dni od aktywacji; plany i ceny znajdziesz na stronie „Konto Premium”.',
      },
      {
        slug: 'faktury-i-zwroty',
        title: 'Faktury i zwroty',
        description: 'Gdzie znaleźć fakturę i jak poprosić o zwrot.',
        text: 'Faktury do każdej płatności znajdziesz w historii płatności na swoim koncie. Jeśli płatność została zwrócona, wystawiamy fakturę korygującą.\n\nProblem z płatnością lub zakupem zgłoś przez „Prześlij opinię” w stopce strony.',
      },
    ],
  },
  {
    slug: 'korepetycje-i-kursy',
    title: 'Korepetycje i kursy',
    description: 'Rezerwacja zajęć, odwoływanie i kursy nauczycieli.',
    articles: [
      {
        slug: 'odwolanie-zajec',
        title: 'Jak odwołać zajęcia?',
        description: 'Zasady odwoływania zajęć i zwrotu pieniędzy.',
        text: 'Zajęcia odwołasz w zakładce rezerwacji na swoim koncie. Jeśli zrobisz to co najmniej 24 godziny przed pierwszą lekcją, otrzymasz pełny zwrot. Gdy zajęcia odwoła nauczyciel, zwrot jest zawsze pełny.',
      },
      {
        slug: 'zgloszenie-tresci',
        title: 'Jak zgłosić błąd lub nieodpowiednią treść?',
        description: 'Zgłoszenia zadań, opinii, wiadomości, kursów i użytkowników.',
        text: 'Przy zadaniu, opinii, kursie, profilu i wiadomości na czacie znajdziesz przycisk „Zgłoś”. Wybierz powód i opisz problem; moderator rozpatrzy zgłoszenie, a o decyzji powiadomimy Cię w „Moich zgłoszeniach”.',
      },
    ],
  },
];

/**
 * The demo help centre (issue 20 point 3): three published sections with articles, so /help answers on a fresh
 * start. Once: a second start finds the first section and does nothing. Answers how many nodes it added.
 */
export async function seedDemoHelp(db: TDb, adminId: string | null): Promise<number> {
  const [existing] = await db
    .select({ id: supportNodes.id })
    .from(supportNodes)
    .where(eq(supportNodes.slug, demoHelpRootSlug));
  if (existing) return 0;
  return db.transaction(async (tx) => {
    let added = 0;
    for (const [position, section] of sections.entries()) {
      const [row] = await tx
        .insert(supportNodes)
        .values({
          slug: section.slug,
          title: section.title,
          description: section.description,
          searchText: section.title,
          position,
          published: true,
          updatedBy: adminId,
        })
        .returning({ id: supportNodes.id });
      added += 1;
      for (const [index, article] of section.articles.entries()) {
        const content = demoTextToHtml(article.text);
        await tx.insert(supportNodes).values({
          parentId: row!.id,
          slug: article.slug,
          title: article.title,
          description: article.description,
          content,
          searchText: `${article.title} ${htmlToPlainText(content)}`.trim(),
          position: index,
          published: true,
          updatedBy: adminId,
        });
        added += 1;
      }
    }
    return added;
  });
}
