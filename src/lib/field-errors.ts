/**
 * What a form shows from a schema's check: each field's first message, by the field (the first part of its path).
 * Shared by every form whose rules are a zod schema (sign-up, checkout, store settings, product draft, merchant
 * application), on the screen and on the server alike.
 */
interface Checked {
  safeParse(input: unknown): { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export function fieldErrors<Field extends string>(schema: Checked, input: unknown): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) errors[issue.path[0] as Field] ??= issue.message;
  return errors;
}
