import { Alert, Anchor, Badge, Button, Card, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import type { TCourseNode, TCourseQuizResult } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/api/api-error';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { answerLetter } from '../homework';
import { courseKeys, coursesApi, homeworkQuery } from './courses-api';
import './courses.pl';

/**
 * A quiz: its closed tasks with one answer each, checked in one go; the score, right/wrong per task, the right
 * answer marked, and for a wrong one the way to the task's worked solution.
 */
export function CourseQuiz({ node }: { node: TCourseNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tasks = useQueries({ queries: node.homeworkIds.map((id) => homeworkQuery(id)) });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [result, setResult] = useState<TCourseQuizResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: () =>
      coursesApi.submitQuiz(node.id, {
        answers: node.homeworkIds.map((homeworkId) => ({ homeworkId, answerId: answers[homeworkId] ?? '' })),
      }),
    onSuccess: (answer) => {
      setResult(answer);
      // The quiz counts as done and keeps the best score: read the course again.
      void queryClient.invalidateQueries({ queryKey: courseKeys.courses });
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('courses.player.failed')),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (node.homeworkIds.some((id) => !answers[id])) {
      setError(t('courses.player.quizAnswerAll'));
      return;
    }
    submit.mutate();
  };
  const again = () => {
    setResult(null);
    setAnswers({});
  };
  const resultOf = (homeworkId: string) => result?.results.find((item) => item.homeworkId === homeworkId);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={node.title}>
      <Stack gap="md">
        <Text c="dimmed">{t('courses.player.quizIntro')}</Text>
        {node.quizScore && !result && (
          <Text size="sm">
            {t('courses.player.quizBest', { correct: node.quizScore.correct, total: node.quizScore.total })}
          </Text>
        )}
        {node.homeworkIds.map((homeworkId, index) => {
          const task = tasks[index];
          const number = index + 1;
          const taskResult = resultOf(homeworkId);
          const right = taskResult?.correct;
          return (
            <Card key={homeworkId} withBorder radius="md" padding="md" data-testid="quiz-task">
              <Stack gap="sm">
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>{t('courses.player.taskNumber', { number })}</Text>
                  {right !== undefined && (
                    <Badge
                      color={right ? 'teal' : 'red'}
                      variant="light"
                      tt="none"
                      leftSection={right ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
                    >
                      {right ? t('courses.player.quizRight') : t('courses.player.quizWrong')}
                    </Badge>
                  )}
                </Group>
                {task?.data ? (
                  <>
                    <RichContent html={task.data.description} />
                    <Radio.Group
                      label={t('courses.player.quizAnswers', { number })}
                      value={answers[homeworkId] ?? null}
                      onChange={(value) => setAnswers((current) => ({ ...current, [homeworkId]: value }))}
                    >
                      <Stack gap="xs" mt="xs">
                        {task.data.answers.map((answer, answerIndex) => (
                          <Radio
                            key={answer.id}
                            value={answer.id}
                            disabled={result !== null}
                            label={
                              <Group gap={6} wrap="nowrap" align="flex-start">
                                <Text fw={700} component="span">
                                  {answerLetter(answer.label, answerIndex)}.
                                </Text>
                                <RichContent html={answer.answer} copyable={false} />
                                {taskResult?.correctAnswerIds.includes(answer.id) && (
                                  <Badge color="teal" variant="light" tt="none" data-testid="quiz-right-answer">
                                    {t('courses.player.quizRightAnswer')}
                                  </Badge>
                                )}
                              </Group>
                            }
                          />
                        ))}
                      </Stack>
                    </Radio.Group>
                    {taskResult && !taskResult.correct && (
                      <Anchor component={Link} to={`/homeworks/${task.data.slug}`} size="sm">
                        {t('courses.player.quizSolution')}
                      </Anchor>
                    )}
                  </>
                ) : task?.isPending ? (
                  <Skeleton height={80} radius="sm" />
                ) : (
                  <Text c="red">{t('courses.player.homeworkError')}</Text>
                )}
              </Stack>
            </Card>
          );
        })}
        <ErrorAlert message={error} />
        {result && (
          <Alert color={result.correct === result.total ? 'teal' : 'blue'} role="status">
            <Text fw={700}>{t('courses.player.quizScore', { correct: result.correct, total: result.total })}</Text>
          </Alert>
        )}
        <Group>
          {result ? (
            <Button variant="light" onClick={again}>
              {t('courses.player.quizAgain')}
            </Button>
          ) : (
            <Button type="submit" loading={submit.isPending}>
              {t('courses.player.quizSubmit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
