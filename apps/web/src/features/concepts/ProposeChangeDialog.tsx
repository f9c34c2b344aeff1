import { Alert, Button, Group, Input, Modal, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { maxSelectedMessage, type TMathConcept, ZEditableConceptType, ZMathConceptChangeCreate } from '@zadania/shared';
import { useState } from 'react';

const maxAliases = 50;

import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { ApiError } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { fieldErrorsOf } from './CreateConceptDialog';
import { conceptAuthoringApi, conceptAuthoringKeys } from './concept-authoring-api';

/** A concept's type as a proposal carries it (task-type concepts are not proposed here). */
export const proposableType = (concept: TMathConcept) => {
  const parsed = ZEditableConceptType.safeParse(concept.type);
  return parsed.success ? parsed.data : null;
};

/** 'Zaproponuj zmianę': name, aliases and the article, sent for an admin's decision. */
export function ProposeChangeDialog({
  concept,
  opened,
  onClose,
}: {
  concept: TMathConcept;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(concept.name);
  const [aliases, setAliases] = useState<string[]>(concept.aliases);
  const [description, setDescription] = useState(concept.description);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const propose = useMutation({
    mutationFn: conceptAuthoringApi.propose,
    onSuccess: (change) => {
      showToast({ variant: 'success', message: t('conceptAuthoring.proposed') });
      queryClient.setQueryData(conceptAuthoringKeys.pending(concept.id), { change });
      onClose();
    },
    onError: (error) => {
      setServerError(error instanceof ApiError ? error.message : t('toasts.serverError'));
      // A 409 means the viewer's own proposal already waits (sent from another tab): show it instead of the button.
      void queryClient.invalidateQueries({ queryKey: conceptAuthoringKeys.pending(concept.id) });
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={() => !propose.isPending && onClose()}
      title={t('conceptAuthoring.proposeTitle')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setServerError(null);
          const parsed = ZMathConceptChangeCreate.safeParse({
            conceptId: concept.id,
            form: { name, description },
            type: proposableType(concept),
            aliases,
          });
          if (!parsed.success) {
            // form.name is reported at path ['form', 'name'].
            const issues = parsed.error.issues.map((issue) => ({
              ...issue,
              path: issue.path[0] === 'form' ? issue.path.slice(1) : issue.path,
            }));
            setErrors(fieldErrorsOf(issues));
            return;
          }
          setErrors({});
          propose.mutate(parsed.data);
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('conceptAuthoring.proposeIntro')}
          </Text>
          <TextInput
            label={t('conceptAuthoring.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={256}
            withAsterisk
          />
          <TagsInput
            label={t('conceptAuthoring.aliases')}
            placeholder={t('conceptAuthoring.aliasesPlaceholder')}
            value={aliases}
            onChange={(next) => {
              const refused = next.length > maxAliases;
              setErrors(({ aliases: _previous, ...current }) =>
                refused ? { ...current, aliases: maxSelectedMessage(maxAliases) } : current,
              );
              if (!refused) setAliases(next);
            }}
            error={errors.aliases}
            clearable
          />
          <Input.Wrapper label={t('conceptAuthoring.description')} error={errors.description} labelElement="div">
            <div style={{ marginTop: 4 }}>
              <RichTextEditor
                variant="full"
                height={260}
                value={description}
                onChange={setDescription}
                aria-label={t('conceptAuthoring.descriptionEditor')}
              />
            </div>
          </Input.Wrapper>
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={propose.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={propose.isPending}>
              {t('conceptAuthoring.proposeSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
