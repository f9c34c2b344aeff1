import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconEye, IconEyeOff } from '@tabler/icons-react';
import { isPremium } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../lib/session/useViewer';
import { AddToListButton } from './AddToListButton';
import { homeworkListActions } from './list-rules';
import { useBuiltInMembership, useToggleBuiltIn } from './useListMembership';
import { lookDisabled, usePremiumNotice } from './usePremiumNotice';
import './lists.pl';

type TSize = 'compact-xs' | 'compact-sm';

/**
 * The list buttons of a task (card or page): 'Dodaj do listy', 'Ukryj' / 'Przywróć' and 'Oznacz jako rozwiązane' /
 * 'Rozwiązane ✓', shown by the rules of docs/product-spec.md section 6; without Premium they look disabled and say so.
 * `title` names the task in the buttons' accessible names where several tasks share a page.
 */
export function HomeworkListActions({
  homeworkId,
  authorId,
  title,
  size = 'compact-sm',
}: {
  homeworkId: string;
  authorId: string | null;
  title?: string;
  size?: TSize;
}) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const shown = homeworkListActions(viewer, authorId);
  const premium = isPremium(viewer);
  if (!shown.lists && !shown.hide && !shown.solved) return null;
  const named = (label: string) => (title ? `${label}: ${title}` : undefined);
  return (
    <Group gap={4} wrap="wrap">
      {shown.lists && (
        <AddToListButton homeworkId={homeworkId} premium={premium} label={named(t('lists.addToList'))} size={size} />
      )}
      {shown.hide && (
        <BuiltInToggle kind="hidden" homeworkId={homeworkId} premium={premium} named={named} size={size} />
      )}
      {shown.solved && (
        <BuiltInToggle kind="solved" homeworkId={homeworkId} premium={premium} named={named} size={size} />
      )}
    </Group>
  );
}

function BuiltInToggle({
  kind,
  homeworkId,
  premium,
  named,
  size,
}: {
  kind: 'hidden' | 'solved';
  homeworkId: string;
  premium: boolean;
  named: (label: string) => string | undefined;
  size: TSize;
}) {
  const { t } = useTranslation();
  const premiumNotice = usePremiumNotice();
  const member = useBuiltInMembership(kind, homeworkId, premium).data === true;
  const toggle = useToggleBuiltIn(kind, homeworkId);
  const label =
    kind === 'hidden' ? t(member ? 'lists.unhide' : 'lists.hide') : t(member ? 'lists.solved' : 'lists.markSolved');
  const icon =
    kind === 'hidden' ? (
      member ? (
        <IconEye size={16} aria-hidden />
      ) : (
        <IconEyeOff size={16} aria-hidden />
      )
    ) : (
      <IconCircleCheck size={16} aria-hidden />
    );
  return (
    <Button
      variant={kind === 'solved' && member ? 'light' : 'subtle'}
      color={kind === 'solved' && member ? 'teal' : undefined}
      size={size}
      leftSection={icon}
      aria-label={named(label)}
      loading={toggle.isPending}
      {...lookDisabled(!premium, t('lists.premiumTitle'))}
      onClick={() => (premium ? toggle.mutate() : premiumNotice())}
    >
      {label}
    </Button>
  );
}
