import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChatMessage } from '@zadania/shared';
import { type KeyboardEvent, useRef, useState } from 'react';
import { uploadErrorMessage, uploadFile } from '../../components/files/upload-file';
import { showToast } from '../../lib/toasts';
import { chatApi } from './chat-api';
import { addMessage } from './chat-cache';
import { isBlankHtml } from './chat-editor';
import { useTypingAnnouncer } from './useChatRealtime';

/**
 * The message being written and how it leaves: sent (Enter, or the button) as a reply or in a thread, files
 * attached with their upload progress, the typing announced, and the editor emptied after sending.
 */
export function useChatComposer({
  roomId,
  threadMessageId,
  replyTo,
  onCancelReply,
}: {
  roomId: string;
  threadMessageId: string | null;
  replyTo: TChatMessage | null;
  onCancelReply: () => void;
}) {
  const queryClient = useQueryClient();
  const [html, setHtml] = useState('');
  // The editor keeps its own document: a new key empties it after sending.
  const [editorKey, setEditorKey] = useState(0);
  // The key of the editor in use: a change the replaced editor still reports (its pending text) is dropped.
  const currentKey = useRef(0);
  const renderedKey = editorKey;
  // The editor reports changes after a short pause; Enter right after typing reads the document itself.
  const editorRef = useRef<{ getHTML: () => string; isDestroyed: boolean } | null>(null);
  const latestHtml = useRef(html);
  latestHtml.current = html;
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [meetingOpen, setMeetingOpen] = useState(false);

  const typing = useTypingAnnouncer(roomId, threadMessageId);
  const afterSend = (message: TChatMessage) => {
    typing.stopped();
    addMessage(queryClient, roomId, message);
  };

  const send = useMutation({
    mutationFn: (message: string) =>
      chatApi.sendMessage(roomId, { message, replyTo: replyTo?.id ?? null, threadMessageId }),
    onSuccess: (sent) => {
      currentKey.current += 1;
      setHtml('');
      setEditorKey(currentKey.current);
      onCancelReply();
      if ('reason' in sent) {
        showToast({ variant: 'warning', message: sent.reason });
        afterSend(sent.message);
      } else afterSend(sent);
    },
  });

  const attach = useMutation({
    mutationFn: async (files: File[]) => {
      const uploaded = [];
      for (const [index, file] of files.entries()) {
        const stored = await uploadFile({
          file,
          assign: 'CHAT_ATTACHMENT',
          onProgress: (percent) => setUploadPercent(Math.round((index * 100 + percent) / files.length)),
        });
        uploaded.push(stored.id);
      }
      return chatApi.sendAttachments(roomId, uploaded, threadMessageId);
    },
    onSuccess: afterSend,
    onError: (error) => showToast({ variant: 'error', message: uploadErrorMessage(error) }),
    onSettled: () => setUploadPercent(null),
  });

  const submit = () => {
    const editor = editorRef.current;
    const message = editor && !editor.isDestroyed ? editor.getHTML() : latestHtml.current;
    if (isBlankHtml(message) || send.isPending) return;
    send.mutate(message);
  };

  // Enter sends; Shift+Enter (and Enter while composing text with an IME) is left to the editor; Escape drops the reply.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key.length === 1 || event.key === 'Backspace') typing.typed();
    if (event.key === 'Escape' && replyTo) {
      onCancelReply();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.isContentEditable) return;
    event.preventDefault();
    event.stopPropagation();
    submit();
  };

  return {
    html,
    editorKey,
    /** A change the replaced editor still reports (its pending text) is dropped. */
    onEditorChange: (value: string) => {
      if (renderedKey === currentKey.current) setHtml(value);
    },
    onEditorReady: (editor: { getHTML: () => string; isDestroyed: boolean }) => {
      editorRef.current = editor;
    },
    onKeyDownCapture,
    submit,
    send,
    attach,
    uploadPercent,
    meetingOpen,
    setMeetingOpen,
    afterSend,
  };
}
