import type { Catalogue } from '../catalogue';
import type { reviews as english } from '../en/reviews';

/** Senarai ulasan di halaman produk dan halaman kedai (Bahasa Malaysia). */
export const reviews: Catalogue<typeof english> = {
  refusals: {
    chooseRating: 'Sila pilih penilaian antara 1 hingga 5 bintang.',
    reviewTooLong: 'Sila pastikan ulasan anda kurang daripada 2000 aksara.',
    writeReply: 'Sila tulis balasan.',
    replyTooLong: 'Sila pastikan balasan anda kurang daripada 1000 aksara.',
    notYourOrder: 'Produk ini tiada dalam mana-mana pesanan anda.',
    notDelivered: 'Anda boleh mengulas produk ini setelah ia dihantar.',
    alreadyReviewed: 'Anda sudah mengulas produk ini daripada pesanan ini. Anda boleh mengubah ulasan anda.',
    notFound: 'Ulasan tidak dijumpai.',
    alreadyReplied: 'Anda sudah membalas ulasan ini.',
    noReply: 'Ulasan ini tiada balasan untuk diubah.',
  },
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
