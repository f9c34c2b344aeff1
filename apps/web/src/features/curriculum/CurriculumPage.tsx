import './curriculum-styles';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { foldText, requirementKey, type TCurriculum, type TCurriculumCoverage } from '@zadania/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pluralize } from '../../i18n/plural';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { curriculumPl } from './curriculum.pl';
import { curriculumApi, curriculumKeys } from './curriculum-api';

type TSystem = TCurriculum['systems'][number];
type TRequirement = TSystem['requirements'][number];
type TCoverageRow = TCurriculumCoverage['results'][number];

const stageLabels: Record<string, string> = curriculumPl.stages;
const stageLabel = (stage: string) => stageLabels[stage] ?? stage;

/** The crosswalk's partners of a requirement, either way, as `system:code`. */
function partnersOf(crosswalk: TCurriculum['crosswalk'], key: string) {
  return crosswalk.flatMap((link) => (link.from === key ? [link.to] : link.to === key ? [link.from] : []));
}

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

/**
 * /curriculum (issue 37): the requirement codes of the curriculum as a tree of sections, per stage, with what the
 * platform has to practise each (public tasks, concepts, task generators). The system, stage and search are kept in
 * the URL.
 */
export function CurriculumPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('curriculum.title'));
  const [params, setParams] = useSearchParams();
  const curriculum = useQuery({
    queryKey: curriculumKeys.curriculum,
    queryFn: ({ signal }) => curriculumApi.get(signal),
    staleTime: 60 * 60_000,
  });
  const coverage = useQuery({
    queryKey: curriculumKeys.coverage,
    queryFn: ({ signal }) => curriculumApi.coverage(signal),
  });
  const [search, setSearch] = useState(params.get('q') ?? '');

  const systems = curriculum.data?.systems ?? [];
  const system = systems.find((candidate) => candidate.code === params.get('system')) ?? systems[0];
  const stages = useMemo(
    () => [...new Set(system?.requirements.map((requirement) => requirement.stage) ?? [])],
    [system],
  );
  const stage = stages.includes(params.get('stage') ?? '') ? params.get('stage')! : stages[0];
  const coverageByKey = useMemo(
    () => new Map((coverage.data?.results ?? []).map((row) => [requirementKey(row), row])),
    [coverage.data],
  );

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };

  const sections = useMemo(() => {
    if (!system) return [];
    const inStage = system.requirements.filter((requirement) => requirement.stage === stage);
    const folded = foldText(search.trim());
    const matches = (requirement: TRequirement) =>
      !folded || foldText(`${requirement.code} ${requirement.text}`).includes(folded);
    return inStage
      .filter((requirement) => requirement.parentCode === null)
      .map((section) => {
        const children = inStage.filter((requirement) => requirement.parentCode === section.code);
        return { section, children: matches(section) ? children : children.filter(matches) };
      })
      .filter(({ section, children }) => children.length > 0 || matches(section));
  }, [system, stage, search]);

  const covered = (row: TCoverageRow | undefined) => !!row && (row.tasks > 0 || row.generators > 0);

  return (
    <Container size="lg" px={0} py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('curriculum.title')}</Title>
          <Text c="dimmed">{t('curriculum.intro')}</Text>
        </div>
        {curriculum.isPending ? (
          <Stack aria-busy="true" role="status" aria-label={t('app.loading')}>
            <Skeleton h={36} w={320} />
            <Skeleton h={36} />
            <Skeleton h={200} />
          </Stack>
        ) : curriculum.isError ? (
          <Alert color="red" role="alert" title={t('curriculum.loadError')}>
            <Button variant="light" color="red" size="xs" onClick={() => void curriculum.refetch()}>
              {t('curriculum.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            <Stack gap="sm">
              {systems.length > 1 ? (
                <SegmentedControl
                  aria-label={t('curriculum.system')}
                  value={system?.code ?? ''}
                  onChange={(value) => update({ system: value, stage: undefined })}
                  data={systems.map((candidate) => ({ value: candidate.code, label: candidate.name }))}
                />
              ) : null}
              {stages.length > 1 ? (
                <SegmentedControl
                  aria-label={t('curriculum.stage')}
                  value={stage ?? ''}
                  onChange={(value) => update({ stage: value })}
                  data={stages.map((value) => ({ value, label: stageLabel(value) }))}
                  style={{ overflowX: 'auto' }}
                />
              ) : null}
              <TextInput
                label={t('curriculum.search')}
                placeholder={t('curriculum.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  update({ q: event.currentTarget.value || undefined });
                }}
              />
            </Stack>
            {!system || system.requirements.length === 0 ? (
              <Text c="dimmed">{t('curriculum.noData')}</Text>
            ) : sections.length === 0 ? (
              <Text c="dimmed">{t('curriculum.empty')}</Text>
            ) : (
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
                          {coverage.data && children.length ? (
                            <Badge
                              variant="light"
                              color={rows.every(covered) ? 'teal' : 'gray'}
                              style={{ flexShrink: 0 }}
                            >
                              {t('curriculum.sectionCoverage', {
                                covered: rows.filter(covered).length,
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
                              partners={partnersOf(
                                curriculum.data.crosswalk,
                                requirementKey({ system: system.code, code: child.code }),
                              )}
                            />
                          ))}
                        </Stack>
                      </Accordion.Panel>
                    </Accordion.Item>
                  );
                })}
              </Accordion>
            )}
            <Text size="sm" c="dimmed">
              {t('curriculum.sources')}
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
