import type { Catalogue } from '../catalogue';
import type { email as english } from '../en/email';

/** E-mel kedai (Bahasa Malaysia): kandungan setiap satu, dalam bahasa penerima. */
export const email: Catalogue<typeof english> = {
  item: 'Barang',
  qty: 'Kuantiti',
  amount: 'Jumlah',
  footer: 'Labuan Market, Labuan, Malaysia',
  trackYourOrder: 'Jejak pesanan anda',
  orderConfirmation: {
    subject: (orderId) => `Pesanan Labuan Market anda ${orderId}`,
    title: 'Terima kasih atas pesanan anda',
    greeting: (name, orderId) =>
      `Hai ${name}, terima kasih atas pesanan anda ${orderId}. Penjual sedang menyediakannya sekarang.`,
    total: 'Jumlah',
  },
  newOrder: {
    subject: (sellerOrderId, buyer) => `Pesanan baharu ${sellerOrderId} daripada ${buyer}`,
    title: 'Pesanan baharu diterima',
    intro: (buyer, store, sellerOrderId) => `${buyer} membuat pesanan di ${store} (${sellerOrderId}).`,
    subtotal: 'Jumlah kecil',
    open: 'Buka pesanan',
  },
  status: {
    processingSubject: (orderId) => `Pesanan anda ${orderId} sedang disediakan`,
    processing: (store) => `${store} sedang menyediakan barang anda.`,
    shippedSubject: (orderId) => `Pesanan anda ${orderId} telah dihantar`,
    shipped: (store, carrier) => `${store} telah menghantar barang anda${carrier ? ` melalui ${carrier}` : ''}.`,
    trackingNumber: (number) => `Nombor penjejakan: ${number}`,
    completedSubject: (orderId) => `Pesanan anda ${orderId} telah sampai`,
    completed: (store) =>
      `${store} telah menyerahkan barang anda. Bagaimana barangnya? Penilaian anda membantu pembeli seterusnya.`,
    rate: 'Nilai barang anda',
    cancelledSubject: (orderId, store) => `Pesanan anda ${orderId} telah dibatalkan oleh ${store}`,
    cancelled: (store) =>
      `${store} telah membatalkan bahagian mereka dalam pesanan anda. Sebarang bayaran untuknya dipulangkan.`,
    seeOrder: 'Lihat pesanan anda',
    note: (note) => `Nota daripada penjual: ${note}`,
  },
  decision: {
    approvedSubject: (business) => `${business} kini dibuka di Labuan Market`,
    rejectedSubject: (business) => `Permohonan penjual anda untuk ${business} tidak diluluskan`,
    approved: (business) =>
      `Selamat datang! Permohonan anda telah diluluskan dan ${business} boleh mula berniaga sekarang.`,
    yourStore: (address) => `Kedai anda: ${address}`,
    rejected: (business) => `Kami tidak dapat meluluskan permohonan anda untuk ${business}.`,
    reason: (reason) => `Sebab: ${reason}`,
    applyAgainText: 'Anda boleh membetulkannya dan memohon semula.',
    openDashboard: 'Buka papan pemuka penjual anda',
    applyAgain: 'Mohon semula',
  },
  lowStock: {
    outSubject: (product) => `${product} telah habis stok`,
    lowSubject: (product, left) => `Stok ${product} semakin berkurang: tinggal ${left}`,
    out: (product, store) =>
      `Unit terakhir ${product} di ${store} baru sahaja dipesan. Pembeli tidak boleh memesannya sehingga anda menambah stok.`,
    low: (product, store, left) => `Satu pesanan menjadikan stok ${product} di ${store} tinggal ${left} unit.`,
    update: 'Kemas kini stok',
  },
};
