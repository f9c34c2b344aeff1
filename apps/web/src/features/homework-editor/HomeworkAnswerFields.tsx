import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../components/editor/RichTextField';
import { AnswerKeyField } from './AnswerKeyField';
import { ClosedAnswersField } from './ClosedAnswersField';
import { messageOf, type THomeworkFormModel } from './useHomeworkForm';
import './homework-editor.pl';

/** Closed or open task: the closed answers, or the open answer with its optional machine-checkable key. */
export function HomeworkAnswerFields({ model }: { model: THomeworkFormModel }) {
  const { t } = useTranslation();
  const { values, errors } = model;
  return (
    <>
      <Stack gap="xs">
        <Text fw={500} size="sm" id="answer-kind-label">
          {t('homeworkEditor.answerKind')}
        </Text>
        <SegmentedControl
          aria-labelledby="answer-kind-label"
          value={values.closed ? 'closed' : 'open'}
          onChange={model.setAnswerKind}
          data={[
            { value: 'closed', label: t('homeworkEditor.closed') },
            { value: 'open', label: t('homeworkEditor.open') },
          ]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
      </Stack>

      {values.closed ? (
        <ClosedAnswersField
          answers={values.answers}
          errors={errors}
          onChange={model.changeAnswer}
          onAdd={model.addAnswer}
          onRemove={model.removeAnswer}
        />
      ) : (
        <>
          <RichTextField
            label={t('homeworkEditor.openAnswer')}
            error={messageOf(errors.answer)}
            variant="question"
            height={160}
            value={values.answer}
            onChange={(html) => model.setRich('answer', html)}
            aria-label={t('homeworkEditor.openAnswerEditor')}
          />
          <AnswerKeyField value={values.answerKey} errors={errors} onChange={model.changeAnswerKey} />
        </>
      )}
    </>
  );
}
