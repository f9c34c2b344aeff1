import { Badge } from '@mantine/core';
import type { TAssignmentItemKind } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import './assignments.pl';

const colors: Record<TAssignmentItemKind, string> = {
  HOMEWORK: 'blue',
  GENERATOR: 'grape',
  MOCK: 'teal',
  GOAL: 'indigo',
};

/** What an assignment item is: a catalogue task, a generator (a variant per pupil) or a mock paper. */
export function ItemKindBadge({ kind }: { kind: TAssignmentItemKind }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" tt="none" color={colors[kind]} style={{ flex: 'none' }}>
      {t(`assignments.kinds.${kind}`)}
    </Badge>
  );
}
