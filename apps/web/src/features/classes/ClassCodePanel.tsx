import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { formatClassCode, type TClass } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledCard } from '../../components/TitledSection';
import { ConfirmedButton } from './ConfirmedButton';
import { classesApi } from './classes-api';
import { classJoinUrl } from './join-url';
import { useClassChange } from './useClassPage';
import './classes.pl';

/** The join code shown large with a copy button, the join link, the printable card and a new code on request. */
export function ClassCodePanel({ schoolClass }: { schoolClass: TClass & { code: string } }) {
  const { t } = useTranslation();
  return (
    <TitledCard id="class-code" title={t('classes.code.title')} titleSize="h3">
      <Text size="sm">{t('classes.code.intro')}</Text>
      {schoolClass.archivedAt ? (
        // Nobody joins an archived class: no code to copy, no card to print.
        <Alert color="gray" variant="light">
          {t('classes.code.archived')}
        </Alert>
      ) : (
        <LiveCode schoolClass={schoolClass} />
      )}
    </TitledCard>
  );
}

function LiveCode({ schoolClass }: { schoolClass: TClass & { code: string } }) {
  const { t } = useTranslation();
  const code = formatClassCode(schoolClass.code);
  const link = classJoinUrl(schoolClass);
  const renew = useClassChange(
    schoolClass.id,
    () => classesApi.newCode(schoolClass.id),
    () => t('classes.code.renewed'),
  );
  return (
    <>
      <Group gap="md" align="center" wrap="wrap">
        <Text
          component="output"
          ff="monospace"
          fw={700}
          fz={{ base: 34, xs: 44 }}
          lh={1.1}
          aria-label={t('classes.code.label', { code })}
          data-testid="class-code"
          style={{ letterSpacing: '0.08em' }}
        >
          {code}
        </Text>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} leftSection={<IconCopy size={16} aria-hidden />}>
              {copied ? t('classes.code.copied') : t('classes.code.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('classes.code.link')}
          value={link}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} leftSection={<IconCopy size={16} aria-hidden />}>
              {copied ? t('classes.code.copied') : t('classes.code.copyLink')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Stack gap="xs" align="flex-start">
        <Group gap="xs">
          <Button
            component={Link}
            to={`/classes/${schoolClass.id}/card`}
            variant="light"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t('classes.code.print')}
          </Button>
          {schoolClass.policies.manageRoster && (
            <ConfirmedButton
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              label={t('classes.code.renew')}
              title={t('classes.code.renewTitle')}
              message={t('classes.code.renewText')}
              confirmLabel={t('classes.code.renewConfirm')}
              pending={renew.isPending}
              onConfirm={(close) => renew.mutate(undefined, { onSuccess: close })}
            />
          )}
        </Group>
      </Stack>
    </>
  );
}
