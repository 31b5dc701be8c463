/**
 * The seller's Store Settings save: every field of the caller's own store, and optionally a new logo. The
 * merchant is always the signed-in seller's; a merchantId, status or verification in the form is ignored.
 */
import { env } from 'cloudflare:workers';
import { ActionError, defineAction } from 'astro:actions';
import {
  BadLogoError,
  InvalidSettingsError,
  LogoChangedError,
  MerchantNotFoundError,
  saveStoreSettings,
  type NewLogo,
} from '../data/store-settings';
import { sniffContentType } from '../lib/file-types';
import { smallLogo } from '../data/pictures';
import { settingsInput } from '../lib/store-settings-input';
import type { LogoType } from '../lib/store-settings';
import { requireSeller } from './guards';
import { said } from '../lib/refusals';

async function toNewLogo(file: File | null | undefined): Promise<NewLogo | null> {
  if (!file || file.size === 0) return null;
  const bytes = await file.arrayBuffer();
  // The input schema has checked the whole file already; here only its type is read.
  const type = sniffContentType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
  // A large logo (from a browser that could not make it small) is made small here; the save checks it again.
  return smallLogo(env.IMAGES, { contentType: type as LogoType, bytes });
}

export const storeSettings = {
  save: defineAction({
    accept: 'form',
    input: settingsInput,
    handler: async (input, context) => {
      const seller = requireSeller(context);
      const { logo, ...settings } = input;
      try {
        const saved = await saveStoreSettings(
          context.locals.db,
          env.UPLOADS,
          seller.merchantId,
          settings,
          await toNewLogo(logo),
        );
        return {
          logoUrl: saved.logoUrl,
          businessName: saved.settings.businessName,
          displayName: saved.settings.displayName,
        };
      } catch (error) {
        if (error instanceof InvalidSettingsError)
          throw new ActionError({ code: 'BAD_REQUEST', message: Object.values(error.errors)[0] ?? error.message });
        if (error instanceof BadLogoError) throw new ActionError({ code: 'BAD_REQUEST', message: error.message });
        if (error instanceof LogoChangedError) throw new ActionError({ code: 'CONFLICT', message: error.message });
        if (error instanceof MerchantNotFoundError)
          throw new ActionError({ code: 'FORBIDDEN', message: error.message });
        console.error('Store settings were not saved', error);
        throw new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: said('storeSettings.notSaved') });
      }
    },
  }),
};
