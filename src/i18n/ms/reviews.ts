import type { Catalogue } from '../catalogue';
import type { reviews as english } from '../en/reviews';

/** Senarai ulasan di halaman produk dan halaman kedai (Bahasa Malaysia). */
export const reviews: Catalogue<typeof english> = {
  none: 'Belum ada ulasan',
  sortLabel: 'Susun ulasan',
  sorts: { newest: 'Terbaru', oldest: 'Terlama', highest: 'Penilaian tertinggi', lowest: 'Penilaian terendah' },
  apply: 'Guna',
  count: (total) => `${total} ulasan`,
  pageOf: (page, count) => ` · halaman ${page} daripada ${count}`,
  stars: (rating) => `${rating} daripada 5 bintang`,
  edited: '(diubah)',
  verified: 'Pembelian disahkan',
  on: 'untuk',
  reply: 'Balasan penjual',
  pages: 'Halaman ulasan',
  previous: 'Sebelum',
  next: 'Seterusnya',
  where: (page, count) => `Halaman ${page} daripada ${count}`,
};
