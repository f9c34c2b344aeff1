import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChatMessage } from '@zadania/shared';
import { showToast } from '../../lib/toasts';
import { chatApi } from './chat-api';
import { updateMessage } from './chat-cache';

/** The pin toggle with docs/product-spec.md section 4's toasts ('Przypięto!' / 'Odpięto'). */
export function useTogglePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: TChatMessage) => chatApi.togglePinned(message.id),
    onSuccess: ({ message, notice }) => {
      updateMessage(queryClient, message);
      showToast({ variant: 'success', message: notice });
    },
  });
}
