import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TAvailabilitySlot, type TAvailabilitySlotSave, tutoringLimits } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { newSlotValues, type TSlotFormValues, valuesOfSlot } from './AvailabilityDialogs';
import { tutoringApi, tutoringKeys } from './tutoring-api';
import './tutoring.pl';

/** The slot dialog: the slot edited (null: a new one), its first values, and the grid day it was opened from. */
export type TSlotEditing = { slot: TAvailabilitySlot | null; values: TSlotFormValues; fromDate: string | null };

/** Where keyboard focus goes once a slot opened from the grid is saved: its block on that day (or its first one). */
export type TFocusRequest = { slotId: string; date: string };

/** The TEACHER's slots with the dialogs that add, edit and delete them (after confirming), and their toasts. */
export function useAvailability() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TSlotEditing | null>(null);
  const [deleting, setDeleting] = useState<TAvailabilitySlot | null>(null);
  const [focusRequest, setFocusRequest] = useState<TFocusRequest | null>(null);
  const list = useQuery({
    queryKey: tutoringKeys.availability,
    queryFn: ({ signal }) => tutoringApi.availability(signal),
  });
  const remove = useMutation({
    mutationFn: (slot: TAvailabilitySlot) => tutoringApi.deleteSlot(slot.id),
    onSuccess: () => {
      showToast({ variant: 'success', message: t('tutoring.availability.deleted') });
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: tutoringKeys.availability });
    },
  });
  const slots = list.data?.slots ?? [];

  /** Saves the dialog's slot; the dialog closes once the list is read again, so the grid shows the saved block. */
  const save = async (body: TAvailabilitySlotSave) => {
    const opened = editing;
    const saved = opened?.slot
      ? await tutoringApi.updateSlot(opened.slot.id, body)
      : await tutoringApi.createSlot(body);
    showToast({
      variant: 'success',
      message: opened?.slot ? t('tutoring.availability.updated') : t('tutoring.availability.added'),
    });
    await queryClient.invalidateQueries({ queryKey: tutoringKeys.availability });
    setEditing(null);
    if (opened?.fromDate) setFocusRequest({ slotId: saved.id, date: opened.fromDate });
  };

  return {
    list,
    slots,
    canAdd: slots.length < tutoringLimits.maxSlots,
    editing,
    deleting,
    removing: remove.isPending,
    focusRequest,
    save,
    /** A new slot: at 17:00 today, or on the grid's day and hour it was asked from. */
    add: (from?: { date: string; hour?: number }) =>
      setEditing({ slot: null, values: newSlotValues(from?.date, from?.hour), fromDate: from?.date ?? null }),
    edit: (slot: TAvailabilitySlot, fromDate: string | null = null) =>
      setEditing({ slot, values: valuesOfSlot(slot), fromDate }),
    closeEditing: () => setEditing(null),
    askDelete: (slot: TAvailabilitySlot) => {
      setEditing(null);
      setDeleting(slot);
    },
    confirmDelete: (slot: TAvailabilitySlot) => remove.mutate(slot),
    closeDeleting: () => setDeleting(null),
    focusDone: () => setFocusRequest(null),
  };
}

export type TAvailability = ReturnType<typeof useAvailability>;
