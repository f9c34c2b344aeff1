import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { maxToasts, timings } from '@zadania/shared';
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

export const toastSettings = { limit: maxToasts, autoClose: timings.toastAutoCloseMs } as const;

export function showToast({
  variant = 'default',
  title,
  message,
}: {
  variant?: TToastVariant;
  title?: ReactNode;
  message: ReactNode;
}) {
  const { color, icon } = variants[variant];
  return notifications.show({
    title,
    message,
    color,
    icon,
    autoClose: toastSettings.autoClose,
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
      if (!cancelled) setHtml(DOMPurify.sanitize(message));
    });
    return () => {
      cancelled = true;
    };
  }, [message]);
  if (html === null) return <span>{message.replace(/<[^>]*>/g, '')}</span>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: only HTML that DOMPurify sanitized (the effect above)
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Server messages may carry simple markup; they are rendered as sanitized HTML. */
export function showErrorToast(message: string) {
  return showToast({
    variant: 'error',
    title: i18next.t('toasts.errorTitle'),
    message: <ServerMessage message={message} />,
  });
}
