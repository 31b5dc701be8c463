/**
 * How a submitted form reads in zod: the pieces every form action shares. A form leaves out what the person
 * did not fill, tick or choose, so each piece turns that absence into an empty answer the domain rules judge.
 */
import { z } from 'astro/zod';

/** A missing form field arrives as null: that is an empty answer, which the domain rules then judge. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

/** A checkbox or switch sends "on" when ticked and nothing otherwise. */
export const checkbox = z
  .union([z.boolean(), z.string()])
  .nullish()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** An empty file input arrives as a nameless, empty File: that is no file. */
export const optionalFile = z
  .instanceof(File)
  .nullish()
  .transform((file) => (file && file.size > 0 ? file : undefined));

/** How a form sends each field of a domain schema: a boolean field as a checkbox, any other as text up to `max`. */
export function formFields<S extends Record<string, z.core.$ZodType>>(shape: S, max: number) {
  const read = text(max);
  return Object.fromEntries(
    Object.entries(shape).map(([field, schema]) => [field, schema._zod.def.type === 'boolean' ? checkbox : read]),
  ) as {
    [K in keyof S]: S[K] extends z.core.$ZodBoolean ? typeof checkbox : typeof read;
  };
}
