import { Button } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lookDisabled, usePremiumNotice } from './usePremiumNotice';
import './lists.pl';

// The menu (the lists, their checkboxes, the new-list form and its check) loads when first opened.
const AddToListMenu = lazy(() => import('./AddToListMenu').then((module) => ({ default: module.AddToListMenu })));

type TButtonSize = 'compact-xs' | 'compact-sm';

/**
 * 'Dodaj do listy': a menu of my own lists with the ones holding the task checked; ticking adds, unticking removes,
 * and a new list can be made on the spot. Nothing loads until the menu opens, so a page of cards stays light.
 */
export function AddToListButton({
  homeworkId,
  premium,
  label,
  size = 'compact-sm',
}: {
  homeworkId: string;
  premium: boolean;
  /** The accessible name, e.g. with the task's title on a card. */
  label?: string;
  size?: TButtonSize;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on; the button stays the element the menu is placed at and gives focus back to.
  const [menuUsed, setMenuUsed] = useState(false);
  if (opened && !menuUsed) setMenuUsed(true);
  const button = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const premiumNotice = usePremiumNotice();
  return (
    <>
      <Button
        ref={button}
        id={popoverId}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-controls={opened ? `${popoverId}-dropdown` : undefined}
        variant="subtle"
        size={size}
        leftSection={<IconPlaylistAdd size={16} aria-hidden />}
        aria-label={label}
        {...lookDisabled(!premium, t('lists.premiumTitle'))}
        onClick={() => (premium ? setOpened((value) => !value) : premiumNotice())}
      >
        {t('lists.addToList')}
      </Button>
      {menuUsed && (
        <Suspense fallback={null}>
          <AddToListMenu id={popoverId} target={button} homeworkId={homeworkId} opened={opened} onChange={setOpened} />
        </Suspense>
      )}
    </>
  );
}
