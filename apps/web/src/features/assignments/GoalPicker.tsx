import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { assignmentMessages, requirementKeyPattern, type TGoalLevel } from '@zadania/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './assignments.pl';

/** 'SP7-8.VIII.8, sp7-8.v.2' → the requirement keys of the 2017 curriculum, or null when one is not a code. */
export function requirementKeysOf(text: string): string[] | null {
  const codes = text
    .split(/[,;\s]+/)
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0) return null;
  const keys = codes.map((code) => (code.includes(':') ? code : `PP2017:${code.toUpperCase()}`));
  return keys.every((key) => requirementKeyPattern.test(key)) ? keys : null;
}

/**
 * Adds a practice goal: requirement codes of the curriculum whose concepts each pupil is to bring to a level in
 * their own practice sessions (a point per concept at the level).
 */
export function GoalPicker({ onAdd }: { onAdd: (goal: { requirements: string[]; level: TGoalLevel }) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [codes, setCodes] = useState('');
  const [level, setLevel] = useState<TGoalLevel>('mastered');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const requirements = requirementKeysOf(codes);
    if (!requirements) {
      setError(assignmentMessages.goalRequirements);
      return;
    }
    setError(null);
    setCodes('');
    onAdd({ requirements, level });
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Text fw={500} size="sm" id={headingId}>
        {t('assignments.form.goals')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('assignments.form.goalsHint')}
      </Text>
      <TextInput
        label={t('assignments.form.goalCodes')}
        placeholder="SP7-8.VIII.8"
        value={codes}
        onChange={(event) => setCodes(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        error={error}
      />
      <Radio.Group
        label={t('assignments.form.goalLevel')}
        value={level}
        onChange={(value) => setLevel(value as TGoalLevel)}
      >
        <Group gap="md" mt={4}>
          <Radio value="mastered" label={t('assignments.goalLevels.mastered')} />
          <Radio value="review" label={t('assignments.goalLevels.review')} />
        </Group>
      </Radio.Group>
      <Button size="xs" variant="light" w="fit-content" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
        {t('assignments.form.addGoal')}
      </Button>
    </Stack>
  );
}
