import { extensionOf, type TFileKindRule } from '@zadania/shared';

export type TUploadRejection =
  | { reason: 'tooMany'; max: number }
  | { reason: 'format'; file: File; extensions: readonly string[] }
  | { reason: 'size'; file: File; maxSize: number };

/** A file being uploaded or chosen: the same name and size at once is the same file chosen twice. */
export type TFileIdentity = { name: string; size: number };

type TCheckInput = {
  selected: File[];
  rule: Pick<TFileKindRule, 'extensions' | 'maxSize'>;
  /** Most files the field may hold (1 in single-file mode). */
  max: number;
  /** How many files the field already holds or is uploading. */
  heldCount: number;
  /** The files being uploaded now. */
  uploading: TFileIdentity[];
};

/**
 * The client-side checks before anything is sent (docs/product-spec.md sections 5 and 8): too many files rejects the
 * whole selection; a wrong extension or a size over the kind's limit skips that file only. A name already held is
 * no reason to refuse (every phone photo is image.jpg: two files of one name are two files, issue 38); the same
 * file chosen twice while it uploads (same name and size) is sent once, silently.
 */
export function checkSelectedFiles({ selected, rule, max, heldCount, uploading }: TCheckInput): {
  accepted: File[];
  rejections: TUploadRejection[];
} {
  const sameFile = (a: TFileIdentity, b: TFileIdentity) => a.name === b.name && a.size === b.size;
  const fresh = selected.filter(
    (file, index) =>
      !uploading.some((item) => sameFile(item, file)) && selected.findIndex((other) => sameFile(other, file)) === index,
  );
  if (heldCount + fresh.length > max) {
    return { accepted: [], rejections: [{ reason: 'tooMany', max }] };
  }
  const accepted: File[] = [];
  const rejections: TUploadRejection[] = [];
  for (const file of fresh) {
    if (!rule.extensions.includes(extensionOf(file.name))) {
      rejections.push({ reason: 'format', file, extensions: rule.extensions });
    } else if (file.size > rule.maxSize) {
      rejections.push({ reason: 'size', file, maxSize: rule.maxSize });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejections };
}
