import { Alert, Anchor, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconBulb, IconLock, IconLockOpen, IconMessageCircle, IconSend, IconWallet } from '@tabler/icons-react';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  commerceMessages,
  type TSolutionAccess,
  type TUnlockRequest,
  type TUploadedFile,
  ZSolutionCheckRequest,
} from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UploadField } from '../../components/files/UploadField';
import { pluralize } from '../../i18n/plural';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { showErrorToast, showToast } from '../../lib/toasts';
import { useIsAuthenticated } from '../auth/useSession';
import { commerceKeys } from '../commerce/commerce-keys';
import { paywallPl } from './homework.pl';
import { paywallApi } from './paywall-api';
import { useSingleFlight } from './useSingleFlight';

/** '1 token', '3 tokeny', '5 tokenów'. */
export const tokensText = (count: number) => pluralize(count, paywallPl.tokens);

/** The wallet ran short (402): the server's Polish message and the way to top it up. */
function NotEnoughTokens({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconWallet size={18} aria-hidden />} role="alert">
      <Stack gap={6} align="flex-start">
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to="/account/wallet" size="sm" fw={600}>
          {t('paywall.topUp')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function LogInToUnlock() {
  const { t } = useTranslation();
  const location = useLocation();
  const redirect = encodeURIComponent(location.pathname + location.search);
  return (
    <Button component={Link} to={`/login?redirect=${redirect}`} variant="light" leftSection={<IconLock size={16} />}>
      {t('paywall.logInToUnlock')}
    </Button>
  );
}

/** The wallet's balance and history changed with a spend. */
function refreshWallet(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: commerceKeys.wallet });
  void queryClient.invalidateQueries({ queryKey: commerceKeys.tokenHistory });
}

const isShortOfTokens = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 402;

/** Spends tokens on the task's paid solution or hint, then reads the solution again. */
function useUnlock(homeworkId: string, type: TUnlockRequest['type']) {
  const queryClient = useQueryClient();
  const [shortage, setShortage] = useState<string | null>(null);
  const once = useSingleFlight();
  const mutation = useMutation({
    mutationFn: () => paywallApi.unlock(homeworkId, type),
    onMutate: () => setShortage(null),
    onSuccess: async ({ message }) => {
      showToast({ variant: 'success', message: message || commerceMessages.unlocked });
      refreshWallet(queryClient);
      await queryClient.invalidateQueries({ queryKey: queryKeys.solution(homeworkId) });
    },
    onError: (error) => {
      if (isShortOfTokens(error)) setShortage(error.message);
      else showErrorToast(error instanceof Error ? error.message : String(error));
    },
  });
  return { unlock: () => once(() => mutation.mutateAsync()), pending: mutation.isPending, shortage };
}

/** A paid solution still locked: what is held back, and the button that spends the tokens. */
export function LockedSteps({ homeworkId, access }: { homeworkId: string; access: TSolutionAccess }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const { unlock, pending, shortage } = useUnlock(homeworkId, 'PAID_SOLUTION');
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-default-hover)" data-testid="solution-locked">
      <Stack gap="sm" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          <IconLock size={20} aria-hidden />
          <Text fw={600}>{t('paywall.locked', { hidden: access.hiddenSteps })}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('paywall.lockedText')}
        </Text>
        {signedIn ? (
          <Button leftSection={<IconLockOpen size={16} aria-hidden />} loading={pending} onClick={unlock}>
            {t('paywall.unlock', { tokens: tokensText(access.price) })}
          </Button>
        ) : (
          <LogInToUnlock />
        )}
        {shortage && <NotEnoughTokens message={shortage} />}
      </Stack>
    </Card>
  );
}

/** The task's hint: shown when free or bought, else the button that buys it. */
export function SolutionHint({ homeworkId, access }: { homeworkId: string; access: TSolutionAccess }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const { unlock, pending, shortage } = useUnlock(homeworkId, 'HINT');
  const { hint } = access;
  if (!hint.available) return null;
  if (hint.unlocked) {
    if (!hint.text) return null;
    return (
      <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="hint-heading">
        <Stack gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconBulb size={18} aria-hidden color="var(--mantine-color-yellow-6)" />
            <Title order={3} size="h5" id="hint-heading">
              {t('paywall.hint')}
            </Title>
          </Group>
          <RichContent html={hint.text} />
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      {signedIn ? (
        <Button
          variant="light"
          color="yellow"
          leftSection={<IconBulb size={16} aria-hidden />}
          loading={pending}
          onClick={unlock}
        >
          {t('paywall.hintFor', { tokens: tokensText(hint.price) })}
        </Button>
      ) : (
        <Group gap="xs">
          <IconBulb size={16} aria-hidden />
          <Text size="sm">{t('paywall.hintLocked')}</Text>
          <LogInToUnlock />
        </Group>
      )}
      {shortage && <NotEnoughTokens message={shortage} />}
    </Stack>
  );
}

type TCheckErrors = { files?: string; comment?: string; shortage?: string };

/** The student's own solution, sent to the task's author with a comment; the author answers in the chat. */
function SolutionCheckDialog({
  homeworkId,
  price,
  opened,
  onClose,
  onSent,
}: {
  homeworkId: string;
  price: number;
  opened: boolean;
  onClose: () => void;
  onSent: (roomId: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [comment, setComment] = useState('');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<TCheckErrors>({});
  const once = useSingleFlight();
  const send = useMutation({
    mutationFn: (body: { fileIds: string[]; comment: string }) =>
      paywallApi.requestSolutionCheck(homeworkId, body.fileIds, body.comment),
    onSuccess: ({ message, roomId }) => {
      showToast({ variant: 'success', message: message || t('paywall.sent') });
      refreshWallet(queryClient);
      setFiles([]);
      setComment('');
      onSent(roomId);
    },
    onError: (error) => {
      if (isShortOfTokens(error)) {
        setErrors({ shortage: error.message });
        return;
      }
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      const fileError = fields.find((item) => item.path.startsWith('fileIds'))?.message;
      const commentError = fields.find((item) => item.path === 'comment')?.message;
      if (fileError || commentError) setErrors({ files: fileError, comment: commentError });
      else showErrorToast(error instanceof Error ? error.message : String(error));
    },
  });

  const submit = () => {
    if (uploading) return;
    const parsed = ZSolutionCheckRequest.safeParse({ fileIds: files.map((file) => file.id), comment });
    if (!parsed.success) {
      const next: TCheckErrors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'fileIds') next.files ??= issue.message;
        if (issue.path[0] === 'comment') next.comment ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    once(() => send.mutateAsync(parsed.data));
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !send.isPending && onClose()}
      title={t('paywall.solutionCheckTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('paywall.solutionCheckIntro', { tokens: tokensText(price) })}</Text>
        <UploadField
          label={t('paywall.solutionFiles')}
          assign="CHAT_ATTACHMENT"
          multiple
          maxFiles={5}
          required
          value={files}
          onChange={(next) => {
            setFiles(next);
            setErrors((old) => ({ ...old, files: undefined }));
          }}
          onStateChange={(state) => setUploading(state.uploading)}
          error={errors.files ?? null}
        />
        <Textarea
          label={t('paywall.comment')}
          placeholder={t('paywall.commentPlaceholder')}
          rows={4}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setErrors((old) => ({ ...old, comment: undefined }));
          }}
          description={t('paywall.commentLength', { length: comment.length })}
          error={errors.comment}
        />
        {errors.shortage && <NotEnoughTokens message={errors.shortage} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            {t('paywall.cancel')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={send.isPending}
            disabled={uploading}
            onClick={submit}
          >
            {t('paywall.send', { tokens: tokensText(price) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** 'Poproś autora o sprawdzenie rozwiązania': signed-in readers of a task whose author can still answer. */
export function SolutionCheck({ homeworkId, access }: { homeworkId: string; access: TSolutionAccess }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const [opened, setOpened] = useState(false);
  const [roomId, setRoomId] = useState<string | null>(null);
  if (!access.solutionCheck.available || !signedIn) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        leftSection={<IconMessageCircle size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        style={{ maxWidth: '100%', height: 'auto', minHeight: 36, whiteSpace: 'normal' }}
      >
        {t('paywall.solutionCheck', { tokens: tokensText(access.solutionCheck.price) })}
      </Button>
      {roomId && (
        <Anchor component={Link} to={`/chat?chatRoomId=${roomId}`} size="sm" fw={600}>
          {t('paywall.openChat')}
        </Anchor>
      )}
      <SolutionCheckDialog
        homeworkId={homeworkId}
        price={access.solutionCheck.price}
        opened={opened}
        onClose={() => setOpened(false)}
        onSent={(room) => {
          setRoomId(room);
          setOpened(false);
        }}
      />
    </Stack>
  );
}

/** The author (or ADMIN) of a paid solution sees all of it, marked as paid for everybody else. */
export function PaidSolutionNote() {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <IconLockOpen size={16} aria-hidden />
      <Text size="sm" c="dimmed">
        {t('paywall.paidNote')}
      </Text>
    </Group>
  );
}
