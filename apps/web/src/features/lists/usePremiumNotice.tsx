import { Anchor, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../lib/toasts';
import './lists.pl';

/**
 * The 'Funkcja Premium' toast of a Premium button pressed without Premium (docs/product-spec.md sections 6 and 8),
 * with the way to /subscription. The toasts live outside the router, so the link navigates through this hook's router.
 */
export function usePremiumNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    () =>
      showToast({
        variant: 'warning',
        title: t('lists.premiumTitle'),
        message: (
          <Stack gap={4}>
            <Text size="sm">{t('lists.premiumText')}</Text>
            <Anchor
              href="/subscription"
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                void navigate('/subscription');
              }}
            >
              {t('lists.premiumLink')}
            </Anchor>
          </Stack>
        ),
      }),
    [t, navigate],
  );
}

/**
 * Props that make a Premium button look locked (grey) while it stays focusable and clickable, to explain itself with
 * the toast; not `aria-disabled`, since pressing it does something, and not Mantine's disabled look, whose text is
 * 1.7:1 on its background (an active control's text must reach 4.5:1). The title says why it looks so.
 */
export const lookDisabled = (disabled: boolean, title: string) =>
  disabled ? ({ 'data-premium-locked': true, color: 'gray', title } as const) : {};
