import type { Catalogue } from '../catalogue';
import type { offline as english } from '../en/offline';

/** Tanpa talian (Bahasa Malaysia): notis halaman yang dibaca dari peranti ini, dan halaman luar talian. */
export const offline: Catalogue<typeof english> = {
  title: 'Luar talian',
  heading: 'Anda di luar talian',
  lead: 'Halaman ini belum disimpan pada peranti ini. Halaman yang pernah anda buka masih boleh dibaca:',
  savedPages: 'Halaman yang disimpan',
  noSavedPages:
    'Belum ada halaman yang disimpan pada peranti ini. Buka produk atau kedai semasa dalam talian untuk menyimpannya.',
  savedOn: (when: string) => `disimpan pada ${when}`,
  notice: (when: string) => `Anda di luar talian. Halaman ini disimpan pada ${when}.`,
};
