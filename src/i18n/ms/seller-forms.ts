import type { Catalogue } from '../catalogue';
import type { sellerForms as english } from '../en/seller-forms';

/** Borang penjual (Bahasa Malaysia): apa yang dikatakan borang apabila simpanan tidak sampai kerana tiada sambungan. */
export const sellerForms: Catalogue<typeof english> = {
  connection: {
    title: 'Anda kelihatan di luar talian.',
    body: 'Tiada apa yang disimpan, dan semua yang anda taip masih di sini. Semak sambungan anda dan cuba lagi.',
    retry: 'Cuba Lagi',
  },
};
