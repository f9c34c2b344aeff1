import { Fieldset, Stack, Switch } from '@mantine/core';
import { isAdmin, type TViewer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../components/editor/RichTextField';
import { UploadField } from '../../components/files/UploadField';
import { SolutionStepsField } from './SolutionStepsField';
import { messageOf, type THomeworkFormModel } from './useHomeworkForm';
import './homework-editor.pl';
import '../homework';

/** The solution: its text, the steps, whether they are paid, the hint, images and a video. */
export function HomeworkSolutionFields({ model, viewer }: { model: THomeworkFormModel; viewer: TViewer }) {
  const { t } = useTranslation();
  const { values, errors } = model;
  return (
    <Fieldset legend={t('homeworkEditor.solution')} radius="md">
      <Stack gap="lg">
        <RichTextField
          label={t('homeworkEditor.solutionLatex')}
          error={messageOf(errors.solutionLatex)}
          height={260}
          admin={isAdmin(viewer)}
          value={values.solutionLatex}
          onChange={(html) => model.setRich('solutionLatex', html)}
          aria-label={t('homeworkEditor.solutionLatexEditor')}
        />
        <SolutionStepsField
          steps={values.steps}
          errors={errors}
          onChange={model.changeStep}
          onAdd={model.addStep}
          onRemove={model.removeStep}
          onMove={model.moveStep}
        />
        <Switch
          label={t('paywall.editor.paidSolution')}
          // The description sits inside Mantine's label; the name is the label alone.
          aria-label={t('paywall.editor.paidSolution')}
          description={t('paywall.editor.paidSolutionHelp')}
          checked={values.paidSolution}
          onChange={(event) => model.set('paidSolution', event.currentTarget.checked)}
          error={messageOf(errors.paidSolution)}
        />
        <RichTextField
          label={t('paywall.editor.hint')}
          description={t('paywall.editor.hintHelp')}
          error={messageOf(errors.hint)}
          variant="question"
          height={140}
          value={values.hint}
          onChange={(html) => model.setRich('hint', html)}
          aria-label={t('paywall.editor.hintEditor')}
        />
        <UploadField
          label={t('homeworkEditor.images')}
          assign="HOMEWORK_SOLUTION_IMAGE"
          multiple
          maxFiles={20}
          value={values.images}
          onChange={(files) => model.set('images', files)}
          onStateChange={(fieldState) => model.setUploading('images', fieldState.uploading)}
          error={messageOf(errors.images)}
        />
        <UploadField
          label={t('homeworkEditor.video')}
          assign="HOMEWORK_SOLUTION_VIDEO"
          multiple={false}
          value={values.video}
          onChange={(files) => model.set('video', files)}
          onStateChange={(fieldState) => model.setUploading('video', fieldState.uploading)}
          error={messageOf(errors.video)}
        />
      </Stack>
    </Fieldset>
  );
}
