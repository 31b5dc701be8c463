import type { Catalogue } from '../catalogue';
import type { seller as english } from '../en/seller';

/** Bingkai kawasan penjual (Bahasa Malaysia): pautan balik, tindakan pantas, loceng pemberitahuan, bahagian senarai. */
export const seller: Catalogue<typeof english> = {
  frame: {
    back: '← Kembali ke Papan Pemuka',
  },
  quickActions: {
    title: 'Tindakan Pantas',
    actions: {
      '/seller/products/new': { label: 'Tambah Produk', description: 'Senaraikan produk baharu' },
      '/seller/orders': { label: 'Lihat Pesanan', description: 'Ikuti pesanan pelanggan' },
      '/seller/manage-products': { label: 'Urus Produk', description: 'Ubah katalog anda' },
      '/seller/analytics': { label: 'Analitik', description: 'Jualan dan trafik' },
      '/seller/bulk-upload': { label: 'Muat Naik Pukal', description: 'Banyak produk sekali gus' },
      '/seller/store-settings': { label: 'Tetapan Kedai', description: 'Profil kedai anda' },
      '/seller/reviews': { label: 'Ulasan Pelanggan', description: 'Balas pembeli anda' },
      '/seller/payouts': { label: 'Bayaran', description: 'Baki dan penyata anda' },
    },
    awaiting: (count) => `${count} menunggu balasan anda`,
  },
  bell: {
    unread: 'Pemberitahuan, {count} belum dibaca',
    panel: 'Pemberitahuan anda',
    heading: 'Pemberitahuan',
    markAll: 'Tanda semua dibaca',
    clearAll: 'Kosongkan semua',
    failed: 'Berlaku ralat. Sila cuba lagi.',
    markedAll: 'Semua pemberitahuan ditanda sebagai dibaca',
    cleared: 'Semua pemberitahuan dikosongkan',
    empty: 'Tiada pemberitahuan baharu.',
    highPriority: ' · keutamaan tinggi',
    markRead: 'Tanda dibaca',
    viewAll: 'Lihat semua pemberitahuan',
    types: {
      order: 'pesanan',
      stock: 'stok',
      review: 'ulasan',
      system: 'sistem',
      payment: 'bayaran',
      shipping: 'penghantaran',
    },
    time: {
      justNow: 'baru sahaja',
      minutes: '{count} minit lalu',
      hours: '{count} jam lalu',
      day: '1 hari lalu',
      days: '{count} hari lalu',
    },
  },
  list: {
    dismiss: 'Tutup mesej',
    pages: 'Halaman',
    previous: 'Sebelumnya',
    next: 'Seterusnya',
    pageOf: 'Halaman {page} daripada {count}',
    moreActions: 'Tindakan lain untuk {label}',
    actionsFor: 'Tindakan untuk {label}',
  },
};
