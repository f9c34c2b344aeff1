import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TMathConcept, ZEditableConceptType, ZMathConceptChangeCreate } from '@zadania/shared';
import { useState } from 'react';

import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../components/editor/RichTextField';
import { FormDialog } from '../../components/FormDialog';
import { ApiError } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { ConceptNameFields, useConceptNameForm } from './ConceptNameFields';
import { fieldErrorsOf } from './CreateConceptDialog';
import { conceptAuthoringApi, conceptAuthoringKeys } from './concept-authoring-api';
import './concepts.pl';

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
  const conceptForm = useConceptNameForm<Record<string, string>>(concept.name, concept.aliases);
  const [description, setDescription] = useState(concept.description);
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
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('conceptAuthoring.proposeTitle')}
      size="xl"
      pending={propose.isPending}
      serverError={serverError}
      cancelLabel={t('common.cancel')}
      submitLabel={t('conceptAuthoring.proposeSubmit')}
      onSubmit={() => {
        setServerError(null);
        const parsed = ZMathConceptChangeCreate.safeParse({
          conceptId: concept.id,
          form: { name: conceptForm.name, description },
          type: proposableType(concept),
          aliases: conceptForm.aliases,
        });
        if (!parsed.success) {
          // form.name is reported at path ['form', 'name'].
          const issues = parsed.error.issues.map((issue) => ({
            ...issue,
            path: issue.path[0] === 'form' ? issue.path.slice(1) : issue.path,
          }));
          conceptForm.setErrors(fieldErrorsOf(issues));
          return;
        }
        conceptForm.setErrors({});
        propose.mutate(parsed.data);
      }}
    >
      <Text size="sm" c="dimmed">
        {t('conceptAuthoring.proposeIntro')}
      </Text>
      <ConceptNameFields form={conceptForm} />
      <RichTextField
        label={t('conceptAuthoring.description')}
        error={conceptForm.errors.description}
        variant="full"
        height={260}
        value={description}
        onChange={setDescription}
        aria-label={t('conceptAuthoring.descriptionEditor')}
      />
    </FormDialog>
  );
}
