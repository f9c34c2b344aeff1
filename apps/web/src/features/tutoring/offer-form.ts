import {
  parsePlnInput,
  type TSchoolLevel,
  type TSubject,
  type TTutoringOffer,
  type TTutoringOfferSave,
  ZTutoringOfferSave,
} from '@zadania/shared';
import { plnInputText } from './tutoring-format';

/** A number field: a number, or what is typed while it is not one yet ('' when empty). */
export type TNumberValue = number | string;

export type TLessonOptionValue = { key: string; id?: string; durationMinutes: TNumberValue; price: string };
export type TPackageValue = { key: string; id?: string; lessonCount: TNumberValue; discountPercent: TNumberValue };
export type TOfferFormValues = {
  enabled: boolean;
  description: string;
  subjects: TSubject[];
  levels: TSchoolLevel[];
  lessonOptions: TLessonOptionValue[];
  packages: TPackageValue[];
  group: { enabled: boolean; maxParticipants: TNumberValue; feePercent: TNumberValue };
  breakMinutes: number;
};

let keyCounter = 0;
/** A stable React key for a row. */
export const newRowKey = () => {
  keyCounter += 1;
  return `t${keyCounter}`;
};

export const emptyLessonOption = (): TLessonOptionValue => ({ key: newRowKey(), durationMinutes: 60, price: '' });
export const emptyPackage = (): TPackageValue => ({ key: newRowKey(), lessonCount: 5, discountPercent: 10 });

/** The form's values of a saved offer: prices as złoty with a decimal comma. */
export function valuesFromOffer(offer: TTutoringOffer): TOfferFormValues {
  return {
    enabled: offer.enabled,
    description: offer.description,
    subjects: [...offer.subjects],
    levels: [...offer.levels],
    lessonOptions: offer.lessonOptions.map((option) => ({
      key: newRowKey(),
      id: option.id,
      durationMinutes: option.durationMinutes,
      price: plnInputText(option.priceGross),
    })),
    packages: offer.packages.map((option) => ({
      key: newRowKey(),
      id: option.id,
      lessonCount: option.lessonCount,
      discountPercent: option.discountPercent,
    })),
    group: { ...offer.group },
    breakMinutes: offer.breakMinutes,
  };
}

/** A typed whole number as the schema reads it: '' is missing. */
function toNumber(value: TNumberValue): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}

/** The request body of PUT /tutoring/offer: złoty typed with a comma become grosze, minutes stay minutes. */
export function toOfferSave(values: TOfferFormValues): TTutoringOfferSave {
  return {
    enabled: values.enabled,
    description: values.description,
    subjects: values.subjects,
    levels: values.levels,
    lessonOptions: values.lessonOptions.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      durationMinutes: toNumber(option.durationMinutes) as number,
      priceGross: parsePlnInput(option.price) as number,
    })),
    packages: values.packages.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      lessonCount: toNumber(option.lessonCount) as number,
      discountPercent: toNumber(option.discountPercent) as number,
    })),
    group: {
      enabled: values.group.enabled,
      maxParticipants: toNumber(values.group.maxParticipants) as number,
      feePercent: toNumber(values.group.feePercent) as number,
    },
    breakMinutes: values.breakMinutes,
  };
}

/** The form key of a message: its path joined with dots, as the API's `errors[].path` is. */
export const formPathOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

export type TOfferValidation = { ok: true; data: TTutoringOfferSave } | { ok: false; errors: Record<string, string> };

/** Client-side validation with the API's own schema and messages; the first message per field wins. */
export function validateOffer(values: TOfferFormValues): TOfferValidation {
  const body = toOfferSave(values);
  const result = ZTutoringOfferSave.safeParse(body);
  if (result.success) return { ok: true, data: body };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[formPathOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}
