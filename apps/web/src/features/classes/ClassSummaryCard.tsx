import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { classLevelLabels, formatClassCode, subjectLabels, type TClassSummary } from '@zadania/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './classes.pl';

/** One class in a list: its name (a link to it for its teachers), year, subject, level and what `children` adds. */
export function ClassSummaryCard({
  schoolClass,
  linked,
  badges,
  children,
}: {
  schoolClass: TClassSummary;
  linked: boolean;
  badges?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const nameId = `class-${schoolClass.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={nameId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} size="lg" id={nameId} style={{ overflowWrap: 'anywhere' }}>
            {linked ? (
              <Anchor component={Link} to={`/classes/${schoolClass.id}`} inherit>
                {schoolClass.name}
              </Anchor>
            ) : (
              schoolClass.name
            )}
          </Text>
          <Group gap={6}>
            {schoolClass.archivedAt && (
              <Badge color="gray" variant="light" tt="none">
                {t('classes.archivedBadge')}
              </Badge>
            )}
            {badges}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('classes.meta', {
            schoolYear: schoolClass.schoolYear,
            subject: subjectLabels[schoolClass.subject],
            level: classLevelLabels[schoolClass.level],
          })}
        </Text>
        {schoolClass.code && (
          <Text size="sm" ff="monospace">
            {t('classes.codeShort', { code: formatClassCode(schoolClass.code) })}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
