import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { parentMessages, type TPurchaseRequestCreate } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../lib/api/api-error';
import { parentSectionId } from './ParentSection';
import { parentsApi } from './parents-api';
import './parents.pl';

/** Whether a checkout's refusal is the minor's one (a parent pays) or the missing birth year's. */
export const isParentPaymentRefusal = (message: string | null | undefined) =>
  message === parentMessages.minorPayment || message === parentMessages.birthYearFirst;

const settingsPath = `/account/data#${parentSectionId}`;

/**
 * Where a pupil's checkout was refused with 403: for a minor the message and "Poproś rodzica" (a purchase request
 * to the linked parent), for an unknown age the message with the way to the personal data.
 */
export function ParentPaymentRefusal({ message, request }: { message: string; request: TPurchaseRequestCreate }) {
  const { t } = useTranslation();
  const ask = useMutation({ mutationFn: () => parentsApi.requestPurchase(request) });

  if (message === parentMessages.birthYearFirst) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message}</Text>
          <Anchor component={Link} to="/account/data" size="sm">
            {t('parents.ask.toPersonalData')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  const failure = ask.isError ? errorText(ask.error, message) : null;
  return (
    <Stack gap="xs">
      <Alert color="orange" icon={<IconAlertCircle />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message}</Text>
          {!ask.isSuccess && (
            <Button size="sm" onClick={() => ask.mutate()} loading={ask.isPending}>
              {t('parents.ask.button')}
            </Button>
          )}
        </Stack>
      </Alert>
      {ask.isSuccess && (
        <Alert color="teal" icon={<IconCircleCheck />} role="status">
          {ask.data.message}
        </Alert>
      )}
      {failure && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure}</Text>
            {failure === parentMessages.requestNoParent && (
              <Anchor component={Link} to={settingsPath} size="sm">
                {t('parents.ask.toSettings')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
