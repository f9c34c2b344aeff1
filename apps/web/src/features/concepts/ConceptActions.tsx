import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconEdit, IconPencilPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMathConcept, TViewer, TViewerIn } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmedDeleteButton } from '../../components/ConfirmedDeleteButton';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { queryKeys } from '../../lib/api/query-keys';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { showToast } from '../../lib/toasts';
import { conceptAuthoringApi, conceptAuthoringKeys } from './concept-authoring-api';
import { ProposeChangeDialog, proposableType } from './ProposeChangeDialog';
import './concepts.pl';

/** ADMIN: 'Usuń pojęcie' with its confirmation; back to the list afterwards. */
function DeleteConceptButton({ concept }: { concept: TMathConcept }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ConfirmedDeleteButton
      remove={() => conceptAuthoringApi.remove(concept.id)}
      onDeleted={() => {
        showToast({ variant: 'success', message: t('conceptAuthoring.deleted') });
        queryClient.removeQueries({ queryKey: queryKeys.concept(concept.slug) });
        void queryClient.invalidateQueries({ queryKey: ['math-concept', 'list'] });
        navigate('/resources/concepts');
      }}
      label={t('conceptAuthoring.delete')}
      title={t('conceptAuthoring.deleteTitle')}
      question={t('conceptAuthoring.deleteConfirm', { name: concept.name })}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('conceptAuthoring.deleteYes')}
    />
  );
}

/**
 * Signed in, not ADMIN: 'Zaproponuj zmianę', or the notice that one's own proposal waits. Other people's
 * proposals do not block one's own (the API does not even show them).
 */
function ProposeChange({ concept, viewer }: { concept: TMathConcept; viewer: TViewerIn }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const pending = useQuery({
    queryKey: conceptAuthoringKeys.pending(concept.id),
    queryFn: ({ signal }) => conceptAuthoringApi.pending(concept.id, signal),
  });
  if (!proposableType(concept) || pending.isPending) return null;
  if (pending.data?.change?.proposer?.id === viewer.id) {
    return (
      <Alert color="blue" icon={<IconClock size={18} aria-hidden />} py="xs">
        {t('conceptAuthoring.ownPending')}
      </Alert>
    );
  }
  return (
    <>
      <Button variant="light" leftSection={<IconPencilPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('conceptAuthoring.propose')}
      </Button>
      {opened && <ProposeChangeDialog concept={concept} opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}

/** ADMIN: whether proposals of this concept wait (there may be several), with a link to the decisions. */
function AdminPendingNotice({ concept }: { concept: TMathConcept }) {
  const { t } = useTranslation();
  const pending = useQuery({
    queryKey: conceptAuthoringKeys.pending(concept.id),
    queryFn: ({ signal }) => conceptAuthoringApi.pending(concept.id, signal),
  });
  if (!pending.data?.change) return null;
  return (
    <Alert color="blue" icon={<IconClock size={18} aria-hidden />} py="xs">
      <Group gap="sm">
        <Text size="sm">{t('conceptAuthoring.otherPending')}</Text>
        <Anchor component={Link} to="/admin/concept-changes" size="sm">
          {t('conceptAuthoring.reviewPending')}
        </Anchor>
      </Group>
    </Alert>
  );
}

/**
 * The article of a concept: read-only for everybody; ADMIN switches it to the editor ('Edytuj artykuł')
 * and deletes the concept; other signed-in people propose a change.
 */
export function ConceptArticle({ concept, viewer }: { concept: TMathConcept; viewer: TViewer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (description: string) => conceptAuthoringApi.update(concept.id, { description }),
    onSuccess: (updated) => {
      showToast({ variant: 'success', message: t('conceptAuthoring.updated') });
      queryClient.setQueryData(queryKeys.concept(concept.slug), updated);
      void queryClient.invalidateQueries({ queryKey: ['math-concept'] });
      setDraft(null);
    },
  });
  // What the server answered for this viewer: ADMIN edits and deletes, others propose (docs/product-spec.md section 6).
  const { policies } = concept;

  if (policies.update && draft !== null) {
    return (
      <Stack gap="sm">
        <RichTextEditor
          variant="full"
          admin
          height={420}
          value={draft}
          onChange={setDraft}
          aria-label={t('conceptAuthoring.articleEditor')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
            {t('conceptAuthoring.cancel')}
          </Button>
          <Button onClick={() => save.mutate(draft)} loading={save.isPending}>
            {t('conceptAuthoring.save')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {viewer && (policies.update || policies.delete || policies.propose) && (
        <Group gap="sm">
          {policies.update || policies.delete ? (
            <>
              {policies.update && (
                <Button
                  variant="light"
                  leftSection={<IconEdit size={16} aria-hidden />}
                  onClick={() => setDraft(concept.description)}
                >
                  {t('conceptAuthoring.editArticle')}
                </Button>
              )}
              {policies.delete && <DeleteConceptButton concept={concept} />}
            </>
          ) : (
            <ProposeChange concept={concept} viewer={viewer} />
          )}
        </Group>
      )}
      {policies.reviewChanges && <AdminPendingNotice concept={concept} />}
      {concept.description && <RichContent html={concept.description} />}
    </Stack>
  );
}
