import { ActionIcon, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { homeworkSaveLimits } from '@zadania/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { AddRowButton, fieldErrorProps, InlineError } from '../../components/FormParts';
import type { TStepValue } from './homework-form';
import './homework-editor.pl';

type TSolutionStepsFieldProps = {
  steps: TStepValue[];
  errors: Record<string, unknown>;
  onChange: (index: number, patch: Partial<TStepValue>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
};

/** Solution steps: title, rich description and rich formulas; add, remove and move up or down. */
export function SolutionStepsField({ steps, errors, onChange, onAdd, onRemove, onMove }: TSolutionStepsFieldProps) {
  const { t } = useTranslation();
  const errorIdBase = useId();
  return (
    <Input.Wrapper label={t('homeworkEditor.steps')} labelElement="div">
      <Stack gap="sm" mt="xs">
        {steps.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('homeworkEditor.noSteps')}
          </Text>
        )}
        {steps.map((step, index) => {
          const number = index + 1;
          const titleError = errors[`steps.${index}.title`];
          const descriptionError = errors[`steps.${index}.description`];
          const latexError = errors[`steps.${index}.latex`];
          const errorId = (field: string) => `${errorIdBase}-${step.key}-${field}-error`;
          return (
            <Paper
              key={step.key}
              withBorder
              radius="md"
              p="sm"
              component="fieldset"
              aria-label={t('homeworkEditor.step', { number })}
            >
              <Stack gap="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600}>{t('homeworkEditor.step', { number })}</Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      onClick={() => onMove(index, index - 1)}
                      disabled={index === 0}
                      aria-label={t('homeworkEditor.moveStepUp', { number })}
                      title={t('homeworkEditor.moveStepUp', { number })}
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => onMove(index, index + 1)}
                      disabled={index === steps.length - 1}
                      aria-label={t('homeworkEditor.moveStepDown', { number })}
                      title={t('homeworkEditor.moveStepDown', { number })}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onRemove(index)}
                      aria-label={t('homeworkEditor.removeStep', { number })}
                      title={t('homeworkEditor.removeStep', { number })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                <TextInput
                  label={t('homeworkEditor.stepTitle')}
                  required
                  value={step.title}
                  onChange={(event) => onChange(index, { title: event.currentTarget.value })}
                  error={typeof titleError === 'string' ? titleError : undefined}
                />
                <RichTextEditor
                  variant="question"
                  height={140}
                  value={step.description}
                  onChange={(html) => onChange(index, { description: html })}
                  aria-label={t('homeworkEditor.stepDescription', { number })}
                  {...fieldErrorProps(errorId('description'), descriptionError)}
                />
                <InlineError
                  id={errorId('description')}
                  message={typeof descriptionError === 'string' ? descriptionError : null}
                />
                <RichTextEditor
                  height={140}
                  value={step.latex}
                  onChange={(html) => onChange(index, { latex: html })}
                  aria-label={t('homeworkEditor.stepLatex', { number })}
                  {...fieldErrorProps(errorId('latex'), latexError)}
                />
                <InlineError id={errorId('latex')} message={typeof latexError === 'string' ? latexError : null} />
              </Stack>
            </Paper>
          );
        })}
        <AddRowButton full={steps.length >= homeworkSaveLimits.maxSteps} onAdd={onAdd}>
          {t('homeworkEditor.addStep')}
        </AddRowButton>
      </Stack>
    </Input.Wrapper>
  );
}
