import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { privacyPolicy, type TLegalDocument, termsOfService } from './legal-documents';
import './legal.pl';

/** A legal document as one readable page: its title, when it last changed, and its sections in order. */
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
        <Text>{document.intro}</Text>
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
