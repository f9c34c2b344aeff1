import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { maxToasts, teacherVerificationPath, timings } from '@zadania/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { i18next } from '../i18n/i18n';

export type TToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

const variants: Record<TToastVariant, { color?: string; icon?: ReactNode }> = {
  default: {},
  success: { color: 'teal', icon: <IconCheck size={18} /> },
  error: { color: 'red', icon: <IconX size={18} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
};

/**
 * How long a toast stays: long enough to read, then it closes by itself (a confirmation 5 s, a problem 8 s; hovering
 * keeps it). The spec's `timings.toastAutoCloseMs` (1 000 000 ms) is the delay of removing a dismissed toast in the
 * old app, not how long a toast shows: as an auto-close it left toasts on screen for ever (issue 38).
 */
export const toastSettings = {
  limit: maxToasts,
  autoClose: { default: 5_000, success: 5_000, info: 5_000, warning: 8_000, error: 8_000 },
  removalDelayMs: timings.toastAutoCloseMs,
} as const;

/**
 * Shows a toast; the same toast again while it is on screen is not shown twice (three clicks on a Premium button
 * make one 'Funkcja Premium', not three). `key` names a toast whose message is not plain text.
 */
export function showToast({
  variant = 'default',
  title,
  message,
  key,
}: {
  variant?: TToastVariant;
  title?: ReactNode;
  message: ReactNode;
  key?: string;
}) {
  const { color, icon } = variants[variant];
  const sameAs =
    key ??
    (typeof message === 'string' ? `${variant}:${typeof title === 'string' ? title : ''}:${message}` : undefined);
  return notifications.show({
    id: sameAs === undefined ? undefined : `toast:${sameAs}`,
    title,
    message,
    color,
    icon,
    autoClose: toastSettings.autoClose[variant],
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
  });
}

/**
 * A server message, which may carry simple markup: rendered as HTML once DOMPurify (loaded with the first
 * error, not with every page) has sanitized it, and as its text without the tags until then.
 */
function ServerMessage({ message }: { message: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('dompurify').then(({ default: DOMPurify }) => {
      // A gate's refusal of an unverified teacher (issue 72) names the verification page: a link to it.
      const linked = message.replace(
        teacherVerificationPath,
        `<a href="${teacherVerificationPath}">${teacherVerificationPath}</a>`,
      );
      if (!cancelled) setHtml(DOMPurify.sanitize(linked));
    });
    return () => {
      cancelled = true;
    };
  }, [message]);
  if (html === null) return <span>{message.replace(/<[^>]*>/g, '')}</span>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: only HTML that DOMPurify sanitized (the effect above)
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Server messages may carry simple markup; they are rendered as sanitized HTML. 'Uppss' unless told otherwise. */
export function showErrorToast(message: string, title: string = i18next.t('toasts.errorTitle')) {
  return showToast({
    variant: 'error',
    title,
    message: <ServerMessage message={message} />,
    key: `error:${message}`,
  });
}
