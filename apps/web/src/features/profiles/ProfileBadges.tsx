import { Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconRosette } from '@tabler/icons-react';
import type { TBadge } from '@zadania/shared';

/**
 * The badges on a card: each a label with its reason as a tooltip (hover, keyboard focus or a tap); screen
 * readers get the reason with the label.
 */
export function ProfileBadges({ badges, label }: { badges: TBadge[]; label: string }) {
  if (badges.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {badges.map((badge) => (
        <li key={badge.id}>
          <Tooltip
            label={badge.description}
            multiline
            w={240}
            withArrow
            openDelay={500}
            closeDelay={200}
            events={{ hover: true, focus: true, touch: true }}
          >
            <Badge
              variant="light"
              color="grape"
              radius="sm"
              tabIndex={0}
              leftSection={<IconRosette size={12} aria-hidden />}
              data-badge={badge.id}
            >
              {badge.label}
              <VisuallyHidden>: {badge.description}</VisuallyHidden>
            </Badge>
          </Tooltip>
        </li>
      ))}
    </Group>
  );
}
