import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import './account.pl';

/** Shows freshly issued backup codes once; they cannot be fetched again. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconKey />} title={t('security.backupCodesTitle')}>
      <Stack>
        <Text size="sm">{t('security.backupCodesHint')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {codes.map((code) => (
            <Code key={code} component="li" fz="md" ta="center" py={4} data-testid="backup-code">
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group>
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t('common.copied') : t('security.copyCodes')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('security.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
