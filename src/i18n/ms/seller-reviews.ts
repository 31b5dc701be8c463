import type { Catalogue } from '../catalogue';
import type { sellerReviews as english } from '../en/seller-reviews';

/** Ulasan (Bahasa Malaysia): halaman Ulasan Pelanggan penjual, tempat peniaga membalas, mengubah atau membuang balasan. */
export const sellerReviews: Catalogue<typeof english> = {
  sellerTitle: 'Ulasan Pelanggan',
  sellerDescription: 'Apa kata pembeli tentang barang yang mereka terima, dan balasan anda',
  replied: 'Balasan anda sudah disiarkan di bawah ulasan.',
  replyChanged: 'Balasan anda sudah dikemas kini.',
  replyRemoved: 'Balasan anda sudah dibuang. Anda boleh menulis balasan baharu.',
  reviewCount: (n: number) => `${n} ulasan`,
  awaiting: (n: number) => ` · ${n} menunggu balasan anda`,
  none: 'Belum ada ulasan. Ulasan akan muncul di sini apabila pembeli menilai barang yang mereka terima.',
  stars: (n: number) => `${n} daripada 5 bintang`,
  on: 'untuk ',
  ratingOnly: '(penilaian sahaja, tiada komen)',
  yourReply: 'Balasan anda',
  replyTo: (name: string) => `Balas kepada ${name}`,
  replyHint: 'Balasan anda dipaparkan kepada umum di bawah ulasan.',
  postReply: 'Hantar balasan',
  editReply: 'Ubah balasan',
  changeReply: 'Ubah balasan anda',
  saveReply: 'Simpan balasan',
  removeReply: 'Buang balasan',
  pages: 'Halaman ulasan',
  previous: 'Sebelumnya',
  next: 'Seterusnya',
  pageOf: (page: number, count: number) => `Halaman ${page} daripada ${count}`,
};
