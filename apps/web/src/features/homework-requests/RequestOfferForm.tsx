import { Button, Card, Group, Stack, Textarea, Title } from '@mantine/core';
import { homeworkRequestLimits, type THomeworkRequest } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RequestAmountInput, RequestDeadlineInput, RequestFormError } from './RequestFormFields';
import { useOfferForm } from './useRequestOffers';
import './homework-requests.pl';

/** A teacher's offer: price, deadline and a message to the owner. */
export function RequestOfferForm({ request }: { request: THomeworkRequest }) {
  const { t } = useTranslation();
  const offer = useOfferForm(request);
  return (
    <Card withBorder radius="md" p="md">
      <form onSubmit={offer.submit} noValidate aria-label={t('homeworkRequests.offers.formTitle')}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('homeworkRequests.offers.formTitle')}
          </Title>
          <Group grow wrap="wrap" align="flex-start">
            <RequestAmountInput
              label={t('homeworkRequests.offers.formPrice')}
              value={offer.price}
              onChange={offer.setPrice}
              required
              miw={180}
            />
            <RequestDeadlineInput
              label={t('homeworkRequests.offers.formDeadline')}
              description={t('homeworkRequests.offers.formDeadlineHelp')}
              value={offer.deadline}
              onChange={offer.setDeadline}
              miw={180}
            />
          </Group>
          <Textarea
            label={t('homeworkRequests.offers.formMessage')}
            value={offer.message}
            onChange={(event) => offer.setMessage(event.currentTarget.value)}
            maxLength={homeworkRequestLimits.messageMaxLength}
            rows={3}
          />
          <RequestFormError error={offer.error} />
          <Group>
            <Button type="submit" loading={offer.sending}>
              {t('homeworkRequests.offers.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
