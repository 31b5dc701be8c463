/**
 * What a person typed, chose or ticked in a server-rendered form before its island started. React adopts the
 * server's HTML without touching the fields, so their text stays on screen while the island's state still holds
 * what the server rendered; an island that did nothing would save the server's values under the typed ones.
 * Each form island takes these over when it starts, so nothing typed on a slow phone is lost or ignored.
 */
import { useEffect, useRef, useState } from 'react';

/** A field's text or choice, a box's tick, or the files chosen in a file field. */
export type EarlyValue = string | boolean | FileList;

/** The fields under `root` whose value differs from the one the server rendered, by id (or name). */
export function changedBeforeStart(root: HTMLElement): Record<string, EarlyValue> {
  const changed: Record<string, EarlyValue> = {};
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (
      !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    )
      continue;
    const key = field.id || field.name;
    if (!key || field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (rendered && field.value !== rendered.value) changed[key] = field.value;
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) changed[key] = field.checked;
    } else if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked && !field.defaultChecked) changed[field.name || key] = field.value;
    } else if (field instanceof HTMLInputElement && field.type === 'file') {
      if (field.files && field.files.length > 0) changed[key] = field.files;
    } else if (field.value !== field.defaultValue) {
      changed[key] = field.value;
    }
  }
  return changed;
}

/** `changed` laid over `current`: only its own keys, each only with a value of the same kind. */
export function withEarlyInput<T extends object>(current: T, changed: Record<string, EarlyValue>): T {
  let next: T | null = null;
  for (const [key, value] of Object.entries(changed)) {
    if (!(key in current) || typeof (current as Record<string, unknown>)[key] !== typeof value) continue;
    next ??= { ...current };
    (next as Record<string, unknown>)[key] = value;
  }
  return next ?? current;
}

/**
 * When the island starts, hands what was typed into the form `formId` to `adopt` (for a state object,
 * `setState((current) => withEarlyInput(current, changed))`), and answers whether the island has started. A
 * form's submit buttons stay disabled until then: a form submitted before its island runs would be sent by the
 * browser as a GET of the page, and what was typed would be lost. Call it after any effect that restores a saved
 * draft, so that what the person typed on this page wins over it.
 *
 * The fields are read during the island's first render, before hydration reaches them: hydrating a text area
 * whose server text is not empty puts that text back into it, over what was typed.
 */
export function useEarlyInput(formId: string, adopt: (changed: Record<string, EarlyValue>) => void): boolean {
  const early = useRef<Record<string, EarlyValue> | null>(null);
  if (early.current === null && typeof document !== 'undefined') {
    const form = document.getElementById(formId);
    early.current = form ? changedBeforeStart(form) : {};
  }
  const [started, setStarted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island starts; later typing goes through the fields' own handlers
  useEffect(() => {
    if (early.current && Object.keys(early.current).length > 0) adopt(early.current);
    setStarted(true);
  }, []);
  return started;
}
