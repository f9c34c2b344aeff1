import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../components/editor/RichTextField';
import { LabelledSegmentedControl } from '../../components/FormParts';
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
      <LabelledSegmentedControl
        gap="xs"
        labelId="answer-kind-label"
        label={t('homeworkEditor.answerKind')}
        value={values.closed ? 'closed' : 'open'}
        onChange={model.setAnswerKind}
        data={[
          { value: 'closed', label: t('homeworkEditor.closed') },
          { value: 'open', label: t('homeworkEditor.open') },
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />

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
