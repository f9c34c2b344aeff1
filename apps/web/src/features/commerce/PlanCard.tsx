import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatPln, type TPremiumPlan } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../components/number-format';
import { commercePl } from './commerce.pl';
import { pricePerMonth, savingAgainst } from './commerce-format';

/**
 * One Premium plan: its price, duration, the price per 30 days and, against the shortest plan, how much it
 * saves. Signed out, the button leads to the login page and back to the checkout.
 */
export function PlanCard({
  plan,
  reference,
  signedIn,
  extend,
}: {
  plan: TPremiumPlan;
  /** The plan the saving is counted against (the shortest one). */
  reference: TPremiumPlan | undefined;
  signedIn: boolean;
  /** Premium already runs: buying adds a period after it. */
  extend: boolean;
}) {
  const { t } = useTranslation();
  const checkout = `/checkout/${plan.code}`;
  const saving = savingAgainst(plan, reference, (item) => item.durationDays);
  const titleId = `plan-${plan.code}`;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {plan.name}
          </Title>
          {saving > 0 && (
            <Badge color="teal" variant="filled" tt="none" style={{ flex: 'none' }}>
              {t('commerce.subscription.saving', { percent: saving })}
            </Badge>
          )}
        </Group>
        <Text fz={32} fw={800} lh={1.1}>
          {formatPln(plan.priceGross)}
        </Text>
        <Text c="dimmed" size="sm">
          {formatCount(plan.durationDays, commercePl.subscription.days)}
          {' · '}
          {t('commerce.subscription.perMonth', { price: formatPln(pricePerMonth(plan)) })}
        </Text>
        <Text c="dimmed" size="xs">
          {t('commerce.subscription.vatIncluded')}
        </Text>
        <div style={{ flex: 1 }} />
        {signedIn ? (
          <Button
            component={Link}
            to={checkout}
            aria-label={t(extend ? 'commerce.subscription.extendPlan' : 'commerce.subscription.buyPlan', {
              name: plan.name,
            })}
          >
            {t(extend ? 'commerce.subscription.extend' : 'commerce.subscription.buy')}
          </Button>
        ) : (
          <Button component={Link} to={`/login?redirect=${encodeURIComponent(checkout)}`} variant="light">
            {t('commerce.subscription.logInToBuy')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
