import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { formatPln, type THomeworkRequest, type THomeworkRequestOffer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { RequestCheckout } from './RequestCheckout';
import { RequestOfferForm } from './RequestOfferForm';
import { formatDeadline } from './request-format';
import { useRequestOffers } from './useRequestOffers';
import './homework-requests.pl';

/** The offers: the owner accepts one and pays it; a teacher sends one or withdraws theirs. */
export function RequestOffersSection({ request }: { request: THomeworkRequest }) {
  const { t } = useTranslation();
  const offers = useRequestOffers(request);
  if (offers.hidden) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('homeworkRequests.offers.title')}>
      <Title order={2} size="h4">
        {t('homeworkRequests.offers.title')}
      </Title>
      {offers.offers.isPending && <CardListSkeleton count={1} />}
      {offers.offers.isError && (
        <Text c="red" role="alert">
          {t('homeworkRequests.loadError')}
        </Text>
      )}
      {offers.showEmpty && <Text c="dimmed">{t('homeworkRequests.offers.empty')}</Text>}
      {offers.results.map((offer) => (
        <OfferCard
          key={offer.id}
          offer={offer}
          acting={offers.acting}
          onAccept={() => offers.accept(offer)}
          onPay={() => offers.pay(offer)}
          onWithdraw={() => offers.withdraw(offer)}
        />
      ))}
      {offers.showForm && <RequestOfferForm request={request} />}
      <Modal
        opened={offers.paying !== null}
        onClose={offers.closePayment}
        title={t('homeworkRequests.offers.payTitle')}
        centered
      >
        {offers.paying && <RequestCheckout offer={offers.paying} />}
      </Modal>
    </Stack>
  );
}

function OfferCard({
  offer,
  acting,
  onAccept,
  onPay,
  onWithdraw,
}: {
  offer: THomeworkRequestOffer;
  acting: boolean;
  onAccept: () => void;
  onPay: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="sm" component="article" aria-label={offer.teacher.displayName}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{offer.teacher.displayName}</Text>
          <Badge variant="light">{t(`homeworkRequests.offerStatuses.${offer.status}`)}</Badge>
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm">{t('homeworkRequests.offers.price', { amount: formatPln(offer.priceGross) })}</Text>
          <Text size="sm">{t('homeworkRequests.offers.until', { date: formatDeadline(offer.deadline) })}</Text>
        </Group>
        {offer.message && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {offer.message}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          {offer.policies.accept && (
            <Button size="xs" loading={acting} onClick={onAccept}>
              {t('homeworkRequests.offers.accept')}
            </Button>
          )}
          {offer.policies.pay && (
            <Button size="xs" onClick={onPay}>
              {t('homeworkRequests.offers.pay')}
            </Button>
          )}
          {offer.policies.withdraw && (
            <Button size="xs" variant="light" color="red" loading={acting} onClick={onWithdraw}>
              {t('homeworkRequests.offers.withdraw')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
