/**
 * The Store Settings form as the server receives it: zod reads the form (a missing field is blank, a switch
 * is on only when sent), drops any field that is not a setting, and applies the same rules as the browser.
 */
import { z } from 'astro/zod';
import { checkedFileType } from './file-types';
import { checkbox, optionalFile, text as formText } from './form-input';
import { logoProblem, MAX_LOGO_BYTES, SWITCH_FIELDS, TEXT_FIELDS, validateSettings, type StoreSettings } from './store-settings';

/** The longest text any setting may hold; the settings rules set the real limits per field. */
const text = formText(5000);

const shape = {
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, text])),
  ...Object.fromEntries(SWITCH_FIELDS.map((field) => [field, checkbox])),
} as Record<(typeof TEXT_FIELDS)[number], typeof text> & Record<(typeof SWITCH_FIELDS)[number], typeof checkbox>;

// z.object strips unknown keys: merchantId, status, verificationStatus or logo_key in a form never get through.
export const settingsInput = z
  .object({ ...shape, logo: optionalFile })
  .superRefine(async (input, ctx) => {
    for (const [field, message] of Object.entries(validateSettings(input as StoreSettings))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    const logo = input.logo;
    if (logo) {
      // The size first, from the upload's length: an oversized file is refused without being read.
      const type = logo.size > MAX_LOGO_BYTES ? null : checkedFileType(new Uint8Array(await logo.arrayBuffer()));
      const problem = logoProblem(logo.size, type);
      if (problem) ctx.addIssue({ code: 'custom', path: ['logo'], message: problem });
    }
  });

