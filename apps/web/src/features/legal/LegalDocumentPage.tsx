import { Anchor, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { childProtectionForChildren, childProtectionStandards } from './child-protection-standards';
import { privacyPolicy, type TLegalDocument, type TLegalLink, termsOfService } from './legal-documents';
import './legal.pl';

/** A document's links: a page of the app through the router, a phone number as a `tel:` link. */
function LegalLinks({ links }: { links: readonly TLegalLink[] }) {
  return (
    <Group gap="md" mt="xs" wrap="wrap">
      {links.map((link) =>
        link.href.startsWith('/') ? (
          <Anchor key={link.href} component={Link} to={link.href} fw={600}>
            {link.label}
          </Anchor>
        ) : (
          <Anchor key={link.href} href={link.href} fw={600}>
            {link.label}
          </Anchor>
        ),
      )}
    </Group>
  );
}

/**
 * A legal document as one readable page: its title, when it last changed, its related links, and its sections in
 * order (each with its links, e.g. help lines).
 */
function LegalDocumentPage({ document }: { document: TLegalDocument }) {
  const { t } = useTranslation();
  useDocumentTitle(document.title);
  return (
    <Container size="md" px={0} py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{document.title}</Title>
          <Text c="dimmed" size="sm">
            {t('legal.updated', { date: document.updated })}
          </Text>
        </div>
        <div>
          <Text>{document.intro}</Text>
          {document.links && <LegalLinks links={document.links} />}
        </div>
        {document.sections.map((section) => (
          <section key={section.heading} aria-labelledby={headingId(section.heading)}>
            <Title order={2} size="h3" mb="xs" id={headingId(section.heading)}>
              {section.heading}
            </Title>
            {section.paragraphs.length > 1 ? (
              <List spacing="xs">
                {section.paragraphs.map((paragraph) => (
                  <List.Item key={paragraph}>{paragraph}</List.Item>
                ))}
              </List>
            ) : (
              <Text>{section.paragraphs[0]}</Text>
            )}
            {section.links && <LegalLinks links={section.links} />}
          </section>
        ))}
      </Stack>
    </Container>
  );
}

const headingId = (heading: string) =>
  `section-${heading
    .normalize('NFD')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .toLowerCase()}`;

/** /regulamin */
export function TermsPage() {
  return <LegalDocumentPage document={termsOfService} />;
}

/** /polityka-prywatnosci */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} />;
}

/** /standardy-ochrony-maloletnich */
export function ChildProtectionStandardsPage() {
  return <LegalDocumentPage document={childProtectionStandards} />;
}

/** /standardy-ochrony-maloletnich/dla-dzieci: the shortened version for children (art. 22c). */
export function ChildProtectionForChildrenPage() {
  return <LegalDocumentPage document={childProtectionForChildren} />;
}
