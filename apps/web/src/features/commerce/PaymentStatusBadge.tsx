import { Badge } from '@mantine/core';
import { paymentStatusLabels, type TPaymentStatus } from '@zadania/shared';

const statusColors: Record<TPaymentStatus, string> = {
  unpaid: 'gray',
  processing: 'blue',
  failed: 'red',
  paid: 'teal',
  completed: 'teal',
  refunded: 'orange',
  disputed: 'yellow',
  canceled: 'gray',
};

/** A payment's status with its Polish label (docs/product-spec.md section 3). */
export function PaymentStatusBadge({ status }: { status: TPaymentStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light" tt="none">
      {paymentStatusLabels[status]}
    </Badge>
  );
}
