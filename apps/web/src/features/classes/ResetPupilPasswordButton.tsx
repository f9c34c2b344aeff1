import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TClass, TClassPupil } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmedButton } from './ConfirmedButton';
import { LoginCards, signInUrlOf } from './LoginCards';
import { managedPupilsApi } from './managed-pupils-api';
import './managed-pupils.pl';

/**
 * 'Nowe hasło' beside a pupil without e-mail: after a question, a new one-time password, shown once on a login card
 * to print (the old password stops working and the pupil is signed out).
 */
export function ResetPupilPasswordButton({ schoolClass, pupil }: { schoolClass: TClass; pupil: TClassPupil }) {
  const { t } = useTranslation();
  const [card, setCard] = useState<{ username: string; password: string } | null>(null);
  const reset = useMutation({
    mutationFn: () => managedPupilsApi.resetPassword(schoolClass.id, pupil.id),
    onSuccess: setCard,
  });
  return (
    <>
      <ConfirmedButton
        size="xs"
        variant="light"
        label={t('managedPupils.reset.button')}
        ariaLabel={t('managedPupils.reset.label', { name: pupil.name })}
        title={t('managedPupils.reset.title', { name: pupil.name })}
        message={t('managedPupils.reset.text')}
        confirmLabel={t('managedPupils.reset.confirm')}
        color="blue"
        pending={reset.isPending}
        onConfirm={(close) => reset.mutate(undefined, { onSuccess: close })}
      />
      <Modal
        opened={card !== null}
        onClose={() => setCard(null)}
        title={t('managedPupils.reset.done', { name: pupil.name })}
      >
        {card && (
          <Stack gap="sm">
            <Text size="sm">{t('managedPupils.cardsOnce')}</Text>
            <LoginCards
              cards={[{ id: pupil.id, name: pupil.name, ...card }]}
              className={schoolClass.name}
              signInUrl={signInUrlOf(schoolClass.joinUrl)}
            />
            <Button onClick={() => window.print()}>{t('managedPupils.print')}</Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
