import { Button, VisuallyHidden } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './safeguarding.pl';

const HelpDialog = lazy(() => import('./HelpDialog'));

/**
 * "Potrzebuję pomocy" (issue 72): a red button always in sight, reachable by keyboard; on a phone its text is short
 * ("Pomoc") and its accessible name says the whole request. From a chat room it carries the room and who is in it.
 */
export function HelpButton({ roomId, withWhom, short }: { roomId?: string; withWhom?: string; short?: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const label = t('safeguarding.help.button');
  return (
    <>
      <Button
        color="red"
        variant="filled"
        size="compact-sm"
        leftSection={<IconLifebuoy size={16} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {short ? (
          // The visible word starts the accessible name (WCAG 2.5.3); a screen reader hears the whole request.
          <>
            {t('safeguarding.help.buttonShort')}
            <VisuallyHidden>{t('safeguarding.help.shortSuffix')}</VisuallyHidden>
          </>
        ) : (
          label
        )}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <HelpDialog opened={opened} onClose={() => setOpened(false)} roomId={roomId} withWhom={withWhom} />
        </Suspense>
      )}
    </>
  );
}
