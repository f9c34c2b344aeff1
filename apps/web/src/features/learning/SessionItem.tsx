import { Alert, Anchor, Badge, Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TPracticeItem, TSessionAnswerResult } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { AnswerFeedback } from './AnswerFeedback';
import { reasonColors } from './mastery-colors';
import { useSessionItem } from './useSessionItem';
import '../homework';
import './learning.pl';

/** One item of a practice session: the task, the answer field, the check and, once checked, the feedback. */
export function SessionItem({
  sessionId,
  item,
  total,
  result,
  onAnswered,
  onNext,
  isLast,
}: {
  sessionId: string;
  item: TPracticeItem;
  total: number;
  result: TSessionAnswerResult | undefined;
  onAnswered: (result: TSessionAnswerResult) => void;
  onNext: () => void;
  isLast: boolean;
}) {
  const { t } = useTranslation();
  const { answer, missing, changeAnswer, check, submit, heading, nextButton } = useSessionItem({
    sessionId,
    item,
    result,
    onAnswered,
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" ref={heading} tabIndex={-1}>
            {t('learning.session.progress', { current: item.position, total })}
          </Title>
          <Badge color={reasonColors[item.reason]} variant="light" radius="sm">
            {t(`learning.session.reasons.${item.reason}`)}
          </Badge>
        </Group>
        <RichContent html={item.task.description} />
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <AnswerField
              item={item}
              answer={answer}
              missing={missing}
              readOnly={Boolean(result)}
              onChange={changeAnswer}
            />
            {check.isError ? (
              <Alert color="red" role="alert">
                {check.error instanceof ApiError ? check.error.message : t('learning.session.checkError')}
              </Alert>
            ) : null}
            {result ? null : (
              <Button type="submit" loading={check.isPending} w="fit-content">
                {t('learning.session.check')}
              </Button>
            )}
          </Stack>
        </form>
        {result ? <AnswerFeedback item={item} result={result} /> : null}
        {result ? (
          <Group>
            <Button ref={nextButton} onClick={onNext}>
              {isLast ? t('learning.session.finish') : t('learning.session.next')}
            </Button>
            {item.kind === 'HOMEWORK' ? (
              <Anchor component={Link} to={`/homeworks/${item.task.slug}`}>
                {t('learning.session.openTask')}
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The answer to an item: one of its choices for a closed task, else a typed result. Read-only once checked. */
function AnswerField({
  item,
  answer,
  missing,
  readOnly,
  onChange,
}: {
  item: TPracticeItem;
  answer: string;
  missing: boolean;
  readOnly: boolean;
  onChange: (answer: string) => void;
}) {
  const { t } = useTranslation();
  if (item.task.closed) {
    return (
      <Radio.Group
        label={t('learning.session.choices')}
        value={answer}
        onChange={onChange}
        error={missing ? t('learning.session.choiceRequired') : undefined}
        readOnly={readOnly}
      >
        <Stack gap="xs" mt="xs">
          {item.task.choices.map((choice) => (
            <Radio
              key={choice.id}
              value={choice.id}
              disabled={readOnly}
              label={
                <Group gap={6} wrap="nowrap" align="flex-start">
                  {choice.label ? <Text fw={600}>{choice.label}.</Text> : null}
                  <RichContent html={choice.answer} />
                </Group>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <TextInput
      label={t('learning.session.yourAnswer')}
      description={
        item.task.answerCheck ? t(`answerCheck.hints.${item.task.answerCheck.kind}`) : t('learning.session.answerHint')
      }
      value={answer}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={missing ? t('learning.session.answerRequired') : undefined}
      readOnly={readOnly}
      autoComplete="off"
      inputMode="text"
      maxLength={500}
    />
  );
}
