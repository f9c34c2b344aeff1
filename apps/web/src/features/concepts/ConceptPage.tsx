import { Badge, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isPremium, subjectLabels, type TMathConcept } from '@zadania/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResourceDetailLayout } from '../../components/ResourceDetailLayout';
import { TitledSection } from '../../components/TitledSection';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { useViewer } from '../../lib/session/useViewer';
import { curriculumApi, LazyRequirementsSection } from '../curriculum';
import { HomeworkResults } from '../homework';
import { ConceptArticle } from './ConceptActions';
import { conceptTaskFilterKeys } from './concept-filters';
import { conceptsApi } from './concepts-api';
import './concepts.pl';
import '../../components/catalogue.pl';

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

function ConceptTasks({ concept }: { concept: TMathConcept }) {
  const { t } = useTranslation();
  return (
    <TitledSection id="concept-tasks" title={t('concepts.tasks')} titleSize="h3" gap="md">
      <HomeworkResults filters={{ [conceptTaskFilterKeys[concept.type]]: [concept.id] }} />
    </TitledSection>
  );
}

/** /resources/concepts/{slug}: a concept article and the tasks filed under it. */

export function ConceptPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { viewer, ready } = useViewer();
  const queryClient = useQueryClient();
  const concept = useQuery({
    queryKey: queryKeys.concept(slug),
    queryFn: ({ signal }) => conceptsApi.get(slug, signal),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  return (
    <ResourceDetailLayout
      query={concept}
      isMissing={isMissing}
      notFoundTitle={t('concepts.notFound')}
      backTo="/resources/concepts"
      backLabel={t('concepts.backToList')}
      badges={(data) => (
        <>
          <Badge variant="light" radius="sm">
            {t(`catalogue.conceptTypes.${data.type}`)}
          </Badge>
          <Badge variant="outline" color="gray" radius="sm">
            {subjectLabels[data.subject]}
          </Badge>
        </>
      )}
      subtitle={(data) =>
        data.aliases.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('concepts.aliases')}: {data.aliases.join(', ')}
          </Text>
        )
      }
    >
      {(data) => (
        <>
          <ConceptArticle key={data.id} concept={data} viewer={viewer} />
          {data.requirements.length > 0 || data.policies.update ? (
            <Suspense fallback={null}>
              <LazyRequirementsSection
                requirements={data.requirements}
                canEdit={data.policies.update}
                onSave={async (requirements) => {
                  await curriculumApi.setConceptRequirements(data.id, requirements);
                  await queryClient.invalidateQueries({ queryKey: queryKeys.concept(slug) });
                }}
              />
            </Suspense>
          ) : null}
          {/* Task types are a Premium filter; other concepts list their tasks for everybody. */}
          {(data.type !== 'HOMEWORK_TYPE' || (ready && isPremium(viewer))) && <ConceptTasks concept={data} />}
        </>
      )}
    </ResourceDetailLayout>
  );
}
