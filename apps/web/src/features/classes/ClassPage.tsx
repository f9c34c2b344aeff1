import { Alert, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { classLevelLabels, subjectLabels, type TClass } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { RetryAlert } from '../../components/ErrorAlert';
import { ApiError, errorText } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { ClassAssignments, MarkBandsPanel } from '../assignments';
import { ClassCodePanel } from './ClassCodePanel';
import { ClassMastery } from './ClassMastery';
import { ClassPupils, PendingPupils } from './ClassRoster';
import { ClassArchive, ClassSettings, ClassTeachers } from './ClassSettings';
import { ManagedPupilsPanel } from './ManagedPupilsPanel';
import { useClass } from './useClassPage';
import './classes.pl';

/**
 * /classes/{id}: for its teachers, the join code (copy, link, printable card, a new code), the pupils waiting and
 * admitted, the settings, the co-teachers and archiving. A pupil of the class sees what it is and who teaches it.
 */
export function ClassPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useClass(id);
  useDocumentTitle(query.data?.name ?? t('classes.title'));

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={1200}>
      <BackLink to="/classes">{t('classes.back')}</BackLink>
      {query.isPending ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton height={40} width="40%" />
          <Skeleton height={180} radius="md" />
        </Stack>
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          <Stack gap="xs">
            <Title order={1}>{t('classes.notFoundTitle')}</Title>
            <Text>{t('classes.notFoundText')}</Text>
          </Stack>
        ) : query.error instanceof ApiError && query.error.status < 500 ? (
          <Alert color="red" role="alert">
            {errorText(query.error, t('classes.classLoadError'))}
          </Alert>
        ) : (
          <RetryAlert
            message={t('classes.classLoadError')}
            retryLabel={t('classes.retry')}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <ClassDetails schoolClass={query.data} />
      )}
    </Stack>
  );
}

function ClassDetails({ schoolClass }: { schoolClass: TClass }) {
  const { t } = useTranslation();
  const { code } = schoolClass;
  return (
    <>
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {schoolClass.name}
          </Title>
          {schoolClass.archivedAt && (
            <Badge color="gray" variant="light" tt="none">
              {t('classes.archivedBadge')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {t('classes.meta', {
            schoolYear: schoolClass.schoolYear,
            subject: subjectLabels[schoolClass.subject],
            level: classLevelLabels[schoolClass.level],
          })}
        </Text>
      </Stack>
      {schoolClass.policies.readRoster ? (
        // Two columns from a laptop up: who is in the class on one side, what they do on the other; one on a phone.
        <>
          <Button
            component={Link}
            to={`/classes/${schoolClass.id}/gradebook`}
            variant="default"
            w="fit-content"
            leftSection={<IconNotebook size={16} aria-hidden />}
          >
            {t('classes.gradebookLink')}
          </Button>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="class-columns">
            <Stack gap="lg" style={{ minWidth: 0 }}>
              {code !== null && <ClassCodePanel schoolClass={{ ...schoolClass, code }} />}
              <PendingPupils schoolClass={schoolClass} />
              <ClassPupils schoolClass={schoolClass} />
              {schoolClass.policies.manageRoster && <ManagedPupilsPanel schoolClass={schoolClass} />}
            </Stack>
            <Stack gap="lg" style={{ minWidth: 0 }}>
              <ClassAssignments schoolClass={schoolClass} />
              <ClassMastery schoolClass={schoolClass} />
              <MarkBandsPanel schoolClass={schoolClass} />
            </Stack>
          </SimpleGrid>
          <ClassSettings key={`${schoolClass.id}-${schoolClass.archivedAt}`} schoolClass={schoolClass} />
        </>
      ) : (
        code !== null && <ClassCodePanel schoolClass={{ ...schoolClass, code }} />
      )}
      <ClassTeachers schoolClass={schoolClass} />
      <ClassArchive schoolClass={schoolClass} />
    </>
  );
}
