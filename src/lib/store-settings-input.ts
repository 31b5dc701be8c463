/**
 * The Store Settings form as the server receives it: zod reads the form (a missing field is blank, a switch
 * is on only when sent), drops any field that is not a setting, and applies the settings schema the browser
 * applies (src/lib/store-settings.ts), then checks the logo's bytes.
 */
import { z } from 'astro/zod';
import { checkedFileType } from './file-types';
import { formFields, optionalFile } from './form-input';
import { logoProblem, MAX_LOGO_BYTES, storeSettingsSchema, validateSettings } from './store-settings';

// z.object strips unknown keys: merchantId, status, verificationStatus or logo_key in a form never get through.
// The longest text any setting may hold here; the settings schema sets the real limits per field.
export const settingsInput = z
  .object({ ...formFields(storeSettingsSchema().shape, 5000), logo: optionalFile })
  .superRefine(async (input, ctx) => {
    for (const [field, message] of Object.entries(validateSettings(input))) {
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
