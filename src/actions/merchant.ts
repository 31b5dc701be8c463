/** Becoming a merchant: the application (with its files), and the platform admin's review. */
import { env } from 'cloudflare:workers';
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import {
  AlreadyMerchantError,
  approveApplication,
  BadDocumentError,
  InvalidWebsiteError,
  PendingApplicationError,
  rejectApplication,
  ReviewError,
  submitApplication,
  type StoredFile,
} from '../data/applications';
import { checkedFileType, safeFileName, sniffContentType } from '../lib/file-types';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_TYPES,
  IMAGE_FIELDS,
  MAX_FILE_BYTES,
  PICTURE_TYPES,
  applicationTextSchema,
  validateApplication,
  wrongFileType,
  type ApplicationFiles,
  type FileField,
} from '../lib/merchant-application';
import { formFields, optionalFile } from '../lib/form-input';
import { requireAdmin, requireVerifiedEmail } from './guards';
import { encodeRefusal, said } from '../lib/refusals';

const FILE_FIELDS: FileField[] = [...DOCUMENT_FIELDS, ...IMAGE_FIELDS];

const applicationInput = z
  .object({
    // The application's text as the form sends it; the schema's lengths are judged with the steps' rules below.
    ...formFields(applicationTextSchema.shape, 2000),
    ...(Object.fromEntries(FILE_FIELDS.map((f) => [f, optionalFile])) as Record<FileField, typeof optionalFile>),
  })
  .superRefine(async (input, ctx) => {
    const chosen: ApplicationFiles = {};
    const refused = new Set<string>();
    for (const field of FILE_FIELDS) {
      const file = input[field];
      if (!file) continue;
      // The size first, from the upload's length: an oversized file is refused without being read.
      if (file.size > MAX_FILE_BYTES) {
        refused.add(field);
        ctx.addIssue({ code: 'custom', path: [field], message: said('merchantApplication.fileTooLarge') });
        continue;
      }
      // Then the type, from the file's first bytes, whatever its name or the browser says.
      const type = checkedFileType(new Uint8Array(await file.arrayBuffer()));
      const allowed: readonly string[] = (DOCUMENT_FIELDS as readonly string[]).includes(field)
        ? DOCUMENT_TYPES
        : PICTURE_TYPES;
      if (!type || !allowed.includes(type)) {
        refused.add(field);
        const kind = allowed === DOCUMENT_TYPES ? 'document' : 'picture';
        ctx.addIssue({ code: 'custom', path: [field], message: wrongFileType(kind) });
        continue;
      }
      chosen[field] = { name: file.name, size: file.size, type };
    }
    const errors = validateApplication(input, chosen);
    for (const [field, message] of Object.entries(errors)) {
      // A file already refused above keeps its own message.
      if (!refused.has(field)) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

async function toStoredFiles(input: Partial<Record<FileField, File | undefined>>): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for (const field of FILE_FIELDS) {
    const file = input[field];
    if (!file) continue;
    const bytes = await file.arrayBuffer();
    // The input schema has checked the whole file already; here only its type is read.
    const type = sniffContentType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)))!;
    files.push({
      field,
      fileName: safeFileName(file.name, `${field}.${type.split('/')[1]}`),
      contentType: type,
      bytes,
    });
  }
  return files;
}

export const merchant = {
  apply: defineAction({
    accept: 'form',
    input: applicationInput,
    handler: async (input, context) => {
      const user = requireVerifiedEmail(context);
      try {
        const applicationId = await submitApplication(context.locals.db, env.UPLOADS, {
          userId: user.id,
          text: input,
          files: await toStoredFiles(input),
          now: new Date().toISOString(),
        });
        return { applicationId };
      } catch (error) {
        if (error instanceof PendingApplicationError || error instanceof AlreadyMerchantError) {
          throw new ActionError({ code: 'CONFLICT', message: error.message });
        }
        if (error instanceof InvalidWebsiteError || error instanceof BadDocumentError)
          throw new ActionError({ code: 'BAD_REQUEST', message: error.message });
        throw error;
      }
    },
  }),

  approve: defineAction({
    accept: 'form',
    input: z.object({ applicationId: z.string().min(1).max(80) }),
    handler: async ({ applicationId }, context) => {
      const admin = requireAdmin(context);
      try {
        return {
          applicationId,
          merchantId: await approveApplication(context.locals.db, applicationId, admin.id, new Date().toISOString()),
        };
      } catch (error) {
        if (error instanceof ReviewError)
          throw new ActionError({ code: 'CONFLICT', message: encodeRefusal(error.refusal) });
        throw error;
      }
    },
  }),

  reject: defineAction({
    accept: 'form',
    input: z.object({
      applicationId: z.string().min(1).max(80),
      reason: z
        .string()
        .trim()
        .min(1, said('application.reasonRequired'))
        .max(500, said('text.tooLong', { max: 500 })),
    }),
    handler: async ({ applicationId, reason }, context) => {
      const admin = requireAdmin(context);
      try {
        await rejectApplication(context.locals.db, applicationId, admin.id, reason, new Date().toISOString());
        return { applicationId, rejected: true };
      } catch (error) {
        if (error instanceof ReviewError)
          throw new ActionError({ code: 'CONFLICT', message: encodeRefusal(error.refusal) });
        throw error;
      }
    },
  }),
};
