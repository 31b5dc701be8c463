import type { Catalogue } from '../catalogue';
import type { orderReviews as english } from '../en/order-reviews';

/** Ulasan pembeli di halaman jejak pesanan (Bahasa Malaysia): menilai, mengulas, mengubah dan membuang ulasan. */
export const orderReviews: Catalogue<typeof english> = {
  heading: 'Nilai barang anda',
  intro:
    'Ulasan anda dipaparkan di halaman produk bersama nama anda. Hanya pembeli boleh mengulas barang yang mereka beli.',
  notDelivered: 'Anda boleh mengulas barang ini setelah ia dihantar.',
  youRated: (rating) => `Anda memberi ${rating} daripada 5 bintang`,
  sellerReply: 'Balasan penjual:',
  editReview: 'Ubah ulasan',
  ratingFor: 'Penilaian anda untuk',
  star: (n) => `${n} bintang`,
  commentLabel: 'Ulasan anda (pilihan)',
  placeholder: 'Apa yang anda suka? Adakah ia segar, dibungkus dengan baik, seperti yang diterangkan?',
  postReview: 'Hantar ulasan',
  saveChanges: 'Simpan perubahan',
  removeReview: 'Buang ulasan',
  ofItem: 'untuk',
  written: 'Terima kasih! Ulasan anda kini di halaman produk.',
  edited: 'Ulasan anda sudah dikemas kini.',
  removed: 'Ulasan anda sudah dibuang.',
};
