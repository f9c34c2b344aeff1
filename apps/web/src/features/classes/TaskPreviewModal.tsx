import { Alert, Badge, Button, Group, List, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { requirementText } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import '../../components/catalogue.pl';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { taskCheckable, taskName, useTaskDetails } from './task-details';
import './task-picker.pl';

/**
 * The statement of a catalogue task before it is set: rendered with its formulas, with its level, exams, requirements
 * (their words, never a bare code) and whether its answer is checked by machine. Mantine's Modal: focus is trapped
 * inside, Escape and the close button close it, focus returns to the button that opened it.
 */
export function TaskPreviewModal({ taskId, onClose }: { taskId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={taskId !== null} onClose={onClose} title={t('taskPicker.previewTitle')} size="lg">
      {taskId && <TaskPreview taskId={taskId} onClose={onClose} />}
    </Modal>
  );
}

function TaskPreview({ taskId, onClose }: { taskId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const task = useTaskDetails(taskId);
  if (task.isPending)
    return (
      <Stack gap="xs" aria-busy="true" role="status" aria-label={t('taskPicker.detailsLoading')}>
        <Skeleton height={16} />
        <Skeleton height={80} />
      </Stack>
    );
  if (task.isError)
    return (
      <Alert color="red" role="alert">
        {t('taskPicker.previewError')}
      </Alert>
    );
  const data = task.data;
  const checkable = taskCheckable(data);
  return (
    <Stack gap="sm">
      {data.title && (
        <Text fw={600} component="h3" m={0}>
          {taskName(data)}
        </Text>
      )}
      <RichContent html={data.description} copyable={false} />
      <Group gap={6}>
        <Badge variant="light" tt="none">
          {t('taskPicker.level', { level: t(`catalogue.levels.${data.level}`) })}
        </Badge>
        <Badge variant="outline" tt="none">
          {data.closed ? t('taskPicker.closedTask') : t('taskPicker.openTask')}
        </Badge>
        <Badge variant="light" color={checkable ? 'teal' : 'gray'} tt="none">
          {checkable ? t('taskPicker.checkable') : t('taskPicker.notCheckable')}
        </Badge>
      </Group>
      <Text size="sm">
        <strong>{t('taskPicker.exam')}:</strong>{' '}
        {data.homeworkExams.length > 0
          ? data.homeworkExams.map((homeworkExam) => homeworkExam.exam.name).join(', ')
          : t('taskPicker.noExam')}
      </Text>
      {data.requirements.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('taskPicker.requirements')}
          </Text>
          <List size="sm" spacing={2}>
            {data.requirements.map((requirement) => (
              <List.Item key={`${requirement.system}:${requirement.code}`}>
                {requirement.code}: {requirementText(requirement.system, requirement.code) ?? ''}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {!checkable && (
        <Text size="sm" c="dimmed">
          {t('taskPicker.notCheckableWhy')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('taskPicker.close')}
        </Button>
      </Group>
    </Stack>
  );
}
