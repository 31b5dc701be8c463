/**
 * A half-filled merchant application, kept in the browser under `merchantApplicationDraft:<userId>` so that a
 * reload loses nothing but the files (a browser cannot keep a chosen file): the text fields, the step, and
 * which files had been chosen, so the form can say which ones to choose again.
 */
import { DOCUMENT_FIELDS, IMAGE_FIELDS, TEXT_LIMITS, type FileField } from '../../lib/merchant-application';

export type TextField = keyof typeof TEXT_LIMITS;
export type DraftText = Record<TextField, string>;

export interface ApplicationDraft {
  step: number;
  text: Partial<DraftText>;
  /** File fields that had a file when the draft was saved. */
  files: FileField[];
}

export const TEXT_FIELDS = Object.keys(TEXT_LIMITS) as TextField[];
export const FILE_FIELDS: FileField[] = [...DOCUMENT_FIELDS, ...IMAGE_FIELDS];
export const STEP_COUNT = 6;

export function draftKey(userId: string): string {
  return `merchantApplicationDraft:${userId}`;
}

/** Reads a saved draft; anything malformed is dropped (with a warning), never thrown. */
export function parseDraft(raw: string | null): ApplicationDraft | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    console.warn('The saved merchant application could not be read and was dropped', error);
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    console.warn('The saved merchant application was not an object and was dropped');
    return null;
  }
  const saved = value as Record<string, unknown>;
  const step =
    Number.isInteger(saved.step) && (saved.step as number) >= 1 && (saved.step as number) <= STEP_COUNT
      ? (saved.step as number)
      : 1;
  const text: Partial<DraftText> = {};
  if (saved.text && typeof saved.text === 'object' && !Array.isArray(saved.text)) {
    const savedText = saved.text as Record<string, unknown>;
    for (const field of TEXT_FIELDS) {
      const entry = savedText[field];
      if (typeof entry === 'string') text[field] = entry.slice(0, TEXT_LIMITS[field]);
    }
  }
  const files = Array.isArray(saved.files)
    ? FILE_FIELDS.filter((field) => (saved.files as unknown[]).includes(field))
    : [];
  return { step, text, files };
}

export function loadDraft(userId: string): ApplicationDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(userId));
    const draft = parseDraft(raw);
    if (raw !== null && draft === null) localStorage.removeItem(draftKey(userId));
    return draft;
  } catch (error) {
    console.warn('The saved merchant application could not be read', error);
    return null;
  }
}

export function saveDraft(userId: string, draft: ApplicationDraft): void {
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch (error) {
    console.warn('The merchant application could not be saved in this browser', error);
  }
}

export function clearDraft(userId: string): void {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch (error) {
    console.warn('The saved merchant application could not be removed', error);
  }
}
