import { Badge, Group, Stack, Title } from '@mantine/core';
import type { TMathConceptType, ZConceptRef } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './catalogue.pl';
import type { z } from 'zod';

const conceptColors: Record<TMathConceptType, string> = {
  DOMAIN: 'blue',
  THEOREM: 'grape',
  DEFINITION: 'teal',
  TAG: 'gray',
  HOMEWORK_TYPE: 'orange',
};

type TConcept = z.infer<typeof ZConceptRef>;

/** Concepts as chips linking to their articles under /resources/concepts. */
export function ConceptChips({ concepts }: { concepts: TConcept[] }) {
  const { t } = useTranslation();
  if (concepts.length === 0) return null;
  return (
    <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('catalogue.concepts')}>
      {concepts.map((concept) => (
        <li key={concept.id}>
          <Badge
            component={Link}
            to={`/resources/concepts/${concept.slug}`}
            variant="light"
            color={conceptColors[concept.type]}
            radius="sm"
            tt="none"
            style={{ cursor: 'pointer', maxWidth: '100%' }}
            title={t(`catalogue.conceptTypes.${concept.type}`)}
          >
            {concept.name}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

/** A task's concepts under their heading; nothing when it has none. */
export function ConceptsSection({ concepts }: { concepts: TConcept[] }) {
  const { t } = useTranslation();
  if (concepts.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('catalogue.concepts')}
      </Title>
      <ConceptChips concepts={concepts} />
    </Stack>
  );
}
