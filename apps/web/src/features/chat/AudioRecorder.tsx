import { ActionIcon, Group, Progress, Text, Tooltip } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadErrorMessage } from '../../components/files/upload-file';
import { showToast } from '../../lib/toasts';
import { sendAudioMessage } from './chat-api';
import { addMessage } from './chat-cache';
import './chat.pl';

/** The container MediaRecorder writes and the file name the server checks by extension (webm or ogg). */
function recordingFormat(): { mimeType: string; extension: string } | null {
  if (typeof MediaRecorder === 'undefined') return null;
  for (const [mimeType, extension] of [
    ['audio/webm;codecs=opus', 'webm'],
    ['audio/webm', 'webm'],
    ['audio/ogg;codecs=opus', 'ogg'],
  ] as const) {
    if (MediaRecorder.isTypeSupported(mimeType)) return { mimeType, extension };
  }
  return null;
}

type TRecording = { recorder: MediaRecorder; stream: MediaStream; startedAt: number; discard: boolean };

/** Records a voice message with MediaRecorder and sends it as POST /chat/{id}/audio-message with progress. */
export function AudioRecorder({ roomId, threadMessageId }: { roomId: string; threadMessageId: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recording = useRef<TRecording | null>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: (blob: { data: Blob; extension: string }) =>
      sendAudioMessage({
        roomId,
        threadMessageId,
        recording: blob.data,
        fileName: `nagranie-${Date.now()}.${blob.extension}`,
        onProgress: setProgress,
      }),
    onSuccess: (message) => addMessage(queryClient, roomId, message),
    onError: (error) => showToast({ variant: 'error', message: uploadErrorMessage(error) }),
    onSettled: () => setProgress(null),
  });

  const isRecording = seconds !== null;
  useEffect(() => {
    if (!isRecording) return;
    const timer = window.setInterval(() => {
      const current = recording.current;
      if (current) setSeconds(Math.floor((Date.now() - current.startedAt) / 1000));
    }, 500);
    return () => window.clearInterval(timer);
  }, [isRecording]);

  // Leaving the room stops the microphone.
  useEffect(
    () => () => {
      const current = recording.current;
      if (!current) return;
      current.discard = true;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      for (const track of current.stream.getTracks()) track.stop();
    },
    [],
  );

  const start = async () => {
    const format = recordingFormat();
    if (!format || !navigator.mediaDevices?.getUserMedia) {
      showToast({ variant: 'error', message: t('chat.recordingUnsupported') });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      showToast({ variant: 'error', message: t('chat.microphoneDenied') });
      return;
    }
    const recorder = new MediaRecorder(stream, { mimeType: format.mimeType });
    const chunks: Blob[] = [];
    const current: TRecording = { recorder, stream, startedAt: Date.now(), discard: false };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      recording.current = null;
      setSeconds(null);
      if (!current.discard && chunks.length > 0) {
        send.mutate({ data: new Blob(chunks, { type: format.mimeType.split(';')[0] }), extension: format.extension });
      }
    };
    recording.current = current;
    recorder.start();
    setSeconds(0);
  };

  const stop = (discard: boolean) => {
    const current = recording.current;
    if (!current) return;
    current.discard = discard;
    current.recorder.stop();
  };

  if (progress !== null) {
    return (
      <Group gap="xs" wrap="nowrap" miw={160}>
        <Progress value={progress} style={{ flex: 1 }} aria-label={t('chat.uploadingAudio', { percent: progress })} />
        <Text size="xs">{progress}%</Text>
      </Group>
    );
  }

  if (seconds !== null) {
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="red" role="status">
          {t('chat.recording', { seconds })}
        </Text>
        <Tooltip label={t('chat.stopRecording')}>
          <ActionIcon color="red" variant="filled" aria-label={t('chat.stopRecording')} onClick={() => stop(false)}>
            <IconPlayerStopFilled size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('chat.cancelRecording')}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('chat.cancelRecording')} onClick={() => stop(true)}>
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }

  return (
    <Tooltip label={t('chat.recordAudio')}>
      <ActionIcon variant="subtle" aria-label={t('chat.recordAudio')} onClick={() => void start()}>
        <IconMicrophone size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
