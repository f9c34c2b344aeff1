import { Alert, Button, CopyButton, Group, List, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parentMessages, type TMyParent } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatDateTime } from '../../i18n/dates';
import { errorText } from '../../lib/api/api-error';
import { parentsApi, parentsKeys } from './parents-api';
import { QueryState } from './QueryState';
import './parents.pl';

/** The id of the settings section "Rodzic lub opiekun": the API's messages link to it. */
export const parentSectionId = 'rodzic-lub-opiekun';

/** A pupil's "Rodzic lub opiekun": what a parent sees, the linked parents, and a code a parent links with. */
export function ParentSection() {
  const { t } = useTranslation();
  const parents = useQuery({ queryKey: parentsKeys.myParents, queryFn: ({ signal }) => parentsApi.myParents(signal) });

  return (
    <Stack gap="md">
      <Text>{parentMessages.parentSees}</Text>
      <QueryState query={parents} errorFallback={t('parents.mine.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t('parents.mine.none')}</Text>
          ) : (
            <List listStyleType="none" spacing="md">
              {list.map((parent) => (
                <List.Item key={parent.id}>
                  <MyParentRow parent={parent} />
                </List.Item>
              ))}
            </List>
          )
        }
      </QueryState>
      <ParentCodePanel />
    </Stack>
  );
}

function MyParentRow({ parent }: { parent: TMyParent }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: parentsKeys.myParents });
  const confirm = useMutation({ mutationFn: () => parentsApi.confirmParent(parent.id), onSuccess });
  const pause = useMutation({ mutationFn: (paused: boolean) => parentsApi.pauseLetter(parent.id, paused), onSuccess });
  const failure = confirm.error ?? pause.error;
  const paused = pause.isPending && pause.variables !== undefined ? pause.variables : parent.weeklyLetter.pausedByChild;

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>
          {parent.displayName} ({parent.username})
        </Text>
        <Text size="sm" c={parent.confirmed ? 'teal' : 'orange'}>
          {parent.confirmed ? t('parents.mine.confirmed') : t('parents.mine.awaiting')}
        </Text>
      </Group>
      {!parent.confirmed && (
        <Group>
          <Button size="xs" onClick={() => confirm.mutate()} loading={confirm.isPending}>
            {t('parents.mine.confirm')}
          </Button>
        </Group>
      )}
      {parent.confirmed && (
        <Switch
          label={t('parents.mine.pauseLetter')}
          description={t('parents.mine.pauseLetterHint')}
          checked={paused}
          disabled={pause.isPending}
          onChange={(event) => pause.mutate(event.currentTarget.checked)}
        />
      )}
      {(confirm.data ?? pause.data) && (
        <Text size="sm" c="teal" role="status">
          {(confirm.data ?? pause.data)?.message}
        </Text>
      )}
      <ErrorAlert message={failure ? errorText(failure, t('parents.mine.loadError')) : null} />
    </Stack>
  );
}

function ParentCodePanel() {
  const { t } = useTranslation();
  const create = useMutation({ mutationFn: parentsApi.parentCode });

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('parents.mine.codeTitle')}</Text>
        <Text size="sm">{t('parents.mine.codeHint')}</Text>
        {create.data && (
          <Alert color="blue" w="100%">
            <Stack gap={4} align="flex-start">
              <Text fz={32} fw={700} ff="monospace" lts={4} data-testid="parent-code">
                {create.data.code}
              </Text>
              <Text size="sm">{t('parents.mine.codeExpires', { time: formatDateTime(create.data.expiresAt) })}</Text>
              <CopyButton value={create.data.code}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  >
                    {copied ? t('parents.mine.copied') : t('parents.mine.copy')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        )}
        <ErrorAlert message={create.isError ? errorText(create.error, t('parents.mine.loadError')) : null} />
        <Button variant={create.data ? 'default' : 'filled'} onClick={() => create.mutate()} loading={create.isPending}>
          {t('parents.mine.createCode')}
        </Button>
      </Stack>
    </Paper>
  );
}
