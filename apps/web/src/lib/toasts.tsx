import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { maxToasts, timings } from '@zadania/shared';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
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

/** Server messages may carry simple markup; they are rendered as sanitized HTML. */
export function showErrorToast(message: string) {
  const html = DOMPurify.sanitize(message);
  return showToast({
    variant: 'error',
    title: i18next.t('toasts.errorTitle'),
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server message is sanitized with DOMPurify above
    message: <span dangerouslySetInnerHTML={{ __html: html }} />,
  });
}
