import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favoriteDisplayName, type TFavoriteTarget, ZFavoriteSave } from '@zadania/shared';
import { type FormEvent, type Ref, type RefObject, useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { whenValid } from '../../lib/forms/when-valid';
import { useOpenedAfterMount } from '../../lib/hooks/useOpenedAfterMount';
import { showToast } from '../../lib/toasts';
import { listKeys, listsApi } from './lists-api';
import { refreshAfterMembershipChange } from './useListMembership';
import './lists.pl';

/** The menu pages through my own lists 50 at a time (section 9 allows up to 50 per page). */
const menuPageSize = 50;

/**
 * The menu of 'Dodaj do listy' (AddToListButton), loaded when it is first opened: a popover at the button rendered
 * before this code loaded. `id` is the popover's, which the button's `aria-controls` names.
 */
export function AddToListMenu({
  id,
  target,
  homeworkId,
  opened,
  onChange,
}: {
  id: string;
  target: RefObject<HTMLElement | null>;
  homeworkId: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const shown = useOpenedAfterMount(opened);
  return (
    <Popover
      id={id}
      opened={shown}
      onChange={onChange}
      position="bottom-end"
      width={300}
      trapFocus
      returnFocus
      withinPortal
      shadow="md"
    >
      <Popover.Target refProp="targetRef">
        <ExistingTarget target={target} />
      </Popover.Target>
      <Popover.Dropdown>{shown && <ListChoices homeworkId={homeworkId} />}</Popover.Dropdown>
    </Popover>
  );
}

/**
 * Stands for the button in Popover.Target: hands its element to the popover (for the position and clicks outside).
 * The button sets its own ARIA attributes, which Popover.Target would add to an element it renders.
 */
function ExistingTarget({
  target,
  targetRef,
}: {
  target: RefObject<HTMLElement | null>;
  targetRef?: Ref<HTMLElement>;
}) {
  useLayoutEffect(() => {
    const element = target.current;
    if (!element) return;
    if (typeof targetRef === 'function') {
      const cleanup = targetRef(element);
      return () => {
        if (typeof cleanup === 'function') cleanup();
        else targetRef(null);
      };
    }
    if (targetRef) {
      targetRef.current = element;
      return () => {
        targetRef.current = null;
      };
    }
  }, [target, targetRef]);
  return null;
}

function ListChoices({ homeworkId }: { homeworkId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lists = useInfiniteQuery({
    queryKey: listKeys.custom,
    queryFn: ({ pageParam, signal }) =>
      listsApi.page({ page: pageParam, pageSize: menuPageSize, custom: true }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
  const target = useQuery({
    queryKey: listKeys.target(homeworkId),
    queryFn: ({ signal }) => listsApi.target(homeworkId, signal),
  });
  // Not disabled while saving (that would drop the keyboard focus): clicks on one task's lists run in order instead.
  const toggle = useMutation({
    scope: { id: `favorite-target-${homeworkId}` },
    mutationFn: ({ favoriteId, add }: { favoriteId: string; add: boolean }) =>
      add ? listsApi.addHomework(favoriteId, homeworkId) : listsApi.removeHomework(favoriteId, homeworkId),
    onMutate: async ({ favoriteId, add }) => {
      await queryClient.cancelQueries({ queryKey: listKeys.target(homeworkId) });
      const previous = queryClient.getQueryData<TFavoriteTarget>(listKeys.target(homeworkId));
      queryClient.setQueryData<TFavoriteTarget>(listKeys.target(homeworkId), (current) =>
        current ? { ...current, favoritesIds: toggled(current.favoritesIds, favoriteId, add) } : current,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(listKeys.target(homeworkId), context?.previous);
    },
    onSuccess: (result) => showToast({ variant: 'success', message: result.message }),
    onSettled: () => refreshAfterMembershipChange(queryClient),
  });
  const items = lists.data?.pages.flatMap((page) => page.results) ?? [];
  const checked = new Set(target.data?.favoritesIds ?? []);

  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        {t('lists.addToList')}
      </Text>
      {(lists.isPending || target.isPending) && <Loader size="sm" role="status" aria-label={t('app.loading')} />}
      {(lists.isError || target.isError) && (
        <Group gap="xs">
          <Text size="sm" c="red">
            {t('lists.loadError')}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              void lists.refetch();
              void target.refetch();
            }}
          >
            {t('lists.retry')}
          </Button>
        </Group>
      )}
      {lists.data && target.data && items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('lists.noCustomLists')}
        </Text>
      )}
      {lists.data && target.data && items.length > 0 && (
        <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
          <Stack gap={8} role="group" aria-label={t('lists.myLists')}>
            {items.map((list) => (
              <Checkbox
                key={list.id}
                label={favoriteDisplayName(list)}
                checked={checked.has(list.id)}
                onChange={(event) => toggle.mutate({ favoriteId: list.id, add: event.currentTarget.checked })}
                styles={{ label: { overflowWrap: 'anywhere' } }}
              />
            ))}
            {lists.hasNextPage && (
              <Button
                size="compact-xs"
                variant="default"
                loading={lists.isFetchingNextPage}
                onClick={() => void lists.fetchNextPage()}
              >
                {t('lists.loadMore')}
              </Button>
            )}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Divider />
      <NewListInline homeworkId={homeworkId} />
      <Anchor component={Link} to="/account/lists" size="xs">
        {t('lists.myLists')}
      </Anchor>
    </Stack>
  );
}

const toggled = (ids: string[], id: string, add: boolean) =>
  add ? [...new Set([...ids, id])] : ids.filter((item) => item !== id);

/** 'Nowa lista' inside the menu: makes the list and puts the task on it. */
function NewListInline({ homeworkId }: { homeworkId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: async (listName: string) => {
      const { favorite } = await listsApi.create({ name: listName, description: '' });
      return listsApi.addHomework(favorite.id, homeworkId);
    },
    onSuccess: (result) => {
      setName('');
      showToast({ variant: 'success', message: result.message });
    },
    onError: (failure) => setError(failure.message),
    onSettled: () => refreshAfterMembershipChange(queryClient),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    whenValid(ZFavoriteSave.shape.name, name, setError, (data) => create.mutate(data));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <TextInput
          id={inputId}
          size="xs"
          label={t('lists.newListName')}
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" size="compact-sm" variant="light" loading={create.isPending}>
          {t('lists.createAndAdd')}
        </Button>
      </Stack>
    </form>
  );
}
