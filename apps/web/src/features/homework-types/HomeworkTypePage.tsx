import { Alert, Anchor, Badge, Group, Skeleton, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isAdmin, isPremium, type THomeworkType } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConceptChips } from '../../components/ConceptChips';
import { cataloguePl } from '../../components/catalogue.pl';
import { formatCount } from '../../components/number-format';
import { ResourceDetailLayout } from '../../components/ResourceDetailLayout';
import { TitledCard, TitledSection } from '../../components/TitledSection';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { useViewer } from '../../lib/session/useViewer';
import { HomeworkResults } from '../homework';
import { DoneBadge, HomeworkTypeAdminBar, HomeworkTypeHistory } from './HomeworkTypeAdmin';
import { homeworkTypesApi } from './homework-types-api';
import './homework-types.pl';
import { PlainList } from '../../components/PlainList';
import { useTypeConcepts } from './useTypeConcepts';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** The type's concepts, resolved by id (the type carries only their ids). */
function TypeConcepts({ type }: { type: THomeworkType }) {
  const { t } = useTranslation();
  const { count, loaded, anyPending } = useTypeConcepts(type);
  if (count === 0) return null;
  return (
    <TitledSection id="type-concepts" title={t('homeworkTypes.concepts')} titleSize="h4" gap="xs">
      {loaded.length === 0 && anyPending ? (
        <Skeleton height={22} width="50%" aria-hidden />
      ) : (
        <ConceptChips concepts={loaded} />
      )}
    </TitledSection>
  );
}

/** The tasks of the type: a Premium filter (typesIds), so others see a notice instead. */
function TypeTasks({ type }: { type: THomeworkType }) {
  return <HomeworkResults filters={{ typesIds: [type.id] }} />;
}

/** /resources/homework-types/{slug}: a task type with its formulas, subtypes, concepts and (Premium) tasks. */
export function HomeworkTypePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { viewer, ready } = useViewer();
  const type = useQuery({
    queryKey: queryKeys.homeworkType(slug),
    queryFn: ({ signal }) => homeworkTypesApi.get(slug, signal),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const admin = isAdmin(viewer);
  return (
    <ResourceDetailLayout
      query={type}
      isMissing={isMissing}
      notFoundTitle={t('homeworkTypes.notFound')}
      backTo="/resources/homework-types"
      backLabel={t('homeworkTypes.backToList')}
      badges={(data) => (
        <>
          <Badge variant="light" radius="sm" tt="none">
            {formatCount(data.count, cataloguePl.tasksCount)}
          </Badge>
          {admin && <DoneBadge done={data.done} />}
        </>
      )}
      subtitle={(data) =>
        data.parent && (
          <Text size="sm">
            {t('homeworkTypes.parent')}:{' '}
            <Anchor component={Link} to={`/resources/homework-types/${data.parent.slug}`}>
              {data.parent.name}
            </Anchor>
          </Text>
        )
      }
    >
      {(data) => (
        <>
          {admin && <HomeworkTypeAdminBar key={data.id} type={data} />}

          {data.description && <RichContent html={data.description} />}

          {data.formulas && (
            <TitledCard id="type-formulas" title={t('homeworkTypes.formulas')} titleSize="h4">
              <RichContent html={data.formulas} />
            </TitledCard>
          )}

          {data.subtypes.length > 0 && (
            <TitledSection id="type-subtypes" title={t('homeworkTypes.subtypes')} titleSize="h4" gap="xs">
              <PlainList gap={6}>
                {data.subtypes.map((subtype) => (
                  <Group key={subtype.id} component="li" gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={`/resources/homework-types/${subtype.slug}`}>
                      {subtype.name}
                    </Anchor>
                    <Badge variant="light" radius="sm" tt="none" size="sm">
                      {formatCount(subtype.count, cataloguePl.tasksCount)}
                    </Badge>
                  </Group>
                ))}
              </PlainList>
            </TitledSection>
          )}

          <TypeConcepts type={data} />

          <TitledSection id="type-tasks" title={t('homeworkTypes.tasks')} titleSize="h3">
            {!ready && <Skeleton height={60} aria-hidden />}
            {ready && isPremium(viewer) && <TypeTasks type={data} />}
            {ready && !isPremium(viewer) && (
              <Alert color="yellow" icon={<IconCrown size={18} aria-hidden />} title={t('homeworkTypes.premiumTitle')}>
                {t('homeworkTypes.premiumText')}
              </Alert>
            )}
          </TitledSection>
          {admin && <HomeworkTypeHistory type={data} />}
        </>
      )}
    </ResourceDetailLayout>
  );
}
