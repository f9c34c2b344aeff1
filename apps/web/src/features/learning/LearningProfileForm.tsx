import { Button, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import {
  learningGoals,
  profileLevels,
  type TLearningGoal,
  type TLearningProfileView,
  type TProfileLevel,
} from '@zadania/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { examYears, goalsFor, usualExamYear, usualGoal } from './profile-choices';
import { useSaveProfile } from './useLearningProfile';
import './learning.pl';

const isProfileLevel = (value: string): value is TProfileLevel => (profileLevels as readonly string[]).includes(value);
const isGoal = (value: string): value is TLearningGoal => (learningGoals as readonly string[]).includes(value);

/**
 * The school year, the goal and the exam's year (issue 59), saved together. Picking the year suggests the usual
 * goal and exam year; only the goals that fit the year are offered. `actions` go beside "Zapisz" (Pomiń, Anuluj).
 */
export function LearningProfileForm({
  profile,
  onSaved,
  actions,
}: {
  profile: TLearningProfileView;
  onSaved?: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [level, setLevel] = useState<TProfileLevel | ''>(profile.level ?? '');
  const [goal, setGoal] = useState<TLearningGoal | ''>(profile.goal ?? '');
  const [year, setYear] = useState(profile.examYear ? String(profile.examYear) : '');
  const [submitted, setSubmitted] = useState(false);

  const chooseLevel = (value: string) => {
    if (!isProfileLevel(value)) return setLevel('');
    setLevel(value);
    const nextGoal = goal && goalsFor(value).includes(goal) ? goal : usualGoal(value);
    setGoal(nextGoal);
    setYear(String(usualExamYear(value, nextGoal) ?? ''));
  };
  const chooseGoal = (value: string) => {
    if (!isGoal(value)) return;
    setGoal(value);
    if (level && value !== 'PRACTICE' && !year) setYear(String(usualExamYear(level, value) ?? ''));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!level || !goal) return;
    const examYear = goal === 'PRACTICE' || !year ? null : Number(year);
    save.mutate({ level, goal, examYear }, { onSuccess: () => onSaved?.() });
  };
  const years = examYears();

  return (
    <form onSubmit={submit} noValidate aria-label={t('learning.profile.title')}>
      <Stack gap="sm">
        <NativeSelect
          label={t('learning.profile.level')}
          value={level}
          onChange={(event) => chooseLevel(event.currentTarget.value)}
          data={[
            { value: '', label: t('learning.profile.levelPlaceholder') },
            ...profileLevels.map((value) => ({ value, label: t(`learning.profile.levels.${value}`) })),
          ]}
          error={submitted && !level ? t('learning.profile.levelRequired') : undefined}
          maw={360}
        />
        <Radio.Group
          label={t('learning.profile.goal')}
          value={goal || null}
          onChange={chooseGoal}
          error={submitted && !goal ? t('learning.profile.goalRequired') : undefined}
        >
          <Group gap="md" mt="xs" wrap="wrap">
            {goalsFor(level).map((value) => (
              <Radio key={value} value={value} label={t(`learning.profile.goals.${value}`)} />
            ))}
          </Group>
        </Radio.Group>
        {goal && goal !== 'PRACTICE' ? (
          <NativeSelect
            label={t('learning.profile.examYear')}
            value={year}
            onChange={(event) => setYear(event.currentTarget.value)}
            data={[
              { value: '', label: t('learning.profile.noExamYear') },
              ...(year && !years.includes(Number(year)) ? [year] : []),
              ...years.map(String),
            ]}
            maw={200}
          />
        ) : null}
        <ErrorAlert message={save.isError ? t('learning.profile.saveError') : null} />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('learning.profile.save')}
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
