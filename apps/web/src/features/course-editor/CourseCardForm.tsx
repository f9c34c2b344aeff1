import { Button, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  courseLimits,
  schoolLevelLabels,
  schoolLevels,
  subjectLabels,
  subjects,
  type TCourse,
  type TCourseSave,
  ZCourseSave,
} from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { TextOnlyRichTextField } from '../../components/editor/RichTextField';
import { ApiError } from '../../lib/api/api-error';
import { CourseCoverPicker } from './CourseCoverPicker';
import { fieldErrorMap, groszeToPln, plnToGrosze } from './course-tree-edit';
import './course-editor.pl';

type TProps = {
  course: TCourse | null;
  disabled?: boolean;
  pending: boolean;
  /** A failed save: its message and field errors are shown here. */
  failure: unknown;
  onSave: (body: TCourseSave) => void;
};

/**
 * A course's card: title, description (the editor), cover, subject, level, free or a price in zł (sent in grosze).
 */
export function CourseCardForm({ course, disabled = false, pending, failure, onSave }: TProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(course?.title ?? '');
  const [description, setDescription] = useState(course?.description ?? '');
  const [subject, setSubject] = useState<string | null>(course?.subject ?? null);
  const [level, setLevel] = useState<string | null>(course?.level ?? null);
  const [free, setFree] = useState(course ? course.priceGross === null : true);
  const [price, setPrice] = useState<number | string>(course?.priceGross != null ? groszeToPln(course.priceGross) : '');
  const [coverFileId, setCoverFileId] = useState<string | null>(course?.coverFileId ?? null);
  const [uploadingCover, setUploadingCover] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [localError, setLocalError] = useState<string | null>(null);

  const serverErrors = failure instanceof ApiError ? fieldErrorMap(failure.fieldErrors) : {};
  const shown = { ...serverErrors, ...errors };
  const message = localError ?? (failure instanceof ApiError ? failure.message : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The button is disabled meanwhile; Enter in a field still submits.
    if (uploadingCover) return;
    const body = {
      title,
      description,
      subject,
      level,
      coverFileId,
      priceGross: free ? null : typeof price === 'number' ? plnToGrosze(price) : Number.NaN,
    };
    const parsed = ZCourseSave.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorMap(parsed.error.issues));
      setLocalError(t('courseEditor.form.fixErrors'));
      return;
    }
    setErrors({});
    setLocalError(null);
    onSave(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('courseEditor.form.card')}>
      <Stack gap="md">
        <TextInput
          label={t('courseEditor.form.name')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={courseLimits.titleMaxLength}
          error={shown.title}
          disabled={disabled}
          required
        />
        <TextOnlyRichTextField
          label={t('courseEditor.form.description')}
          error={shown.description}
          value={description}
          onChange={setDescription}
          height={200}
          disabled={disabled}
        />
        <CourseCoverPicker
          title={title}
          value={coverFileId}
          onChange={setCoverFileId}
          onUploadingChange={setUploadingCover}
          disabled={disabled}
          error={shown.coverFileId}
        />
        <Group grow wrap="wrap" align="flex-start">
          <Select
            label={t('courseEditor.form.subject')}
            data={subjects.map((value) => ({ value, label: subjectLabels[value] }))}
            value={subject}
            onChange={setSubject}
            error={shown.subject}
            disabled={disabled}
            required
            miw={200}
          />
          <Select
            label={t('courseEditor.form.level')}
            data={schoolLevels.map((value) => ({ value, label: schoolLevelLabels[value] }))}
            value={level}
            onChange={setLevel}
            error={shown.level}
            disabled={disabled}
            required
            miw={200}
          />
        </Group>
        <Group align="flex-end" wrap="wrap">
          <Checkbox
            label={t('courseEditor.form.free')}
            checked={free}
            onChange={(event) => setFree(event.currentTarget.checked)}
            disabled={disabled}
          />
          {!free && (
            <NumberInput
              label={t('courseEditor.form.price')}
              value={price}
              onChange={setPrice}
              min={0}
              decimalScale={2}
              decimalSeparator=","
              allowNegative={false}
              error={shown.priceGross}
              disabled={disabled}
              required
              miw={200}
            />
          )}
        </Group>
        <ErrorAlert message={message} />
        <Group>
          <Button type="submit" loading={pending} disabled={disabled || uploadingCover}>
            {course ? t('courseEditor.form.save') : t('courseEditor.form.create')}
          </Button>
          {uploadingCover && (
            <Text size="sm" c="dimmed">
              {t('courseEditor.form.coverPending')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
