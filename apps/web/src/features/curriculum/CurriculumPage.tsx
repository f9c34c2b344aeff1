import './curriculum-styles';
import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CurriculumFilters } from './CurriculumFilters';
import { CurriculumSections } from './CurriculumSections';
import { useCurriculumPage } from './useCurriculumPage';
import './curriculum.pl';

/**
 * /curriculum (issue 37): the requirement codes of the curriculum as a tree of sections, per stage, with what the
 * platform has to practise each (public tasks, concepts, task generators). The system, stage and search are kept in
 * the URL.
 */
export function CurriculumPage() {
  const { t } = useTranslation();
  const page = useCurriculumPage();
  const { curriculum, system, sections, search } = page;

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
            <CurriculumFilters
              systems={page.systems}
              system={system}
              stages={page.stages}
              stage={page.stage}
              search={search}
              onSystem={page.selectSystem}
              onStage={page.selectStage}
              onSearch={page.changeSearch}
            />
            {!system || system.requirements.length === 0 ? (
              <Text c="dimmed">{t('curriculum.noData')}</Text>
            ) : sections.length === 0 ? (
              <Text c="dimmed">{t('curriculum.empty')}</Text>
            ) : (
              <CurriculumSections
                system={system}
                sections={sections}
                search={search}
                crosswalk={curriculum.data.crosswalk}
                coverageLoaded={page.coverageLoaded}
                coverageByKey={page.coverageByKey}
              />
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
