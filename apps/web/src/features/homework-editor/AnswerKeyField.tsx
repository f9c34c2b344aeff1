import {
  Button,
  Checkbox,
  Fieldset,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { answerKinds, type TAnswerKind } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/FormParts';
import { emptyAnswerKey, isAnswerKeyEmpty, type TAnswerKeyValue } from './homework-form';
import './homework-editor.pl';

type TAnswerKeyFieldProps = {
  value: TAnswerKeyValue;
  errors: Record<string, unknown>;
  onChange: (value: TAnswerKeyValue) => void;
};

const messageOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * 'Odpowiedź do automatycznego sprawdzania' of an open task: the kind, the correct answer and, for a number, a
 * tolerance. Left empty, the task has no checkable answer.
 */
export function AnswerKeyField({ value, errors, onChange }: TAnswerKeyFieldProps) {
  const { t } = useTranslation();
  const patch = (change: Partial<TAnswerKeyValue>) => onChange({ ...value, ...change });
  const sectionError = messageOf(errors.answerKey);
  const hasUnit = value.kind === 'NUMBER' || value.kind === 'FRACTION';
  return (
    <Fieldset legend={t('answerKeyEditor.legend')} radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('answerKeyEditor.help')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: hasUnit ? 4 : 2 }} spacing="md">
          <NativeSelect
            label={t('answerKeyEditor.kind')}
            value={value.kind}
            onChange={(event) => {
              const kind = event.currentTarget.value as TAnswerKind | '';
              patch({
                kind,
                ...(kind !== 'NUMBER' && { tolerance: '', significantFigures: '' }),
                ...(kind !== 'NUMBER' && kind !== 'FRACTION' && { unit: '', unitRequired: false }),
              });
            }}
            data={[
              { value: '', label: t('answerKeyEditor.kindPlaceholder') },
              ...answerKinds.map((kind) => ({ value: kind, label: t(`answerKeyEditor.kinds.${kind}`) })),
            ]}
            error={messageOf(errors['answerKey.kind'])}
          />
          <TextInput
            label={t('answerKeyEditor.value')}
            description={t('answerKeyEditor.valueHelp')}
            value={value.value}
            onChange={(event) => patch({ value: event.currentTarget.value })}
            error={messageOf(errors['answerKey.value'])}
            autoComplete="off"
          />
          {value.kind === 'NUMBER' && (
            <NumberInput
              label={t('answerKeyEditor.tolerance')}
              description={t('answerKeyEditor.toleranceHelp')}
              value={value.tolerance}
              onChange={(tolerance) => patch({ tolerance })}
              decimalSeparator=","
              min={0}
              allowNegative={false}
              error={messageOf(errors['answerKey.tolerance'])}
            />
          )}
          {hasUnit && (
            <TextInput
              label={t('answerKeyEditor.unit')}
              description={t('answerKeyEditor.unitHelp')}
              value={value.unit}
              onChange={(event) => patch({ unit: event.currentTarget.value })}
              error={messageOf(errors['answerKey.unit'])}
              autoComplete="off"
              maw={{ sm: 160 }}
            />
          )}
        </SimpleGrid>
        {value.kind === 'NUMBER' && (
          <NumberInput
            label={t('answerKeyEditor.significantFigures')}
            description={t('answerKeyEditor.significantFiguresHelp')}
            value={value.significantFigures ?? ''}
            onChange={(significantFigures) => patch({ significantFigures })}
            min={1}
            max={15}
            allowDecimal={false}
            allowNegative={false}
            error={messageOf(errors['answerKey.significantFigures'])}
            maw={{ sm: 240 }}
          />
        )}
        {hasUnit && value.unit.trim() !== '' && (
          <Checkbox
            label={t('answerKeyEditor.unitRequired')}
            checked={value.unitRequired ?? false}
            onChange={(event) => patch({ unitRequired: event.currentTarget.checked })}
            error={messageOf(errors['answerKey.unitRequired'])}
          />
        )}
        <InlineError message={sectionError} />
        {!isAnswerKeyEmpty(value) && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={() => onChange(emptyAnswerKey())}
            w="fit-content"
          >
            {t('answerKeyEditor.clear')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
