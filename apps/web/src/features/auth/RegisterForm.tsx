import { Alert, Anchor, Button, Checkbox, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { formatClassCode, normalizeClassCode, type TRegistrationRole, ZRegisterRequest } from '@zadania/shared';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../components/ErrorAlert';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { EmailField, NewPasswordFields, OtherAuthPageLink } from './AuthFields';
import { authApi } from './auth-api';
import './auth.pl';

// The schema accepts only `consent: true`; the form starts unticked, so the field is widened to boolean.
type TRegisterFormValues = Omit<z.input<typeof ZRegisterRequest>, 'consent' | 'role'> & {
  consent: boolean;
  role: TRegistrationRole;
};

const fieldPaths = ['email', 'username', 'password.password', 'password.confirmPassword', 'role', 'consent'] as const;

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  // From a class's join link (/classes/join/CODE): a pupil's account that takes a seat in that class.
  const classCode = normalizeClassCode(useSearchParams()[0].get('classCode') ?? '') || undefined;
  const form = useForm<TRegisterFormValues>({
    mode: 'controlled',
    initialValues: {
      role: 'USER',
      email: '',
      username: '',
      password: { password: '', confirmPassword: '' },
      consent: false,
    },
    validate: schemaResolver(ZRegisterRequest, { sync: true }),
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
        register.mutate(ZRegisterRequest.parse(classCode ? { ...values, role: 'USER', classCode } : values)),
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
              aria-labelledby="register-role-label"
              data={[
                { value: 'USER', label: t('fields.roleStudent') },
                { value: 'TEACHER', label: t('fields.roleTeacher') },
              ]}
              {...form.getInputProps('role')}
            />
          </Input.Wrapper>
        )}
        <EmailField inputProps={form.getInputProps('email')} />
        <TextInput label={t('fields.username')} autoComplete="username" required {...form.getInputProps('username')} />
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
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('register.submit')}
        </Button>
        <OtherAuthPageLink question={t('register.haveAccount')} to="/login" label={t('nav.login')} />
      </Stack>
    </form>
  );
}
