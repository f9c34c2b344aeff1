import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { errorText } from '../../lib/api/api-error';
import { DeleteSupportNodeDialog } from './DeleteSupportNodeDialog';
import { EditSupportNode, SupportNodeForm } from './SupportNodeForm';
import { SupportNodeRow } from './SupportNodeRow';
import { useSupportAdminPage } from './useSupportAdminPage';
import './support.pl';

/** /admin/help: ADMIN's list of help nodes in tree order, to add, edit, reorder and delete them. */
export function SupportAdminPage() {
  const { t } = useTranslation();
  const page = useSupportAdminPage();
  const { list, tree, rows, move, remove } = page;

  if (list.isPending) return <CardListSkeleton count={4} />;
  if (list.isError || !list.data.policies.create)
    return (
      <ErrorAlert
        message={list.isError ? errorText(list.error, t('support.admin.loadError')) : t('support.admin.forbidden')}
      />
    );

  return (
    <Stack gap="md" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('support.admin.title')}</Title>
        <Group gap="xs">
          <Button component={Link} to="/help" variant="default">
            {t('support.centre.title')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={page.openNew}>
            {t('support.admin.add')}
          </Button>
        </Group>
      </Group>
      {page.error && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert" withCloseButton onClose={page.clearError}>
          {page.error}
        </Alert>
      )}
      {page.creating && <SupportNodeForm node={null} tree={tree} onClose={page.closeForm} />}
      {page.editSlug && (
        <EditSupportNode key={page.editSlug} slug={page.editSlug} tree={tree} onClose={page.closeForm} />
      )}
      {rows.length === 0 ? (
        <Text>{t('support.admin.empty')}</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((node) => {
            const siblings = page.siblingsOf(node);
            return (
              <SupportNodeRow
                key={node.id}
                node={node}
                index={siblings.findIndex((sibling) => sibling.id === node.id)}
                siblingCount={siblings.length}
                moving={move.isPending}
                onMove={(position) => move.mutate({ node, position })}
                onEdit={() => page.openEdit(node)}
                onDelete={() => page.setDeleting(node)}
              />
            );
          })}
        </Stack>
      )}
      <DeleteSupportNodeDialog
        node={page.deleting}
        pending={remove.isPending}
        onCancel={() => page.setDeleting(null)}
        onConfirm={(node) => remove.mutate(node)}
      />
    </Stack>
  );
}
