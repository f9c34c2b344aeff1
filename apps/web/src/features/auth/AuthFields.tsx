import { Anchor, PasswordInput, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** The e-mail field of the sign-in, sign-up and reset forms. */
export function EmailField({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...inputProps} />;
}

/** The code of an authenticator app, or a backup code: the field of the second sign-in step and its confirmations. */
export function OneTimeCodeField({ inputProps, ...rest }: { inputProps: GetInputPropsReturnType } & TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('fields.code')} autoComplete="one-time-code" maxLength={16} {...rest} {...inputProps} />;
}

/** A new password typed twice; `label` names the first field. */
export function NewPasswordFields({
  label,
  password,
  confirmPassword,
}: {
  label: string;
  password: GetInputPropsReturnType;
  confirmPassword: GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput label={label} autoComplete="new-password" required {...password} />
      <PasswordInput label={t('fields.confirmPassword')} autoComplete="new-password" required {...confirmPassword} />
    </>
  );
}

/** Under a sign-in or sign-up form: a question and the link to the other form. */
/** `to` with this page's `redirect` carried over: who registers from a link (a class's join link) still comes back. */
export function useKeepRedirect() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (to: string) => (redirect ? `${to}?redirect=${encodeURIComponent(redirect)}` : to);
}

export function OtherAuthPageLink({ question, to, label }: { question: string; to: string; label: string }) {
  const keepRedirect = useKeepRedirect();
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component={Link} to={keepRedirect(to)}>
        {label}
      </Anchor>
    </Text>
  );
}
