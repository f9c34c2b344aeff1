import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Input,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import {
  formatClassCode,
  mayNeedParentalConsent,
  normalizeClassCode,
  parentalConsentMessages,
  type TRegistrationRole,
  ZRegisterRequest,
} from '@zadania/shared';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../components/ErrorAlert';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { EmailField, NewPasswordFields, OtherAuthPageLink } from './AuthFields';
import { authApi } from './auth-api';
import './auth.pl';

// The schema accepts only `consent: true`; the form starts unticked, so the field is widened to boolean. The birth
// year is empty ('') until typed, and the parent's address empty until needed.
type TRegisterFormValues = Omit<
  z.input<typeof ZRegisterRequest>,
  'consent' | 'role' | 'birthYear' | 'parentEmail' | 'firstName' | 'lastName'
> & {
  consent: boolean;
  /** Asked only with a class's code: the class's roster lists the pupil by name. */
  firstName: string;
  lastName: string;
  role: TRegistrationRole;
  birthYear: number | string;
  parentEmail: string;
};

const fieldPaths = [
  'firstName',
  'lastName',
  'email',
  'username',
  'password.password',
  'password.confirmPassword',
  'role',
  'birthYear',
  'parentEmail',
  'consent',
] as const;

/** A pupil gives the birth year (a teacher or a parent is not asked); under 16 also the parent's address. */
const needsParent = (values: Pick<TRegisterFormValues, 'role' | 'birthYear'>) =>
  values.role === 'USER' && typeof values.birthYear === 'number' && mayNeedParentalConsent(values.birthYear);

const toRequest = (
  { firstName, lastName, ...values }: TRegisterFormValues,
  classCode: string | undefined,
  consentToken: string | undefined,
) => ({
  ...values,
  ...(classCode && { role: 'USER' as const, classCode, firstName, lastName }),
  birthYear: values.role === 'USER' && values.birthYear !== '' ? values.birthYear : undefined,
  parentEmail: needsParent(values) ? values.parentEmail : undefined,
  // From the consent page (/zgoda-rodzica): the new parent's account is linked to that child at once.
  consentToken: values.role === 'PARENT' && !classCode ? consentToken : undefined,
});

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  // From a class's join link (/classes/join/CODE): a pupil's account that takes a seat in that class.
  const [searchParams] = useSearchParams();
  const classCode = normalizeClassCode(searchParams.get('classCode') ?? '') || undefined;
  // From the consent page: a parent's account (preselected), linked to the child by the consent link's token.
  const consentToken = searchParams.get('consentToken') || undefined;
  const narrow = useMediaQuery('(max-width: 36em)');
  const form = useForm<TRegisterFormValues>({
    mode: 'controlled',
    initialValues: {
      role: !classCode && (consentToken || searchParams.get('role') === 'PARENT') ? 'PARENT' : 'USER',
      firstName: '',
      lastName: '',
      email: '',
      username: '',
      password: { password: '', confirmPassword: '' },
      birthYear: '',
      parentEmail: '',
      consent: false,
    },
    validate: (values) => {
      const errors = schemaResolver(ZRegisterRequest, { sync: true })(toRequest(values, classCode, consentToken));
      if (values.role === 'USER' && values.birthYear === '') errors.birthYear = parentalConsentMessages.birthYear;
      if (needsParent(values) && values.parentEmail.trim() === '') {
        errors.parentEmail = parentalConsentMessages.parentEmailRequired;
      }
      return errors;
    },
  });

  const register = useMutation({
    mutationFn: authApi.register,
    onMutate: () => setAlert(null),
    onSuccess: (_data, body) => onRegistered(body.email),
    onError: (error) => setAlert(applyServerErrors(form, error, fieldPaths)),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        register.mutate(ZRegisterRequest.parse(toRequest(values, classCode, consentToken))),
      )}
    >
      <Stack>
        <ErrorAlert message={alert} />
        {classCode ? (
          <Alert color="blue" role="status">
            {t('register.classCode', { code: formatClassCode(classCode) })}
          </Alert>
        ) : (
          <Input.Wrapper label={t('register.roleDescription')} id="register-role" labelElement="div">
            <SegmentedControl
              fullWidth
              orientation={narrow ? 'vertical' : 'horizontal'}
              aria-labelledby="register-role-label"
              data={[
                { value: 'USER', label: t('fields.roleStudent') },
                { value: 'TEACHER', label: t('fields.roleTeacher') },
                { value: 'PARENT', label: t('register.roleParent') },
              ]}
              {...form.getInputProps('role')}
            />
          </Input.Wrapper>
        )}
        {classCode && (
          <>
            <TextInput
              label={t('register.firstName')}
              autoComplete="given-name"
              required
              maxLength={40}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('register.lastName')}
              autoComplete="family-name"
              required
              maxLength={40}
              {...form.getInputProps('lastName')}
            />
          </>
        )}
        <EmailField inputProps={form.getInputProps('email')} />
        <TextInput label={t('fields.username')} autoComplete="username" required {...form.getInputProps('username')} />
        {form.values.role === 'USER' && (
          <NumberInput
            label={t('register.birthYear')}
            description={t('register.birthYearHint')}
            required
            allowDecimal={false}
            allowNegative={false}
            hideControls
            maxLength={4}
            inputMode="numeric"
            autoComplete="bday-year"
            {...form.getInputProps('birthYear')}
          />
        )}
        {needsParent(form.values) && (
          <TextInput
            type="email"
            label={t('register.parentEmail')}
            description={t('register.parentEmailHint')}
            required
            autoComplete="off"
            {...form.getInputProps('parentEmail')}
          />
        )}
        <NewPasswordFields
          label={t('fields.password')}
          password={form.getInputProps('password.password')}
          confirmPassword={form.getInputProps('password.confirmPassword')}
        />
        <Checkbox
          label={
            <Trans
              i18nKey="fields.consent"
              components={{
                terms: <Anchor component={Link} to="/regulamin" target="_blank" />,
                privacy: <Anchor component={Link} to="/polityka-prywatnosci" target="_blank" />,
              }}
            />
          }
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        <Text size="sm" c="dimmed">
          <Trans
            i18nKey="register.childProtection"
            components={{
              standards: <Anchor component={Link} to="/standardy-ochrony-maloletnich" target="_blank" inherit />,
            }}
          />
        </Text>
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('register.submit')}
        </Button>
        <OtherAuthPageLink question={t('register.haveAccount')} to="/login" label={t('nav.login')} />
      </Stack>
    </form>
  );
}
