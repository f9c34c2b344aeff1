import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPuzzle, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { homeworkEndpoints } from '@zadania/shared';
import { type ReactNode, Suspense } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { callEndpoint } from '../api/call-endpoint';
import { queryKeys } from '../api/query-keys';
import { useHydrated } from '../hooks/useHydrated';
import { InteractivePlayer } from './interactive-player';
import { richLabels } from './labels';
import { toPlainText } from './plain-text';

type TAttributes = Record<string, unknown>;

/** An internal link: client-side navigation inside the app's router, a plain link elsewhere. */
function AppLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <Anchor component={Link} to={to} className={className}>
      {children}
    </Anchor>
  ) : (
    <Anchor href={to} className={className}>
      {children}
    </Anchor>
  );
}

/** A task embedded in the content: a card linking to /homeworks/{slug} with the task's opening words. */
export function HomeworkEmbed({ homeworkId, attributes }: { homeworkId: string; attributes: TAttributes }) {
  const homework = useQuery({
    queryKey: queryKeys.homework(homeworkId),
    queryFn: ({ signal }) =>
      callEndpoint(homeworkEndpoints.get, { params: { id: homeworkId }, signal, errorToast: false }),
    enabled: homeworkId.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const slug = homework.data?.slug ?? homeworkId;
  const excerpt = homework.data ? toPlainText(homework.data.description, 140) : null;
  return (
    <Paper {...attributes} withBorder radius="md" p="sm" my="sm" className="rich-homework-embed">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconSchool size={22} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={2} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {richLabels.homeworkEmbed}
          </Text>
          {excerpt && <Text size="sm">{excerpt}</Text>}
          <AppLink to={`/homeworks/${encodeURIComponent(slug)}`}>{richLabels.openHomework}</AppLink>
        </Stack>
      </Group>
    </Paper>
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function InteractiveHomeworkLoading() {
  return (
    <Stack gap={6} role="status" aria-busy="true" aria-label={richLabels.interactiveLoading}>
      <Skeleton height={20} width="50%" radius="sm" />
      <Skeleton height={72} radius="sm" />
    </Stack>
  );
}

/**
 * An interactive exercise embedded by the editor's interactive-homework node (`data-value` is the game's id):
 * played in place once the page is in the browser. Older content kept the game's type there instead of an id:
 * that shows its label with the way to the exercises.
 */
export function InteractiveHomework({
  gameId,
  label,
  attributes,
}: {
  gameId: string;
  label: string;
  attributes: TAttributes;
}) {
  const hydrated = useHydrated();
  const playable = uuidPattern.test(gameId);
  return (
    <Paper {...attributes} withBorder radius="md" p="sm" my="sm" className="rich-interactive-homework">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconPuzzle size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {richLabels.interactiveHomework}
          </Text>
        </Group>
        {playable ? (
          hydrated ? (
            <Suspense fallback={<InteractiveHomeworkLoading />}>
              <InteractivePlayer gameId={gameId} titleOrder={3} />
            </Suspense>
          ) : (
            <InteractiveHomeworkLoading />
          )
        ) : (
          <Stack gap={2}>
            <Text fw={600}>{label}</Text>
            <AppLink to="/exercises">{richLabels.interactiveOpenList}</AppLink>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
