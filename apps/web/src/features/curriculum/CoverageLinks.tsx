import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pluralize } from '../../i18n/plural';
import { curriculumPl } from './curriculum.pl';
import type { TCoverageRow } from './curriculum-tree';

/** What the platform has to practise a requirement (or a whole section): its tasks, its generators, its concepts. */
export function CoverageLinks({
  requirementKey,
  coverage,
}: {
  requirementKey: string;
  coverage: TCoverageRow | undefined;
}) {
  const { t } = useTranslation();
  const tasks = coverage?.tasks ?? 0;
  const generators = coverage?.generators ?? 0;
  const query = `requirement=${encodeURIComponent(requirementKey)}`;
  return (
    <>
      <Group gap="xs">
        {tasks > 0 ? (
          <Anchor component={Link} size="sm" to={`/homeworks?requirements=${encodeURIComponent(requirementKey)}`}>
            {t('curriculum.showTasks')} ({pluralize(tasks, curriculumPl.tasks)})
          </Anchor>
        ) : null}
        {generators > 0 ? (
          <Anchor component={Link} size="sm" to={`/generators?${query}`}>
            {t('curriculum.showGenerators')} ({pluralize(generators, curriculumPl.generators)})
          </Anchor>
        ) : null}
        {tasks === 0 && generators === 0 ? (
          <Badge variant="outline" color="gray">
            {t('curriculum.noMaterial')}
          </Badge>
        ) : null}
      </Group>
      {coverage?.concepts.length ? (
        <Text size="sm" c="dimmed">
          {t('curriculum.concepts')}{' '}
          {coverage.concepts.map((concept, index) => (
            <span key={concept.id}>
              {index > 0 ? ', ' : ''}
              <Anchor component={Link} to={`/resources/concepts/${concept.slug}`}>
                {concept.name}
              </Anchor>
            </span>
          ))}
        </Text>
      ) : null}
    </>
  );
}
