import { Alert, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TChatRoom, type TChatUser, timings, ZChatRoomSave } from '@zadania/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from '../../components/FormDialogActions';
import { ApiError } from '../../lib/api/api-error';
import { whenValid } from '../../lib/forms/when-valid';
import { useMe } from '../../lib/session/useMe';
import { chatApi, chatKeys } from './chat-api';
import { upsertRoom } from './chat-cache';
import './chat.pl';

/**
 * POST /chat {name, usersIds}: a group room with the chosen people, searched through /user/selectable, which lists
 * only those the viewer may contact; nobody found says whom that is, and a refusal (403) shows the API's message.
 */
export function CreateRoomDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (room: TChatRoom) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useMe();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<TChatUser[]>([]);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, timings.debounceMs);
  const [error, setError] = useState<string | null>(null);
  const users = useQuery({
    queryKey: chatKeys.selectableUsers(debounced),
    queryFn: ({ signal }) => chatApi.selectableUsers(debounced, signal),
    enabled: opened,
    staleTime: 60_000,
  });
  const known = useMemo(() => {
    const map = new Map<string, TChatUser>();
    for (const user of chosen) map.set(user.id, user);
    for (const user of users.data?.results ?? []) if (user.id !== me.data?.id) map.set(user.id, user);
    return map;
  }, [chosen, users.data, me.data?.id]);
  const create = useMutation({
    mutationFn: chatApi.createRoom,
    onSuccess: (room) => {
      upsertRoom(queryClient, room);
      setName('');
      setChosen([]);
      onCreated(room);
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('chat.panelError')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    whenValid(ZChatRoomSave, { name, usersIds: chosen.map((user) => user.id) }, setError, (data) =>
      create.mutate(data),
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.createRoomTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('chat.roomName')}
            placeholder={t('chat.roomName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            required
            data-autofocus
          />
          <MultiSelect
            label={t('chat.roomUsers')}
            placeholder={chosen.length === 0 ? t('chat.roomUsersPlaceholder') : undefined}
            data={[...known.values()].map((user) => ({ value: user.id, label: user.displayName }))}
            value={chosen.map((user) => user.id)}
            onChange={(ids) =>
              setChosen(ids.map((id) => known.get(id)).filter((user): user is TChatUser => user !== undefined))
            }
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            // Nobody found: say whom the viewer may write to (the contact rule); nothing while a search runs.
            nothingFoundMessage={
              users.isFetching || !me.data ? undefined : t(`chat.contactRule.${me.data.role}` as const)
            }
            required
            comboboxProps={{ withinPortal: true }}
          />
          <DialogButtons
            pending={create.isPending}
            onCancel={onClose}
            cancelLabel={t('chat.cancel')}
            submitLabel={t('chat.create')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
