import { Text } from '@mantine/core';
import { formatPln, type TGrosze } from '@zadania/shared';

/** The amount a payment page is about, in large figures. */
export function AmountToPay({ grosze, testId }: { grosze: TGrosze; testId: string }) {
  return (
    <Text fz={28} fw={800} data-testid={testId}>
      {formatPln(grosze)}
    </Text>
  );
}
