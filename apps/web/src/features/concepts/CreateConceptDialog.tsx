import { Alert, Anchor, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { can, subject, type TViewer, ZMathConceptCreate } from '@zadania/shared';
import { useState } from 'react';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormDialog } from '../../components/FormDialog';
import { ApiError } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { ConceptNameFields, useConceptNameForm } from './ConceptNameFields';
import { conceptAuthoringApi } from './concept-authoring-api';
import { conceptTabs, type TConceptTab } from './concept-filters';
import './concepts.pl';
import '../../components/catalogue.pl';

type TErrors = Partial<Record<'type' | 'name' | 'aliases', string>>;

/** The first Polish message of each field of a failed parse. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * 'Dodaj pojęcie': type (DOMAIN for ADMIN only), name and aliases, with the warning to check the full list
 * first (docs/product-spec.md section 5). The list refreshes after creation.
 */
export function CreateConceptDialog({
  opened,
  onClose,
  viewer,
  initialType,
}: {
  opened: boolean;
  onClose: () => void;
  viewer: TViewer;
  initialType: TConceptTab;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const types = conceptTabs.filter((type) => can(viewer, 'create', subject('mathConcept', { type })));
  const startType = types.includes(initialType) ? initialType : (types[0] ?? 'DEFINITION');
  const [type, setType] = useState<TConceptTab>(startType);
  const conceptForm = useConceptNameForm<TErrors>('', []);
  const [serverError, setServerError] = useState<string | null>(null);

  const reset = () => {
    setType(startType);
    conceptForm.setName('');
    conceptForm.setAliases([]);
    conceptForm.setErrors({});
    setServerError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const create = useMutation({
    mutationFn: conceptAuthoringApi.create,
    onSuccess: () => {
      showToast({ variant: 'success', message: t('conceptAuthoring.created') });
      void queryClient.invalidateQueries({ queryKey: ['math-concept'] });
      close();
    },
    onError: (error) => setServerError(error instanceof ApiError ? error.message : t('toasts.serverError')),
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title={t('conceptAuthoring.createTitle')}
      pending={create.isPending}
      serverError={serverError}
      cancelLabel={t('common.cancel')}
      submitLabel={t('conceptAuthoring.create')}
      onSubmit={() => {
        setServerError(null);
        const parsed = ZMathConceptCreate.safeParse({ type, name: conceptForm.name, aliases: conceptForm.aliases });
        if (!parsed.success) {
          conceptForm.setErrors(fieldErrorsOf(parsed.error.issues));
          return;
        }
        conceptForm.setErrors({});
        create.mutate(parsed.data);
      }}
    >
      <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="note">
        <Stack gap={4}>
          <Text size="sm">{t('conceptAuthoring.warning')}</Text>
          <Anchor component={Link} to={`/resources/concepts?type=${type}`} size="sm" onClick={close}>
            {t('conceptAuthoring.showFullList')}
          </Anchor>
        </Stack>
      </Alert>
      <NativeSelect
        label={t('conceptAuthoring.type')}
        value={type}
        onChange={(event) => setType(event.currentTarget.value as TConceptTab)}
        data={types.map((value) => ({ value, label: t(`catalogue.conceptTypes.${value}`) }))}
        error={conceptForm.errors.type}
        withAsterisk
      />
      <ConceptNameFields form={conceptForm} autoFocus />
    </FormDialog>
  );
}
