import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { masteryStates, type TConceptMastery, type TMasteryState } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatRelative } from '../../i18n/dates';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { learningApi, learningKeys } from './learning-api';
import { masteryColors } from './mastery-colors';
import { useStartSession } from './useStartSession';
import './learning.pl';

/** The map's groups, the best known first. */
const groupOrder: TMasteryState[] = [...masteryStates].reverse();

/**
 * /learn/map (issue 36): every concept the student has met, grouped by mastery level and coloured by it (the
 * level is written too, never colour alone); each starts a session on that concept.
 */
export function MasteryMapPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('learning.map.title'));
  const mastery = useQuery({ queryKey: learningKeys.mastery, queryFn: ({ signal }) => learningApi.mastery(signal) });
  const start = useStartSession();

  return (
    <Container size="lg" px={0} py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('learning.map.title')}</Title>
          <Text c="dimmed">{t('learning.map.intro')}</Text>
        </div>
        {start.isError ? (
          <Alert color="yellow" role="alert">
            {start.error.message}
          </Alert>
        ) : null}
        {mastery.isPending ? (
          <Stack aria-busy="true" role="status" aria-label={t('app.loading')}>
            <Skeleton h={24} w={200} />
            <Skeleton h={90} />
          </Stack>
        ) : mastery.isError ? (
          <Alert color="red" role="alert" title={t('learning.map.loadError')}>
            <Button variant="light" color="red" size="xs" onClick={() => void mastery.refetch()}>
              {t('learning.dashboard.retry')}
            </Button>
          </Alert>
        ) : mastery.data.results.length === 0 ? (
          <Card withBorder radius="md" padding="lg">
            <Text mb="md">{t('learning.map.empty')}</Text>
            <Button onClick={() => start.mutate(undefined)} loading={start.isPending} w="fit-content">
              {t('learning.map.startFirst')}
            </Button>
          </Card>
        ) : (
          groupOrder.map((state) => {
            const concepts = mastery.data.results.filter((concept) => concept.state === state);
            if (concepts.length === 0) return null;
            return (
              <section key={state} aria-labelledby={`map-${state}`}>
                <Title order={2} size="h3" id={`map-${state}`} mb="sm">
                  {t(`learning.map.groups.${state}`)} ({concepts.length})
                </Title>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                  {concepts.map((concept) => (
                    <ConceptTile
                      key={concept.conceptId}
                      concept={concept}
                      busy={start.isPending}
                      onPractise={() => start.mutate([concept.conceptId])}
                    />
                  ))}
                </SimpleGrid>
              </section>
            );
          })
        )}
      </Stack>
    </Container>
  );
}

function ConceptTile({
  concept,
  busy,
  onPractise,
}: {
  concept: TConceptMastery;
  busy: boolean;
  onPractise: () => void;
}) {
  const { t } = useTranslation();
  const due = new Date(concept.due);
  const color = masteryColors[concept.state];
  const state = t(`learning.map.states.${concept.state}`);
  const when = due <= new Date() ? t('learning.map.dueNow') : t('learning.map.dueLater', { when: formatRelative(due) });
  const answers = t('learning.map.answers', { correct: concept.correct, attempts: concept.attempts });
  return (
    <UnstyledButton
      onClick={onPractise}
      disabled={busy}
      // What the card shows, after what it does (WCAG 2.5.3: the visible text is part of the name).
      aria-label={[t('learning.map.practise', { name: concept.name }), state, when, answers].join(', ')}
      data-testid="map-concept"
      data-state={concept.state}
      style={{
        display: 'block',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
        borderLeft: `6px solid var(--mantine-color-${color}-filled)`,
        padding: 'var(--mantine-spacing-sm)',
      }}
    >
      {/* Spaces between the blocks: read as text, the card is its words, not 'Algebraopanowane…'. */}
      <Text fw={600}>{concept.name}</Text>{' '}
      <Badge color={color} variant="light" radius="sm" mt={4}>
        {state}
      </Badge>{' '}
      <Text size="sm" mt={4}>
        {when}
      </Text>{' '}
      <Text size="sm">{answers}</Text>
    </UnstyledButton>
  );
}
