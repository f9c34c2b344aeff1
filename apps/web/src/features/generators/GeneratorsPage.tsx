import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { generatorExams } from '@zadania/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListNotLoaded } from '../../components/ListLoadStates';
import { PlainList } from '../../components/PlainList';
import { pluralize } from '../../i18n/plural';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useGenerators } from '../assignments';
import { codeOfKey, generatorSections, type TGeneratorSection } from './generator-filters';
import { generatorsPl } from './generators.pl';

/**
 * /generators: every task generator by exam and curriculum section, filtered by exam, by a requirement of the
 * curriculum (from /curriculum) and by words; each opens its page to draw a variant. Public, like the API.
 */
export function GeneratorsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('generators.title'));
  const generators = useGenerators();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const exam = params.get('exam') ?? '';
  const requirement = params.get('requirement') ?? '';
  const update = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const sections = useMemo(
    () => generatorSections(generators.data?.results ?? [], { exam, requirement, search }),
    [generators.data, exam, requirement, search],
  );
  const count = sections.reduce((sum, section) => sum + section.generators.length, 0);

  return (
    <Container size="lg" px={0} py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('generators.title')}</Title>
          <Text c="dimmed">{t('generators.intro')}</Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('generators.exam')}
            value={exam}
            onChange={(event) => update('exam', event.currentTarget.value)}
            data={[
              { value: '', label: t('generators.allExams') },
              ...generatorExams.map((value) => ({ value, label: t(`generators.exams.${value}`) })),
            ]}
          />
          <TextInput
            type="search"
            label={t('generators.search')}
            placeholder={t('generators.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              update('q', event.currentTarget.value);
            }}
            style={{ flex: '1 1 220px' }}
          />
        </Group>
        {requirement ? (
          <Group gap="xs">
            <Text size="sm">{t('generators.requirementFilter', { code: codeOfKey(requirement) })}</Text>
            <Button variant="subtle" size="compact-sm" onClick={() => update('requirement', '')}>
              {t('generators.clearRequirement')}
            </Button>
          </Group>
        ) : null}
        {!generators.data ? (
          <ListNotLoaded
            list={generators}
            skeleton={<Skeleton height={240} radius="md" />}
            message={t('generators.loadError')}
            retryLabel={t('generators.retry')}
          />
        ) : count === 0 ? (
          <Text c="dimmed">{t('generators.empty')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {pluralize(count, generatorsPl.count)}
            </Text>
            {sections.map((section) => (
              <SectionCard key={`${section.exam}:${section.section}`} section={section} />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}

/** One section of an exam: its generators, each a link to its page with its requirement codes. */
function SectionCard({ section }: { section: TGeneratorSection }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {section.section}
          </Title>
          <Text size="xs" c="dimmed">
            {t(`generators.exams.${section.exam}`)}
          </Text>
        </div>
        <PlainList gap={6}>
          {section.generators.map((generator) => (
            <Group key={generator.id} component="li" gap="xs" wrap="wrap" justify="space-between">
              <Anchor component={Link} to={`/generators/${generator.id}`} size="sm">
                {generator.title}
              </Anchor>
              <Group gap={4}>
                {generator.requirements.map((requirement) => (
                  <Badge key={requirement.code} size="xs" variant="light" tt="none">
                    {requirement.code}
                  </Badge>
                ))}
              </Group>
            </Group>
          ))}
        </PlainList>
      </Stack>
    </Card>
  );
}
