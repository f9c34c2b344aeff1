import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconBuilding, IconCreditCard, IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './commerce.pl';

export type TPaymentMethod = 'stripe' | 'manual';

/** The dictionary section that words the choice: the commerce checkout's, or that of an item another feature sells. */
type TWordsSection = 'checkout' | 'itemCheckout';

function MethodCard({
  value,
  icon,
  label,
  hint,
  padding,
}: {
  value: TPaymentMethod;
  icon: ReactNode;
  label: string;
  hint: string;
  padding: 'sm' | 'md';
}) {
  return (
    <Radio.Card value={value} radius="md" p={padding}>
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator />
        <div>
          <Group gap={6}>
            {icon}
            <Text fw={600}>{label}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}

/**
 * The ways to pay the platform takes now, a card each: online (the demo payment while no operator is set up) and
 * the bank transfer.
 */
export function PaymentMethodRadios({
  words,
  methods,
  demo,
  value,
  onChange,
  cardPadding,
}: {
  words: TWordsSection;
  methods: readonly TPaymentMethod[];
  demo: boolean;
  value: TPaymentMethod | null;
  onChange: (method: TPaymentMethod) => void;
  cardPadding: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t(`commerce.${words}.method`)}
      value={value}
      onChange={(method) => onChange(method as TPaymentMethod)}
    >
      <Stack gap="xs" mt="xs">
        {methods.includes('stripe') && (
          <MethodCard
            value="stripe"
            icon={demo ? <IconFlask size={18} aria-hidden /> : <IconCreditCard size={18} aria-hidden />}
            label={t(demo ? `commerce.${words}.demo` : `commerce.${words}.online`)}
            hint={t(demo ? `commerce.${words}.demoHint` : `commerce.${words}.onlineHint`)}
            padding={cardPadding}
          />
        )}
        {methods.includes('manual') && (
          <MethodCard
            value="manual"
            icon={<IconBuilding size={18} aria-hidden />}
            label={t(`commerce.${words}.manual`)}
            hint={t(`commerce.${words}.manualHint`)}
            padding={cardPadding}
          />
        )}
      </Stack>
    </Radio.Group>
  );
}
