import { Badge, CloseButton, Group, Stack, Switch } from '@mantine/core';
import { IconPlaylist } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { favoriteDisplayName, type THomeworkListQueryInput, type TViewer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { canHideSolved, canUseOwnLists } from './list-rules';
import { listKeys, listsApi } from './lists-api';
import './lists.pl';

type TListFilters = Pick<THomeworkListQueryInput, 'hideSolved' | 'hideHidden' | 'favoriteId' | 'sort'>;
type TChange = (patch: TListFilters) => void;

/** 'Ukryj rozwiązane' (USER or ADMIN, docs/product-spec.md section 6) and 'Ukryj ukryte' (signed in). */
export function ListFilterSwitches({
  viewer,
  filters,
  onChange,
}: {
  viewer: TViewer;
  filters: TListFilters;
  onChange: TChange;
}) {
  const { t } = useTranslation();
  if (!canUseOwnLists(viewer)) return null;
  return (
    <Stack gap="xs">
      {canHideSolved(viewer) && (
        <Switch
          label={t('lists.hideSolved')}
          checked={filters.hideSolved === true}
          onChange={(event) => onChange({ hideSolved: event.currentTarget.checked || undefined })}
        />
      )}
      <Switch
        label={t('lists.hideHidden')}
        checked={filters.hideHidden === true}
        // On by default in the catalogue (withHiddenTasksHidden): switching it off writes hideHidden=false.
        onChange={(event) => onChange({ hideHidden: event.currentTarget.checked })}
      />
    </Stack>
  );
}

/** 'Lista: {name}' while the catalogue shows one of my lists; removing it drops the list and its order. */
export function FavoriteFilterChip({ filters, onChange }: { filters: TListFilters; onChange: TChange }) {
  const { t } = useTranslation();
  const favoriteId = filters.favoriteId;
  const list = useQuery({
    queryKey: listKeys.detail(favoriteId ?? ''),
    queryFn: ({ signal }) => listsApi.detail(favoriteId ?? '', signal),
    enabled: !!favoriteId,
  });
  if (!favoriteId) return null;
  const name = list.data ? favoriteDisplayName(list.data) : '…';
  return (
    <Group gap="xs">
      <Badge
        size="lg"
        variant="light"
        radius="sm"
        tt="none"
        leftSection={<IconPlaylist size={14} aria-hidden />}
        rightSection={
          <CloseButton
            size="xs"
            variant="transparent"
            aria-label={t('lists.removeListFilter', { name })}
            onClick={() =>
              onChange({
                favoriteId: undefined,
                ...(filters.sort === 'favorite:ASC' ? { sort: undefined } : {}),
              })
            }
          />
        }
      >
        {t('lists.listChip', { name })}
      </Badge>
    </Group>
  );
}
