import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../lib/hooks/useOpenedAfterMount';
import './homework.pl';

/** The filters' panel in a drawer on narrow screens, loaded when it is first opened (HomeworkListLayout). */
export function HomeworkFiltersDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      title={t('homeworks.filters')}
      hiddenFrom="md"
      size="min(22rem, 90vw)"
      padding="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Drawer>
  );
}
