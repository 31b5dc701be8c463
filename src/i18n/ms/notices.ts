import type { NoticeCatalogue } from '../../lib/notices';
import { formatMoney } from '../../lib/money';
import { sellerOrders } from './seller-orders';

const noted = (note: string) => (note ? ` Nota daripada penjual: ${note}` : '');

/** Pemberitahuan yang ditulis oleh kedai (Bahasa Malaysia): tajuk dan mesej setiap satu, daripada nilai yang disimpan. */
export const notices: NoticeCatalogue = {
  orderPlaced: {
    title: 'Pesanan dibuat',
    message: (v) =>
      `Pesanan anda ${v.orderId} sebanyak ${v.units} barang berjumlah ${formatMoney(v.totalSen)} telah dibuat.`,
  },
  newOrder: {
    title: 'Pesanan baharu diterima',
    message: (v) => `${v.buyer} memesan ${v.units} barang (${v.sellerOrderId}).`,
  },
  lowStock: {
    title: 'Stok terhad',
    message: (v) => `Stok ${v.product} tinggal ${v.left} unit.`,
  },
  outOfStock: {
    title: 'Habis stok',
    message: (v) => `${v.product} telah habis stok.`,
  },
  newReview: {
    title: 'Ulasan baharu',
    message: (v) => `${v.author} memberi ${v.product} ${v.rating} bintang.`,
  },
  preparing: {
    title: 'Pesanan anda sedang disediakan',
    message: (v) => `${v.store} sedang menyediakan barang anda dalam pesanan ${v.orderId}.${noted(v.note)}`,
  },
  shipped: {
    title: 'Pesanan anda telah dihantar',
    message: (v) =>
      `${v.store} telah menghantar barang anda dalam pesanan ${v.orderId} melalui ${v.carrier}, nombor penjejakan ${v.trackingNumber}.${noted(v.note)}`,
  },
  delivered: {
    title: 'Pesanan anda telah diterima',
    message: (v) =>
      `${v.store} menandakan barang anda dalam pesanan ${v.orderId} sebagai telah diterima.${noted(v.note)}`,
  },
  cancelled: {
    title: 'Sebahagian barang pesanan anda dibatalkan',
    message: (v) => `${v.store} telah membatalkan barang anda dalam pesanan ${v.orderId}.${noted(v.note)}`,
  },
  update: {
    title: 'Kemas kini pesanan',
    message: (v) =>
      `${v.store} mengemas kini pesanan anda ${v.orderId} kepada ${sellerOrders.statuses[v.status].toLowerCase()}.${noted(v.note)}`,
  },
  approved: {
    title: 'Permohonan diluluskan',
    message: (v) => `Selamat datang ke Labuan Market! ${v.business} kini boleh mula berniaga.`,
  },
  notApproved: {
    title: 'Permohonan tidak diluluskan',
    message: (v) => `Permohonan penjual anda tidak diluluskan: ${v.reason}`,
  },
  payout: {
    title: 'Bayaran dihantar',
    message: (v) =>
      `Labuan Market telah membayar ${formatMoney(v.amountSen)} ke akaun bank anda (rujukan bank ${v.reference}).`,
  },
  written: { title: 'Pemberitahuan', message: (v) => v.message },
  paymentFlagged: {
    title: 'Bayaran perlu disemak',
    message: (v) =>
      v.problem === 'late'
        ? `Bayaran ${v.currency} ${(v.amountSen / 100).toFixed(2)} diterima untuk pesanan ${v.orderId} selepas tempahan stoknya tamat: ia tidak diambil sebagai bayaran.`
        : `Bayaran ${v.currency} ${(v.amountSen / 100).toFixed(2)} diterima untuk pesanan ${v.orderId}, yang berharga ${formatMoney(v.expectedSen)}: ia tidak diambil sebagai bayaran.`,
  },
};
