import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { editorCommentMessages, editorCommentTypeLabels, successMessages, type TEditorComment } from '@zadania/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { ResultsPagination } from '../../components/ResultsPagination';
import { queryKeys } from '../../lib/api/query-keys';
import { submitHandler } from '../../lib/forms/submit-handler';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { useMe } from '../../lib/session/useMe';
import { showToast } from '../../lib/toasts';
import { editorCommentsApi } from './editor-comments-api';

type TCommentType = TEditorComment['type'];

const pageSize = 10;
const isBlank = (html: string) => !html.replace(/<[^>]*>/g, '').trim() && !/<(img|video|iframe)\b/.test(html);

/** /editor#comments: report a bug or suggest a change; admins read every report, others their own. */
export function EditorComments() {
  const me = useMe();
  return (
    <Stack gap="md" id="comments" component="section" aria-labelledby="comments-title">
      <Title order={2} id="comments-title">
        Zgłoś błąd lub sugestię
      </Title>
      {me.data ? (
        <>
          <CommentForm />
          <CommentList admin={me.data.role === 'ADMIN'} />
        </>
      ) : me.isPending && me.fetchStatus !== 'idle' ? (
        <Skeleton height={120} />
      ) : (
        <Alert color="blue" variant="light">
          <Anchor component={Link} to="/login?redirect=%2Feditor%23comments">
            Zaloguj się
          </Anchor>
          , aby zgłosić błąd edytora albo zaproponować zmianę.
        </Alert>
      )}
    </Stack>
  );
}

function CommentForm() {
  const queryClient = useQueryClient();
  const [type, setType] = useState<TCommentType>('BUG');
  const [content, setContent] = useState('');
  // The editor keeps its own document: a new key clears it after sending.
  const [editorKey, setEditorKey] = useState(0);
  const send = useMutation({
    mutationFn: editorCommentsApi.create,
    onSuccess: () => {
      showToast({ variant: 'success', message: editorCommentMessages.sent });
      setContent('');
      setEditorKey((key) => key + 1);
      return queryClient.invalidateQueries({ queryKey: ['editor-comment'] });
    },
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={submitHandler(() => {
          if (!isBlank(content)) send.mutate({ type, content });
        })}
      >
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Rodzaj zgłoszenia"
            value={type}
            onChange={(value) => setType(value as TCommentType)}
            data={[
              { value: 'BUG', label: editorCommentTypeLabels.BUG },
              { value: 'SUGGESTION', label: editorCommentTypeLabels.SUGGESTION },
            ]}
          />
          <RichTextEditor
            key={editorKey}
            variant="comment"
            value={content}
            onChange={setContent}
            placeholder="Opisz, co się stało lub co warto zmienić..."
            height={200}
            aria-label="Treść zgłoszenia"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} disabled={isBlank(content)}>
              Wyślij
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function CommentList({ admin }: { admin: boolean }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: queryKeys.editorComments(page),
    queryFn: ({ signal }) => editorCommentsApi.list({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: editorCommentsApi.remove,
    onSuccess: () => {
      showToast({ variant: 'success', message: successMessages.deleted });
      return queryClient.invalidateQueries({ queryKey: ['editor-comment'] });
    },
  });
  return (
    <Stack gap="sm" data-testid="editor-comments">
      <Title order={3}>{admin ? 'Wszystkie zgłoszenia' : 'Twoje zgłoszenia'}</Title>
      {list.isPending && <Skeleton height={80} />}
      {list.isError && (
        <Alert color="red" variant="light">
          Nie udało się wczytać zgłoszeń.{' '}
          <Anchor component="button" type="button" onClick={() => list.refetch()}>
            Spróbuj ponownie
          </Anchor>
        </Alert>
      )}
      {list.data?.results.length === 0 && <Text c="dimmed">Brak zgłoszeń.</Text>}
      {list.data?.results.map((comment) => (
        <Paper key={comment.id} withBorder p="sm" radius="md" data-testid="editor-comment">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="xs">
              <Badge color={comment.type === 'BUG' ? 'red' : 'blue'} variant="light">
                {editorCommentTypeLabels[comment.type]}
              </Badge>
              <Text size="sm" c="dimmed">
                {comment.author?.displayName ?? 'Konto usunięte'} · {dayjs(comment.createdAt).format('D.MM.YYYY HH:mm')}
              </Text>
            </Group>
            <Tooltip label="Usuń zgłoszenie">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Usuń zgłoszenie"
                loading={remove.isPending && remove.variables === comment.id}
                onClick={() => {
                  if (window.confirm('Usunąć to zgłoszenie?')) remove.mutate(comment.id);
                }}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <RichContent html={comment.content} copyable={false} />
        </Paper>
      ))}
      {list.data && list.data.pageCount > 1 && (
        <ResultsPagination page={page} pageCount={list.data.pageCount} onPageChange={setPage} />
      )}
    </Stack>
  );
}
