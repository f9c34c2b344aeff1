import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api/api-error';
import { showToast } from '../lib/toasts';

export type TDisputeOutcome = 'REFUNDED' | 'RELEASED';

/** The words of a dispute decision in the feature that shows it. */
export type TResolveDisputeTexts = {
  title: string;
  refundText: string;
  releaseText: string;
  cancel: string;
  refund: string;
  release: string;
  failed: string;
};

/**
 * Asks the ADMIN to confirm the outcome chosen for a dispute, then decides it: the server's message as a toast, the
 * dispute lists read again.
 */
export function ResolveDisputeDialog({
  choice,
  onClose,
  resolve,
  invalidates,
  texts,
  summary,
  refundInRed = false,
}: {
  choice: { disputeId: string; outcome: TDisputeOutcome } | null;
  onClose: () => void;
  resolve: (id: string, outcome: TDisputeOutcome) => Promise<{ message: string }>;
  invalidates: QueryKey;
  texts: TResolveDisputeTexts;
  /** What is being decided, above the question. */
  summary?: ReactNode;
  refundInRed?: boolean;
}) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: TDisputeOutcome }) => resolve(id, outcome),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      onClose();
      void queryClient.invalidateQueries({ queryKey: invalidates });
    },
    onError: (error) =>
      showToast({ variant: 'error', message: error instanceof ApiError ? error.message : texts.failed }),
  });
  const refund = choice?.outcome === 'REFUNDED';
  return (
    <Modal opened={choice !== null} onClose={onClose} title={texts.title} centered>
      <Stack gap="md">
        {summary}
        <Text size="sm">{refund ? texts.refundText : texts.releaseText}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button
            color={refund && refundInRed ? 'red' : undefined}
            loading={decide.isPending}
            onClick={() => choice && decide.mutate({ id: choice.disputeId, outcome: choice.outcome })}
          >
            {refund ? texts.refund : texts.release}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
