import { ActionIcon, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFavoriteDetail } from '@zadania/shared';
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { HomeworkCard, homeworkTitle } from '../homework';
import { listKeys, listsApi, refreshAfterMembershipChange } from '../lists';
import '../homework';
import '../lists';

type TCard = TFavoriteDetail['cards'][number];
type TDirection = 'up' | 'down';

/** `cards` with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** The list with its cards (and entries) in the order of `cards`. */
function withOrder(list: TFavoriteDetail, cards: TCard[]): TFavoriteDetail {
  const entries = new Map(list.homeworks.map((entry) => [entry.id, entry]));
  return {
    ...list,
    cards,
    homeworks: cards.map((card, position) => ({
      ...(entries.get(card.entryId) ?? { id: card.entryId, homeworkId: card.id }),
      position,
    })),
  };
}

/**
 * PUT /favorite/reorder-homeworks with every entry in the new order, shown at once; moves are sent one after
 * another, and a refused one puts the order back and reloads what the server holds.
 */
function useReorder(listId: string) {
  const queryClient = useQueryClient();
  const key = listKeys.detail(listId);
  return useMutation({
    scope: { id: `favorite-reorder-${listId}` },
    mutationFn: (cards: TCard[]) => listsApi.reorder(cards.map((card) => card.entryId)),
    onMutate: async (cards) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TFavoriteDetail>(key);
      if (previous) queryClient.setQueryData(key, withOrder(previous, cards));
      return { previous };
    },
    onError: (_error, _cards, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['homework', 'list'] });
    },
  });
}

function useRemoveEntry(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (homeworkId: string) => listsApi.removeHomework(listId, homeworkId),
    onSuccess: (result, homeworkId) => {
      queryClient.setQueryData<TFavoriteDetail>(listKeys.detail(listId), (current) =>
        current
          ? {
              ...current,
              cards: current.cards.filter((card) => card.id !== homeworkId),
              homeworks: current.homeworks.filter((entry) => entry.homeworkId !== homeworkId),
            }
          : current,
      );
      showToast({ variant: 'success', message: result.message });
      refreshAfterMembershipChange(queryClient);
    },
  });
}

/**
 * The tasks of a list as the catalogue's cards. Reordering: drag a card by its handle, or, from the keyboard,
 * the 'Przesuń wyżej' / 'Przesuń niżej' buttons; each move is announced to screen readers.
 */
export function ListEntries({ list }: { list: TFavoriteDetail }) {
  const { t } = useTranslation();
  const reorder = useReorder(list.id);
  const remove = useRemoveEntry(list.id);
  const containerRef = useRef<HTMLDivElement>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{
    entryId: string;
    direction: TDirection;
    index: number;
  } | null>(null);
  const cards = list.cards;
  const titles = useMemo(
    () => new Map(cards.map((card) => [card.entryId, homeworkTitle(card, 90) || t('homeworks.untitled')])),
    [cards, t],
  );

  // Keeps the keyboard where it was once the task has moved: on the same arrow, or the other one at an end.
  useEffect(() => {
    if (!focusAfterMove) return;
    if (cards.findIndex((card) => card.entryId === focusAfterMove.entryId) !== focusAfterMove.index) return;
    const find = (direction: TDirection) =>
      containerRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${focusAfterMove.entryId}"][data-direction="${direction}"]`,
      );
    const same = find(focusAfterMove.direction);
    const other = find(focusAfterMove.direction === 'up' ? 'down' : 'up');
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, cards]);

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= cards.length) return;
    const next = moveItem(cards, from, to);
    const moved = cards[from];
    reorder.mutate(next);
    if (moved) {
      setAnnouncement(
        t('lists.moved', { title: titles.get(moved.entryId) ?? '', position: to + 1, total: cards.length }),
      );
    }
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragFrom !== null) move(dragFrom, index);
    setDragFrom(null);
    setDragOver(null);
  };

  /** The arrow that moves a task one place up or down, the keyboard then following it. */
  const moveButton = (card: TCard, title: string, index: number, direction: TDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    return (
      <ActionIcon
        variant="subtle"
        aria-label={t(direction === 'up' ? 'lists.moveUp' : 'lists.moveDown', { title })}
        data-move={card.entryId}
        data-direction={direction}
        disabled={to < 0 || to >= cards.length}
        onClick={() => {
          move(index, to);
          setFocusAfterMove({ entryId: card.entryId, direction, index: to });
        }}
      >
        {direction === 'up' ? <IconArrowUp size={18} aria-hidden /> : <IconArrowDown size={18} aria-hidden />}
      </ActionIcon>
    );
  };

  return (
    <>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      <Stack gap="md" component="ol" ref={containerRef} p={0} m={0} style={{ listStyle: 'none' }}>
        {cards.map((card, index) => {
          const title = titles.get(card.entryId) ?? '';
          const dropping = dragOver === index && dragFrom !== null && dragFrom !== index;
          return (
            <Box
              component="li"
              key={card.entryId}
              data-entry={card.entryId}
              onDragOver={(event: DragEvent) => {
                if (dragFrom === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDragOver(index);
              }}
              onDrop={(event: DragEvent) => onDrop(event, index)}
              style={{
                opacity: dragFrom === index ? 0.5 : 1,
                outline: dropping ? '2px dashed var(--mantine-color-blue-5)' : undefined,
                outlineOffset: 4,
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <Stack gap={4} align="center" w={32} style={{ flexShrink: 0 }}>
                  <Text size="sm" fw={600} c="dimmed" aria-hidden>
                    {index + 1}.
                  </Text>
                  {moveButton(card, title, index, 'up')}
                  <Box
                    draggable
                    title={t('lists.dragHandle')}
                    aria-hidden
                    data-testid="drag-handle"
                    onDragStart={(event: DragEvent<HTMLDivElement>) => {
                      setDragFrom(index);
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', card.entryId);
                      const row = event.currentTarget.closest('li');
                      if (row) event.dataTransfer.setDragImage(row, 16, 16);
                    }}
                    onDragEnd={() => {
                      setDragFrom(null);
                      setDragOver(null);
                    }}
                    style={{ cursor: 'grab', display: 'flex', padding: 4, touchAction: 'none' }}
                  >
                    <IconGripVertical size={18} />
                  </Box>
                  {moveButton(card, title, index, 'down')}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt="xs"
                    aria-label={t('lists.removeFromList', { title })}
                    loading={remove.isPending && remove.variables === card.id}
                    onClick={() => remove.mutate(card.id)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Stack>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <HomeworkCard homework={card} />
                </Box>
              </Group>
            </Box>
          );
        })}
      </Stack>
    </>
  );
}
