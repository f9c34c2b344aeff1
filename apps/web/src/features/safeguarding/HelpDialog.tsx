import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { helpLimits, helpLines, ZHelpRequestCreate } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { safeguardingApi } from './safeguarding-api';
import './safeguarding.pl';

/** The help lines as `tel:` links: what a child can do at once, whatever happens to the request. */
export function HelpLines() {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('safeguarding.help.callNow')}</Text>
      {[helpLines.childHelpline, helpLines.emergency].map((line) => (
        <Text key={line.tel}>
          <Anchor href={`tel:${line.tel}`} fw={700} fz="lg">
            {line.number}
          </Anchor>{' '}
          — {line.label}
        </Text>
      ))}
    </Stack>
  );
}

/** "Potrzebuję pomocy": what happened and with whom; from a room the conversation goes with it. */
export default function HelpDialog({
  opened,
  onClose,
  roomId,
  withWhom: initialWithWhom = '',
}: {
  opened: boolean;
  onClose: () => void;
  roomId?: string;
  withWhom?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [withWhom, setWithWhom] = useState(initialWithWhom);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useMutation({ mutationFn: safeguardingApi.askForHelp });

  const close = () => {
    onClose();
    if (send.isSuccess) {
      send.reset();
      setText('');
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZHelpRequestCreate.safeParse({ text, withWhom, roomId });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    send.mutate({ text, withWhom: withWhom.trim() || null, roomId: roomId ?? null });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={send.isSuccess ? t('safeguarding.help.sentTitle') : t('safeguarding.help.title')}
      fullScreen={false}
      size="lg"
    >
      {send.isSuccess ? (
        <Stack gap="md" data-testid="help-acknowledgement">
          <Text>{send.data.message}</Text>
          <HelpLines />
          <Anchor component={Link} to="/standardy-ochrony-maloletnich/dla-dzieci" onClick={close}>
            {t('safeguarding.help.forChildren')}
          </Anchor>
          <Group justify="flex-end">
            <Button onClick={close}>{t('safeguarding.help.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('safeguarding.help.intro')}</Text>
            <Textarea
              label={t('safeguarding.help.what')}
              withAsterisk
              rows={4}
              maxLength={helpLimits.textMax}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={fieldError}
              data-autofocus
            />
            <TextInput
              label={t('safeguarding.help.withWhom')}
              description={t('safeguarding.help.withWhomHint')}
              maxLength={helpLimits.withWhomMax}
              value={withWhom}
              onChange={(event) => setWithWhom(event.currentTarget.value)}
            />
            {roomId && <Text size="sm">{t('safeguarding.help.roomAttached')}</Text>}
            {send.isError && (
              <Alert color="red" role="alert">
                {send.error.message}
              </Alert>
            )}
            <HelpLines />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('safeguarding.help.cancel')}
              </Button>
              <Button type="submit" color="red" loading={send.isPending}>
                {t('safeguarding.help.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
