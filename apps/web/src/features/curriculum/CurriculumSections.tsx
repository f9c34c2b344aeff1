import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { requirementKey, type TCurriculum } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { CoverageLinks } from './CoverageLinks';
import {
  isCovered,
  partnersOf,
  type TCoverageRow,
  type TRequirement,
  type TSection,
  type TSystem,
} from './curriculum-tree';
import './curriculum.pl';

/**
 * The stage's sections as an accordion (opened when searching). Each shows what practises the whole section (its
 * coverage counts what its requirements carry) and then its requirements; a section whose requirements are not in
 * the data yet still shows its own coverage.
 */
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
  const keyOf = (requirement: TRequirement) => requirementKey({ system: system.code, code: requirement.code });
  return (
    <Accordion multiple variant="separated" defaultValue={search ? sections.map((s) => s.section.code) : []}>
      {sections.map(({ section, children }) => {
        const sectionRow = coverageByKey.get(keyOf(section));
        const rows = children.map((child) => coverageByKey.get(keyOf(child)));
        return (
          <Accordion.Item key={section.code} value={section.code}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={500}>
                  {section.code} {section.text}
                </Text>
                {coverageLoaded ? <SectionBadge sectionRow={sectionRow} rows={rows} /> : null}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('curriculum.wholeSection')}
                  </Text>
                  {coverageLoaded ? <CoverageLinks requirementKey={keyOf(section)} coverage={sectionRow} /> : null}
                </Stack>
                {children.length ? (
                  <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {children.map((child, index) => (
                      <RequirementRow
                        key={child.code}
                        requirementKey={keyOf(child)}
                        requirement={child}
                        coverage={rows[index]}
                        partners={partnersOf(crosswalk, keyOf(child))}
                      />
                    ))}
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('curriculum.noDetails')}
                  </Text>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

/** How much of the section is covered: its requirements covered of those in the data, else the section itself. */
function SectionBadge({
  sectionRow,
  rows,
}: {
  sectionRow: TCoverageRow | undefined;
  rows: (TCoverageRow | undefined)[];
}) {
  const { t } = useTranslation();
  const covered = rows.length ? rows.every(isCovered) : isCovered(sectionRow);
  return (
    <Badge variant="light" color={covered ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
      {rows.length
        ? t('curriculum.sectionCoverage', { covered: rows.filter(isCovered).length, total: rows.length })
        : t(covered ? 'curriculum.sectionCovered' : 'curriculum.noMaterial')}
    </Badge>
  );
}

/** One requirement: its code and wording, the tasks, generators and concepts that practise it, its crosswalk. */
function RequirementRow({
  requirementKey: key,
  requirement,
  coverage,
  partners,
}: {
  requirementKey: string;
  requirement: TRequirement;
  coverage: TCoverageRow | undefined;
  partners: string[];
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="li" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {requirement.code}
        </Badge>
        <Text size="sm">{requirement.text}</Text>
      </Group>
      <CoverageLinks requirementKey={key} coverage={coverage} />
      {partners.length ? (
        <Text size="sm" c="dimmed">
          {t('curriculum.crosswalk')} {partners.join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}
