import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TChildProgress } from '@zadania/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import classes from './ChildPracticeChart.module.css';
import './parents.pl';

type TWeek = TChildProgress['weeks'][number];

const weekLabel = (week: TWeek) => dayjs(week.weekStart).format('D.MM');

/**
 * The five weeks as bars: the height is the answers, the darker foot the right ones. Each bar is an image named
 * with its numbers; the same numbers are a table for screen readers, and the minutes a line under the bars.
 */
export function ChildPracticeChart({ weeks }: { weeks: TWeek[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...weeks.map((week) => week.answers));
  const describe = (week: TWeek) =>
    t('parents.child.bar', {
      date: weekLabel(week),
      answers: week.answers,
      correct: week.correct,
      minutes: week.minutes,
    });

  return (
    <div>
      <Group gap="md" mb="xs" aria-hidden>
        <Text size="xs">
          <span className={classes.swatch} style={{ background: 'var(--mantine-color-blue-2)' }} />
          {t('parents.child.legendAnswers')}
        </Text>
        <Text size="xs">
          <span className={classes.swatch} style={{ background: 'var(--mantine-color-blue-8)' }} />
          {t('parents.child.legendCorrect')}
        </Text>
      </Group>
      <div className={classes.chart}>
        {weeks.map((week) => (
          <div key={week.weekStart} className={classes.column}>
            <span className={classes.count} aria-hidden>
              {week.answers}
            </span>
            <div
              role="img"
              aria-label={describe(week)}
              title={describe(week)}
              className={classes.bar}
              style={{ height: `${(week.answers / max) * 100}%` }}
            >
              <div
                className={classes.correct}
                style={{ height: week.answers ? `${(Math.min(week.correct, week.answers) / week.answers) * 100}%` : 0 }}
              />
            </div>
          </div>
        ))}
      </div>
      <div className={classes.labels} aria-hidden>
        {weeks.map((week) => (
          <span key={week.weekStart} className={classes.label}>
            {weekLabel(week)}
            <br />
            {t('parents.child.minutes', { minutes: week.minutes })}
          </span>
        ))}
      </div>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('parents.child.practiceTitle')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('parents.child.week', { date: '' }).trim()}</Table.Th>
              <Table.Th scope="col">{t('parents.child.tableAnswers')}</Table.Th>
              <Table.Th scope="col">{t('parents.child.tableCorrect')}</Table.Th>
              <Table.Th scope="col">{t('parents.child.tableMinutes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.weekStart}>
                <Table.Th scope="row">{t('parents.child.week', { date: weekLabel(week) })}</Table.Th>
                <Table.Td>{week.answers}</Table.Td>
                <Table.Td>{week.correct}</Table.Td>
                <Table.Td>{t('parents.child.minutes', { minutes: week.minutes })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </div>
  );
}
