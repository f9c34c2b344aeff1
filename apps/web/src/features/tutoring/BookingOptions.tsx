import { Card, Radio, SimpleGrid, Stack } from '@mantine/core';
import { formatPln, type TTutoringOffer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/number-format';
import { tutoringPl } from './tutoring.pl';
import type { TBookingFlow } from './useTutoringBookingPage';

/** The lesson option, individual or group lesson, and single lesson or package. */
export function BookingOptions({ offer, flow }: { offer: TTutoringOffer; flow: TBookingFlow }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Radio.Group label={t('tutoring.booking.option')} value={flow.optionId} onChange={flow.chooseOption}>
          <Stack gap="xs" mt="xs">
            {offer.lessonOptions.map((option) => (
              <Radio
                key={option.id}
                value={option.id}
                label={t(flow.grouped ? 'tutoring.booking.seatOptionLabel' : 'tutoring.booking.optionLabel', {
                  duration: option.durationMinutes,
                  price: formatPln(flow.priceOf(option.priceGross)),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
        {offer.group.enabled && (
          <Radio.Group label={t('tutoring.booking.kind')} value={flow.kind} onChange={flow.chooseKind}>
            <Stack gap="xs" mt="xs">
              <Radio value="individual" label={t('tutoring.booking.individual')} />
              <Radio
                value="group"
                label={t('tutoring.booking.groupKind', {
                  count: offer.group.maxParticipants,
                  fee: offer.group.feePercent,
                })}
              />
            </Stack>
          </Radio.Group>
        )}
        {offer.packages.length > 0 && !flow.grouped && (
          <Radio.Group label={t('tutoring.booking.package')} value={flow.packageId ?? ''} onChange={flow.choosePackage}>
            <Stack gap="xs" mt="xs">
              <Radio value="" label={t('tutoring.booking.single')} />
              {offer.packages.map((item) => (
                <Radio
                  key={item.id}
                  value={item.id}
                  label={t('tutoring.booking.packageLabel', {
                    lessons: formatCount(item.lessonCount, tutoringPl.lessonCount),
                    discount: item.discountPercent,
                  })}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </SimpleGrid>
    </Card>
  );
}
