import { Alert, FileInput, Image as MantineImage, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isAllowedMediaSrc, toEmbedUrl } from '../url-policy';
import { DialogActions, type TEditorDialogProps, type TEditorFormProps } from './DialogActions';
import { useEditorUi } from './EditorUiContext';
import { uiMessages } from './messages';
import { isInside } from './node-queries';
import type { TUploadKind } from './types';

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'mkv', 'avi'] as const;
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 5 * 1024 * 1024 * 1024;

const fileExtension = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Whether a link is an HLS stream (.m3u8): used as the video source directly, nothing is fetched. */
export function isStreamUrl(url: string): boolean {
  return isAllowedMediaSrc(url) && /\.m3u8(?:[?#]|$)/i.test(url.trim());
}

type TUploadState = {
  file: File | null;
  progress: number;
  uploading: boolean;
  result: { id: string; url: string } | null;
  error: string | null;
};

const emptyUpload: TUploadState = { file: null, progress: 0, uploading: false, result: null, error: null };

/** Checks a chosen file (format, size) and uploads it through the `uploadFile` callback with progress. */
function useEditorUpload(kind: TUploadKind, extensions: readonly string[], maxBytes: number, maxLabel: string) {
  const { callbacks } = useEditorUi();
  const [state, setState] = useState<TUploadState>(emptyUpload);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const choose = (file: File | null) => {
    controller.current?.abort();
    if (!file) {
      setState(emptyUpload);
      return;
    }
    if (!extensions.includes(fileExtension(file.name))) {
      setState({ ...emptyUpload, file, error: `${uiMessages.invalidFileFormat} Dozwolone: ${extensions.join(', ')}.` });
      return;
    }
    if (file.size > maxBytes) {
      setState({ ...emptyUpload, file, error: `${uiMessages.fileTooLarge} Maksymalnie ${maxLabel}.` });
      return;
    }
    if (!callbacks.uploadFile) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ ...emptyUpload, file, uploading: true });
    callbacks
      .uploadFile(file, {
        kind,
        signal: abort.signal,
        onProgress: (percent) => {
          if (!abort.signal.aborted) setState((current) => ({ ...current, progress: percent }));
        },
      })
      .then((result) => {
        if (!abort.signal.aborted) setState((current) => ({ ...current, uploading: false, progress: 100, result }));
      })
      .catch(() => {
        if (!abort.signal.aborted) {
          setState((current) => ({ ...current, uploading: false, result: null, error: uiMessages.uploadFailed }));
        }
      });
  };

  return { state, choose };
}

/** The file field of an upload, with the upload's progress under it once it started. */
function UploadField({
  upload: { state, choose },
  label,
  placeholder,
  accept,
}: {
  upload: ReturnType<typeof useEditorUpload>;
  label: string;
  placeholder: string;
  accept: string;
}) {
  return (
    <>
      <FileInput
        label={label}
        placeholder={placeholder}
        accept={accept}
        value={state.file}
        onChange={choose}
        clearable
        error={state.error}
      />
      {state.uploading || state.result ? (
        <Stack gap={2}>
          <Progress value={state.progress} aria-label="Postęp przesyłania" size="sm" animated={state.uploading} />
          <Text size="xs" c="dimmed" data-testid="upload-progress">
            {state.progress}%
          </Text>
        </Stack>
      ) : null}
    </>
  );
}

/**
 * Image modal: a file (jpg, jpeg, png, gif, up to 25 MB) uploaded with progress, or an optional link that
 * must be valid. Nothing is inserted until the upload succeeded, so a failed upload leaves no image.
 */
export function ImageDialog({ editor, opened, onClose, subfigure }: TEditorDialogProps & { subfigure?: boolean }) {
  return (
    <Modal opened={opened} onClose={onClose} title={subfigure ? 'Dodaj obraz do grupy' : 'Dodaj obraz'} centered>
      {opened ? <ImageForm editor={editor} onClose={onClose} subfigure={subfigure} /> : null}
    </Modal>
  );
}

function ImageForm({ editor, onClose, subfigure }: TEditorFormProps & { subfigure?: boolean }) {
  const upload = useEditorUpload('image', IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, '25 MB');
  const { state } = upload;
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const link = url.trim();
  const linkError = link && !isAllowedMediaSrc(link) ? uiMessages.imageUrlInvalid : null;
  const source = state.result
    ? { src: state.result.url, fileId: state.result.id }
    : link && !linkError
      ? { src: link }
      : null;
  const valid = !state.uploading && !linkError && !!source;

  const submit = () => {
    if (!valid || !source) return;
    const image = { ...source, alt: alt.trim() || null };
    const chain = editor.chain().focus();
    let done: boolean;
    if (!subfigure) done = chain.insertImage(image).run();
    else if (isInside(editor.state, 'figureGroup')) done = chain.addSubfigure(image).run();
    else done = chain.insertFigureGroup({ images: [image] }).run();
    if (done) onClose();
  };

  return (
    <Stack gap="sm">
      <UploadField
        upload={upload}
        label="Plik obrazu"
        placeholder="Wybierz plik (jpg, jpeg, png, gif)"
        accept="image/png,image/jpeg,image/gif"
      />
      <TextInput
        label="Link do obrazu (opcjonalnie)"
        placeholder="https://"
        value={url}
        onChange={(event) => setUrl(event.currentTarget.value)}
        error={linkError}
      />
      <TextInput label="Tekst alternatywny" value={alt} onChange={(event) => setAlt(event.currentTarget.value)} />
      {source ? <MantineImage src={source.src} alt={alt} mah={200} fit="contain" data-testid="image-preview" /> : null}
      <DialogActions onCancel={onClose} onConfirm={submit} disabled={!valid} />
    </Stack>
  );
}

/**
 * Video modal: a file (mp4, mkv, avi, up to 5 GB) uploaded with progress, or a YouTube or Vimeo link
 * (embedded), or an .m3u8 stream link (used as is, nothing fetched). mp4 files play after a few minutes.
 */
export function VideoDialog({ editor, opened, onClose }: TEditorDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Dodaj film" centered>
      {opened ? <VideoForm editor={editor} onClose={onClose} /> : null}
    </Modal>
  );
}

function VideoForm({ editor, onClose }: TEditorFormProps) {
  const upload = useEditorUpload('video', VIDEO_EXTENSIONS, VIDEO_MAX_BYTES, '5 GB');
  const { state } = upload;
  const [url, setUrl] = useState('');
  const link = url.trim();
  const embed = link ? toEmbedUrl(link) : null;
  const stream = link && !embed && isStreamUrl(link) ? link : null;
  const linkError = link && !embed && !stream ? uiMessages.videoLinkOnly : null;
  const isMp4 = !!state.file && fileExtension(state.file.name) === 'mp4' && !state.error;
  const valid = !state.uploading && !linkError && (!!state.result || !!embed || !!stream);

  const submit = () => {
    if (!valid) return;
    const chain = editor.chain().focus();
    let done = false;
    if (state.result) done = chain.insertVideo({ src: state.result.url }).run();
    else if (embed) done = chain.insertIframe({ src: embed }).run();
    else if (stream) done = chain.insertVideo({ src: stream }).run();
    if (done) onClose();
  };

  return (
    <Stack gap="sm">
      <UploadField
        upload={upload}
        label="Plik filmu"
        placeholder="Wybierz plik (mp4, mkv, avi)"
        accept="video/mp4,video/x-matroska,video/x-msvideo,.mkv,.avi"
      />
      {isMp4 ? (
        <Alert color="yellow" variant="light" data-testid="mp4-warning">
          {uiMessages.mp4Warning}
        </Alert>
      ) : null}
      <TextInput
        label="Link do filmu (YouTube, Vimeo lub .m3u8)"
        placeholder="https://www.youtube.com/watch?v=…"
        value={url}
        onChange={(event) => setUrl(event.currentTarget.value)}
        error={linkError}
      />
      <DialogActions onCancel={onClose} onConfirm={submit} disabled={!valid} />
    </Stack>
  );
}
