import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { formatFileSize, type TLesson, type TLessonChanged } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../components/files/UploadField';
import { useLessonFiles } from './useLessonPage';
import './tutoring.pl';

/** The lesson's files to download and, where the lesson's policy allows, an upload that attaches one more. */
export function LessonFiles({ lesson, onChanged }: { lesson: TLesson; onChanged: (result: TLessonChanged) => void }) {
  const { t } = useTranslation();
  const files = useLessonFiles(lesson, onChanged);
  return (
    <Stack gap="sm" component="section" aria-labelledby="lesson-files-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id="lesson-files-title">
          {t('tutoring.lesson.files')}
        </Title>
        {lesson.policies.attach && !files.adding && (
          <Button variant="light" size="sm" leftSection={<IconPaperclip size={16} aria-hidden />} onClick={files.add}>
            {t('tutoring.lesson.addFile')}
          </Button>
        )}
      </Group>
      {lesson.files.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('tutoring.lesson.noFiles')}
        </Text>
      ) : (
        <List size="sm" aria-label={t('tutoring.lesson.files')}>
          {lesson.files.map((file) => (
            <List.Item key={file.id}>
              <Anchor component="button" type="button" size="sm" onClick={() => files.download(file)}>
                {file.name}
              </Anchor>{' '}
              ({formatFileSize(file.size)})
            </List.Item>
          ))}
        </List>
      )}
      {files.adding && (
        <Stack gap="xs">
          <UploadField assign="TUTORING_ATTACHMENT" label={t('tutoring.lesson.attach')} onChange={files.uploaded} />
          {files.error && (
            <Text c="red" size="sm" role="alert">
              {files.error}
            </Text>
          )}
          <Button variant="default" size="xs" onClick={files.stopAdding} style={{ alignSelf: 'flex-start' }}>
            {t('tutoring.lesson.cancel')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
