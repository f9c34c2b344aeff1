import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedPupilLimits, managedPupilMessages, type TClass, ZManagedPupilsCreate } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TitledSection } from '../../components/TitledSection';
import { errorText } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { classKeys } from './classes-api';
import { LoginCards, signInUrlOf, type TLoginCard } from './LoginCards';
import { managedPupilsApi } from './managed-pupils-api';
import './managed-pupils.pl';
import './classes.pl';

/** The non-empty lines of the textarea, trimmed: one pupil's name each. */
export const namesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/**
 * 'Dodaj uczniów bez e-maila' on a class's page (its teachers): names, one a line, become accounts admitted to the
 * class; their login cards (with the one-time passwords) show once, to print, until the teacher closes them.
 */
export function ManagedPupilsPanel({ schoolClass }: { schoolClass: TClass }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cards, setCards] = useState<TLoginCard[] | null>(null);
  const [closing, setClosing] = useState(false);
  const names = namesOf(text);

  const create = useMutation({
    mutationFn: (list: string[]) => managedPupilsApi.create(schoolClass.id, list),
    onMutate: () => setError(null),
    onSuccess: async (result) => {
      setCards(result.pupils);
      setText('');
      showToast({ variant: 'success', message: t('managedPupils.created', { count: result.pupils.length }) });
      await queryClient.invalidateQueries({ queryKey: classKeys.class(schoolClass.id) });
      void queryClient.invalidateQueries({ queryKey: classKeys.list });
    },
    onError: (failure) => setError(errorText(failure, t('toasts.serverError'))),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZManagedPupilsCreate.safeParse({ names });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? managedPupilMessages.namesRequired);
      return;
    }
    create.mutate(parsed.data.names);
  };

  return (
    <TitledSection id="class-managed-pupils" title={t('managedPupils.title')} titleSize="h3">
      {cards ? (
        <Stack gap="sm">
          <Text size="sm" fw={600} role="status">
            {t('managedPupils.cardsOnce')}
          </Text>
          <Group gap="xs">
            <Button onClick={() => window.print()}>{t('managedPupils.print')}</Button>
            <Button variant="default" onClick={() => setClosing(true)}>
              {t('managedPupils.close')}
            </Button>
          </Group>
          <LoginCards cards={cards} className={schoolClass.name} signInUrl={signInUrlOf(schoolClass.joinUrl)} />
          <ConfirmDialog
            opened={closing}
            title={t('managedPupils.closeTitle')}
            message={t('managedPupils.closeText')}
            confirmLabel={t('managedPupils.closeConfirm')}
            cancelLabel={t('classes.cancel')}
            confirmColor="blue"
            onConfirm={() => {
              setClosing(false);
              setCards(null);
            }}
            onClose={() => setClosing(false)}
          />
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('managedPupils.intro')}
            </Text>
            <Textarea
              label={t('managedPupils.namesLabel')}
              placeholder={t('managedPupils.namesPlaceholder')}
              description={`${t('managedPupils.namesCount', { count: names.length })} / ${managedPupilLimits.maxNames}`}
              rows={8}
              value={text}
              error={error}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setError(null);
              }}
            />
            <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('managedPupils.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </TitledSection>
  );
}
