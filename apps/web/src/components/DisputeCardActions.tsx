import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { TDisputeOutcome } from './ResolveDisputeDialog';

type TDisputeCardActionsProps = {
  /** The page of what the dispute is about, and its link's text. */
  href: string;
  linkLabel: string;
  /** Only an open dispute may be decided. */
  open: boolean;
  /** The id of the card's title, which names what each decision is about. */
  describedBy: string;
  refundLabel: string;
  releaseLabel: string;
  onResolve: (outcome: TDisputeOutcome) => void;
};

/** The foot of a dispute's card for ADMIN: the link to what it is about and, while open, 'refund' and 'release'. */
export function DisputeCardActions(props: TDisputeCardActionsProps) {
  const { href, linkLabel, open, describedBy, refundLabel, releaseLabel, onResolve } = props;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Anchor component={Link} to={href} size="sm">
        {linkLabel}
      </Anchor>
      {open && (
        <Group gap="xs">
          <Button size="sm" variant="light" onClick={() => onResolve('REFUNDED')} aria-describedby={describedBy}>
            {refundLabel}
          </Button>
          <Button size="sm" onClick={() => onResolve('RELEASED')} aria-describedby={describedBy}>
            {releaseLabel}
          </Button>
        </Group>
      )}
    </Group>
  );
}
