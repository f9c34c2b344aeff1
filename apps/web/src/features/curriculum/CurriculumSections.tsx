import { Accordion, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { requirementKey, type TCurriculum } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pluralize } from '../../i18n/plural';
import { curriculumPl } from './curriculum.pl';
import {
  isCovered,
  partnersOf,
  type TCoverageRow,
  type TRequirement,
  type TSection,
  type TSystem,
} from './curriculum-tree';

/** The stage's sections as an accordion (opened when searching), each with its coverage and its requirements. */
export function CurriculumSections({
  system,
  sections,
  search,
  crosswalk,
  coverageLoaded,
  coverageByKey,
}: {
  system: TSystem;
  sections: TSection[];
  search: string;
  crosswalk: TCurriculum['crosswalk'];
  coverageLoaded: boolean;
  coverageByKey: Map<string, TCoverageRow>;
}) {
  const { t } = useTranslation();
  return (
    <Accordion multiple variant="separated" defaultValue={search ? sections.map((s) => s.section.code) : []}>
      {sections.map(({ section, children }) => {
        const rows = children.map((child) =>
          coverageByKey.get(requirementKey({ system: system.code, code: child.code })),
        );
        return (
          <Accordion.Item key={section.code} value={section.code}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={500}>
                  {section.code} {section.text}
                </Text>
                {coverageLoaded && children.length ? (
                  <Badge variant="light" color={rows.every(isCovered) ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
                    {t('curriculum.sectionCoverage', {
                      covered: rows.filter(isCovered).length,
                      total: children.length,
                    })}
                  </Badge>
                ) : null}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {children.map((child, index) => (
                  <RequirementRow
                    key={child.code}
                    system={system.code}
                    requirement={child}
                    coverage={rows[index]}
                    partners={partnersOf(crosswalk, requirementKey({ system: system.code, code: child.code }))}
                  />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

/** One requirement: its code and wording, the tasks, generators and concepts that practise it, its crosswalk. */
function RequirementRow({
  system,
  requirement,
  coverage,
  partners,
}: {
  system: string;
  requirement: TRequirement;
  coverage: TCoverageRow | undefined;
  partners: string[];
}) {
  const { t } = useTranslation();
  const key = requirementKey({ system, code: requirement.code });
  const tasks = coverage?.tasks ?? 0;
  const generators = coverage?.generators ?? 0;
  return (
    <Stack gap={4} component="li" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {requirement.code}
        </Badge>
        <Text size="sm">{requirement.text}</Text>
      </Group>
      <Group gap="xs">
        {tasks > 0 ? (
          <Anchor component={Link} size="sm" to={`/homeworks?requirements=${encodeURIComponent(key)}`}>
            {t('curriculum.showTasks')} ({pluralize(tasks, curriculumPl.tasks)})
          </Anchor>
        ) : null}
        {generators > 0 ? (
          <Badge variant="outline" color="teal">
            {pluralize(generators, curriculumPl.generators)}
          </Badge>
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
      {partners.length ? (
        <Text size="sm" c="dimmed">
          {t('curriculum.crosswalk')} {partners.join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}
