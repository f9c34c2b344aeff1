import { Badge, Group, Text } from '@mantine/core';
import type { TReport } from '@zadania/shared';
import { reportsPl } from './reports.pl';

const statusColors = { OPEN: 'orange', RESOLVED: 'teal', DISMISSED: 'gray' } as const;

/** A report's heading: what was reported and why, with the report's status. */
export function ReportHeading({ report, titleId }: { report: TReport; titleId?: string }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text fw={600} id={titleId}>
        {reportsPl.targets[report.targetType]} · {reportsPl.reasons[report.reason]}
      </Text>
      <Badge variant="light" radius="sm" tt="none" color={statusColors[report.status]}>
        {reportsPl.statuses[report.status]}
      </Badge>
    </Group>
  );
}
