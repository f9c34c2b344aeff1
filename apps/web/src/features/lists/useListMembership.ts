import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFavorite, TFavoriteTarget } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { listKeys, listsApi } from './lists-api';
import './lists.pl';

type TBuiltIn = 'hidden' | 'solved';

const builtInFetchers = { hidden: listsApi.hidden, solved: listsApi.solved } as const;

/**
 * Whether a task is in the built-in list 'Ukryte' or 'Rozwiązane'. Every card of a page reads the same cached
 * list (one request per list, not one per card); `enabled` is false when the button is not shown or not usable.
 */
export function useBuiltInMembership(kind: TBuiltIn, homeworkId: string, enabled: boolean) {
  return useQuery({
    queryKey: listKeys.builtIn(kind),
    queryFn: ({ signal }) => builtInFetchers[kind](signal),
    enabled,
    staleTime: 5 * 60_000,
    select: (list: TFavorite) => list.homeworks.some((entry) => entry.homeworkId === homeworkId),
  });
}

function withMembership(list: TFavorite, homeworkId: string, member: boolean): TFavorite {
  const others = list.homeworks.filter((entry) => entry.homeworkId !== homeworkId);
  if (!member) return { ...list, homeworks: others };
  // The entry's own id is not known here; the next fetch brings it.
  return { ...list, homeworks: [...others, { id: homeworkId, homeworkId, position: others.length }] };
}

/** Keeps every task list and list query fresh after a membership change (the catalogue may filter by it). */
export function refreshAfterMembershipChange(queryClient: ReturnType<typeof useQueryClient>, except?: TBuiltIn) {
  void queryClient.invalidateQueries({ queryKey: ['homework', 'list'] });
  void queryClient.invalidateQueries({
    queryKey: listKeys.all,
    predicate: (query) => query.queryKey[1] !== except,
  });
}

/** 'Ukryj' / 'Przywróć' and 'Oznacz jako rozwiązane' / 'Rozwiązane ✓': PUT /favorite/homework/hide or /solved. */
export function useToggleBuiltIn(kind: TBuiltIn, homeworkId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => (kind === 'hidden' ? listsApi.toggleHidden(homeworkId) : listsApi.toggleSolved(homeworkId)),
    onSuccess: (result) => {
      const known = queryClient.getQueryData<TFavorite>(listKeys.builtIn(kind));
      const before = known?.homeworks.some((entry) => entry.homeworkId === homeworkId) ?? false;
      const member = (kind === 'hidden' ? result.hidden : result.solved) ?? !before;
      if (known) queryClient.setQueryData(listKeys.builtIn(kind), withMembership(known, homeworkId, member));
      queryClient.setQueryData<TFavoriteTarget>(listKeys.target(homeworkId), (target) =>
        target ? { ...target, [kind]: member } : target,
      );
      // 'Ukryto!' / 'Przywrócono!' say what happened; the solved list's 'Dodano!' / 'Usunięto!' would not.
      const message = kind === 'solved' ? t(member ? 'lists.markedSolved' : 'lists.unmarkedSolved') : result.message;
      showToast({ variant: 'success', message });
      refreshAfterMembershipChange(queryClient, known ? kind : undefined);
    },
  });
}
