import { Alert, Anchor, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatWarsawDateTime } from './tutoring-format';
import type { TBookingFlow } from './useTutoringBookingPage';
import './tutoring.pl';

/** Below the times: a link to log in, the note on one's own offer, or what to pick and the booking button. */
export function BookingActions({ flow }: { flow: TBookingFlow }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signedIn, own, grouped, needed, picked } = flow;
  if (!signedIn)
    return (
      <Alert color="blue" icon={<IconLogin aria-hidden />}>
        <Anchor component={Link} to={`/login?redirect=${encodeURIComponent(pathname)}`}>
          {t('tutoring.booking.loginToBook')}
        </Anchor>
      </Alert>
    );
  if (own) return <Text c="dimmed">{t('tutoring.booking.ownOffer')}</Text>;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text size="sm" aria-live="polite">
          {grouped
            ? t('tutoring.booking.pickSeat')
            : needed === 1
              ? t('tutoring.booking.pickOne')
              : t('tutoring.booking.pickMany', { count: needed, picked: picked.length })}
        </Text>
        {picked.length > 0 && flow.free.data && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('tutoring.booking.picked')}
            </Text>
            <List size="sm">
              {[...picked].sort().map((startsAt) => (
                <List.Item key={startsAt}>{formatWarsawDateTime(startsAt)}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Group>
          <Button onClick={flow.book} loading={flow.booking} disabled={picked.length !== needed}>
            {grouped ? t('tutoring.booking.bookSeat') : t('tutoring.booking.book')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
