import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListSearch, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favoriteDisplayName, type TFavoriteDetail } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../lib/toasts';
import { ListFormModal, listKeys, listsApi } from '../lists';
import { ListPdfButton } from '../print';

/**
 * The actions of one list: open it in the catalogue (in the list's order), and for my own lists edit and delete.
 * Further list actions (the PDF) belong here as further buttons of this bar.
 */
export function ListActionBar({ list }: { list: TFavoriteDetail }) {
  const { t } = useTranslation();
  const custom = list.kind === 'CUSTOM';
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('lists.actions')}>
      <Button
        component={Link}
        to={`/homeworks?favoriteId=${list.id}`}
        variant="light"
        size="sm"
        leftSection={<IconListSearch size={16} aria-hidden />}
      >
        {t('lists.showInCatalogue')}
      </Button>
      <ListPdfButton favoriteId={list.id} />
      {custom && <EditListButton list={list} />}
      {custom && <DeleteListButton list={list} />}
    </Group>
  );
}

function EditListButton({ list }: { list: TFavoriteDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button variant="default" size="sm" leftSection={<IconPencil size={16} aria-hidden />} onClick={modal.open}>
        {t('lists.edit')}
      </Button>
      <ListFormModal
        opened={opened}
        onClose={modal.close}
        list={list}
        onSaved={(favorite) => {
          modal.close();
          queryClient.setQueryData<TFavoriteDetail>(listKeys.detail(list.id), (current) =>
            current ? { ...current, name: favorite.name, description: favorite.description } : current,
          );
          void queryClient.invalidateQueries({ queryKey: listKeys.all });
        }}
      />
    </>
  );
}

function DeleteListButton({ list }: { list: TFavoriteDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened, modal] = useDisclosure(false);
  const remove = useMutation({
    mutationFn: () => listsApi.remove(list.id),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      modal.close();
      queryClient.removeQueries({ queryKey: listKeys.detail(list.id) });
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
      void navigate('/account/lists');
    },
  });
  return (
    <>
      <Button
        variant="light"
        color="red"
        size="sm"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={modal.open}
      >
        {t('lists.delete')}
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={t('lists.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('lists.deleteText', { name: favoriteDisplayName(list) })}
        </Text>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={modal.close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('lists.deleteConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
