import { Button } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const FeedbackDialog = lazy(() => import('./FeedbackDialog').then((module) => ({ default: module.FeedbackDialog })));

/** "Prześlij opinię" in the footer of every page; its dialog loads on the first press. */
export function FeedbackLink() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconMessageReport size={14} aria-hidden />}
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
      >
        {t('nav.feedback')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <FeedbackDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
