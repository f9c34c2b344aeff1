import { Button, Card, CopyButton, Group, Modal, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed } from './useCalendarPage';
import './tutoring.pl';

/** The private iCalendar feed: turn on, copy, rotate, turn off. */
export function CalendarFeed() {
  const { t } = useTranslation();
  const calendarFeed = useCalendarFeed();
  const { query, url } = calendarFeed;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {t('tutoring.calendar.feedTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tutoring.calendar.feedIntro')}
        </Text>
        {query.isPending && <Skeleton height={36} />}
        {query.isError && (
          <Text c="red" size="sm" role="alert">
            {t('tutoring.loadError')}
          </Text>
        )}
        {query.data && !url && (
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={calendarFeed.enable}
            loading={calendarFeed.creating}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('tutoring.calendar.feedEnable')}
          </Button>
        )}
        {url && (
          <>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('tutoring.calendar.feedUrl')}
                value={url}
                readOnly
                style={{ flex: 1, minWidth: 0 }}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} leftSection={<IconCopy size={16} aria-hidden />}>
                    {copied ? t('tutoring.calendar.feedCopied') : t('tutoring.calendar.feedCopy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">{t('tutoring.calendar.feedHint')}</Text>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={calendarFeed.askRotate}
              >
                {t('tutoring.calendar.feedRotate')}
              </Button>
              <Button variant="default" color="red" loading={calendarFeed.disabling} onClick={calendarFeed.disable}>
                {t('tutoring.calendar.feedDisable')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal
        opened={calendarFeed.rotating}
        onClose={calendarFeed.keep}
        title={t('tutoring.calendar.feedRotateTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('tutoring.calendar.feedRotateText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={calendarFeed.keep}>
              {t('tutoring.calendar.cancel')}
            </Button>
            <Button loading={calendarFeed.creating} onClick={calendarFeed.rotate}>
              {t('tutoring.calendar.feedRotateConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
