import { extensionOf, type TFileKindRule } from '@zadania/shared';

export type TUploadRejection =
  | { reason: 'tooMany'; max: number }
  | { reason: 'format'; file: File; extensions: readonly string[] }
  | { reason: 'size'; file: File; maxSize: number }
  | { reason: 'duplicate'; file: File };

type TCheckInput = {
  selected: File[];
  rule: Pick<TFileKindRule, 'extensions' | 'maxSize'>;
  /** Most files the field may hold (1 in single-file mode). */
  max: number;
  /** Names of the files the field already holds or is uploading. */
  existingNames: string[];
};

/**
 * The client-side checks before anything is sent (docs/product-spec.md sections 5 and 8): too many files rejects the
 * whole selection; a wrong extension, a size over the kind's limit or a name already present skips
 * that file only.
 */
export function checkSelectedFiles({ selected, rule, max, existingNames }: TCheckInput): {
  accepted: File[];
  rejections: TUploadRejection[];
} {
  if (existingNames.length + selected.length > max) {
    return { accepted: [], rejections: [{ reason: 'tooMany', max }] };
  }
  const names = new Set(existingNames);
  const accepted: File[] = [];
  const rejections: TUploadRejection[] = [];
  for (const file of selected) {
    if (!rule.extensions.includes(extensionOf(file.name))) {
      rejections.push({ reason: 'format', file, extensions: rule.extensions });
    } else if (file.size > rule.maxSize) {
      rejections.push({ reason: 'size', file, maxSize: rule.maxSize });
    } else if (names.has(file.name)) {
      rejections.push({ reason: 'duplicate', file });
    } else {
      names.add(file.name);
      accepted.push(file);
    }
  }
  return { accepted, rejections };
}
