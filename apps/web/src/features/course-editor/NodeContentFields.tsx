import { Anchor, Input, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { fileUrls } from '../../components/files/files-api';
import { UploadField } from '../../components/files/UploadField';
import { ExamSelect, HomeworkTypeSelect } from './CatalogueSelects';
import { TaskPicker } from './TaskPicker';
import type { TNodeForm } from './useNodeForm';
import './course-editor.pl';

/** What the node's type carries: an article's text, a video, one or more tasks, an exam or a homework type. */
export function NodeContentFields({ form }: { form: TNodeForm }) {
  const { t } = useTranslation();
  const { type, fileId, files, homeworkIds, shown } = form;
  return (
    <>
      {type === 'ARTICLE' && (
        <Input.Wrapper label={t('courseEditor.node.content')} error={shown.content} required>
          <RichTextEditor
            variant="full"
            value={form.content}
            onChange={form.setContent}
            height={320}
            aria-label={t('courseEditor.node.content')}
          />
        </Input.Wrapper>
      )}
      {type === 'VIDEO' && (
        <Stack gap={4}>
          {fileId && files.length === 0 && (
            <Text size="sm">
              <Anchor href={fileUrls.content(fileId)} target="_blank" rel="noreferrer">
                {t('courseEditor.node.currentVideo')}
              </Anchor>
            </Text>
          )}
          <UploadField
            assign="COURSE_VIDEO"
            multiple={false}
            label={t('courseEditor.node.video')}
            value={files}
            onChange={(next) => {
              form.setFiles(next);
              if (next[0]) form.setFileId(next[0].id);
            }}
            error={shown.fileId}
          />
        </Stack>
      )}
      {type === 'HOMEWORK' && (
        <TaskPicker
          label={t('courseEditor.node.homework')}
          multiple={false}
          value={homeworkIds.slice(0, 1)}
          onChange={form.setHomeworkIds}
          error={shown.homeworkId}
        />
      )}
      {(type === 'HOMEWORKS_LIST' || type === 'QUIZ') && (
        <TaskPicker
          key={type}
          label={type === 'QUIZ' ? t('courseEditor.node.quizHomeworks') : t('courseEditor.node.homeworks')}
          multiple
          closed={type === 'QUIZ'}
          value={homeworkIds}
          onChange={form.setHomeworkIds}
          error={shown.homeworkIds}
        />
      )}
      {type === 'EXAM' && <ExamSelect value={form.examId} onChange={form.setExamId} error={shown.examId} />}
      {type === 'HOMEWORK_TYPE' && (
        <HomeworkTypeSelect
          value={form.homeworkTypeId}
          onChange={form.setHomeworkTypeId}
          error={shown.homeworkTypeId}
        />
      )}
    </>
  );
}
