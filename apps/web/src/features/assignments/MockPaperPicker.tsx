import { Button, Group, ScrollArea, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TClassLevel, TExamSummary } from '@zadania/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListNotLoaded } from '../../components/ListLoadStates';
import { PlainList } from '../../components/PlainList';
import { examFitsClass } from './class-level-fit';
import '../classes/task-picker.pl';
import { examsApi } from '../exams';
import './assignments.pl';

/** The exams that can be solved as a paper against the clock (GET /api/exam?mockPaper=true), newest first. */
export const useMockPaperExams = () =>
  useQuery({
    queryKey: ['exams', 'with-mock-paper'] as const,
    queryFn: ({ signal }) => examsApi.list({ mockPaper: 'true', pageSize: 50 }, signal),
  });

/**
 * Adds a mock paper item: the pupil solves the exam's whole paper against the clock, scored the CKE way. Given a
 * class's level, only its exam's papers (E8 for SP7–SP8, matura for LO) until 'Pokaż arkusze z innych poziomów'.
 */
export function MockPaperPicker({
  onAdd,
  chosen,
  classLevel,
}: {
  onAdd: (exam: TExamSummary) => void;
  chosen: string[];
  classLevel?: TClassLevel;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const exams = useMockPaperExams();
  const [wide, setWide] = useState(false);
  const shown = (exams.data?.results ?? []).filter((exam) => wide || !classLevel || examFitsClass(exam, classLevel));
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Text fw={500} size="sm" id={headingId}>
        {t('assignments.form.mockPapers')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('assignments.form.mockPapersHint')}
      </Text>
      {classLevel && (
        <Stack gap={2}>
          <Switch
            label={t('taskPicker.mocksOtherLevels')}
            checked={wide}
            onChange={(event) => setWide(event.currentTarget.checked)}
          />
          {!wide && (
            <Text size="xs" c="dimmed">
              {t('taskPicker.mocksLevelOnly', { level: classLevel })}
            </Text>
          )}
        </Stack>
      )}
      {!exams.data ? (
        <ListNotLoaded
          list={exams}
          skeleton={<Skeleton height={60} radius="sm" />}
          message={t('assignments.form.mockPapersError')}
          retryLabel={t('assignments.retry')}
        />
      ) : exams.data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('assignments.form.mockPapersEmpty')}
        </Text>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('taskPicker.mocksNone')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
          <PlainList gap={6} aria-label={t('assignments.form.mockPapers')}>
            {shown.map((exam) => (
              <Group component="li" key={exam.id} justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {exam.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('assignments.form.mockFacts', { items: exam.tasksCount, points: exam.pointsTotal })}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => onAdd(exam)}
                  disabled={chosen.includes(exam.id)}
                  aria-label={t('assignments.form.addMock', { name: exam.name })}
                  style={{ flex: 'none' }}
                >
                  {t('assignments.form.add')}
                </Button>
              </Group>
            ))}
          </PlainList>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
