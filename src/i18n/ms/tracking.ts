import type { Catalogue } from '../catalogue';
import type { tracking as english } from '../en/tracking';

/** Jejak pesanan (Bahasa Malaysia): carian, pesanan, garis masa dan kad di sisi. */
export const tracking: Catalogue<typeof english> = {
  messages: {
    blank: 'Sila masukkan nombor penjejakan',
    noMatch: 'Tiada pesanan dengan nombor penjejakan ini',
    notFound: 'Pesanan tidak dijumpai',
    tooMany:
      'Terlalu banyak carian yang tidak menemui pesanan datang dari rangkaian anda. Sila tunggu beberapa minit dan cuba lagi.',
  },
  lookupTitle: 'Jejak Pesanan',
  lookupDescription: 'Ikuti pesanan Labuan Market anda dari penjual hingga ke pintu rumah.',
  lookupHeading: 'Jejak Pesanan Anda',
  lookupLead: 'Masukkan ID pesanan atau nombor penjejakan untuk melihat di mana pesanan anda.',
  demoOrder: 'Pesanan demo',
  openTracking: 'Buka halaman penjejakannya',
  findYourOrder: 'Cari pesanan anda',
  queryLabel: 'ID Pesanan atau Nombor Penjejakan',
  queryPlaceholder: 'cth. ORD-2024-001234568',
  track: 'Jejak Pesanan',
  tracking: 'Menjejak...',
  queryHint: 'ID pesanan ada dalam e-mel pengesahan anda; nombor penjejakan ada pada notis penghantaran.',
  tryDemo: 'Cuba pesanan demo',
  allOrders: 'Lihat semua pesanan dalam profil anda',
  pageTitle: (id) => `Jejak pesanan ${id}`,
  pleaseWait: 'Sila tunggu',
  trackAnother: 'Jejak pesanan lain',
  notFoundText:
    'Kami tidak menemui pesanan dengan ID ini. Semak ID dalam e-mel pengesahan anda, atau cari dengan nombor penjejakannya.',
  home: 'Laman Utama',
  breadcrumb: 'Laluan halaman',
  order: 'Pesanan',
  placedOn: 'Dibuat pada ',
  statuses: {
    pending: 'Belum Diproses',
    confirmed: 'Disahkan',
    processing: 'Sedang Diproses',
    shipped: 'Telah Dihantar',
    delivered: 'Telah Diterima',
    cancelled: 'Dibatalkan',
  },
  cancelledText: 'Pesanan ini telah dibatalkan. Sebarang bayaran yang diambil telah dipulangkan.',
  noteFrom: (merchant) => `Nota daripada ${merchant}, `,
  progress: 'Kemajuan pesanan',
  latest: (step) => `Kemas kini terkini: ${step}`,
  total: 'Jumlah',
  estimatedDelivery: 'Anggaran Tiba',
  delivered: 'Diterima',
  timeline: 'Garis Masa Penjejakan',
  steps: {
    placed: 'Pesanan Dibuat',
    payment: 'Bayaran Disahkan',
    confirmed: 'Pesanan Disahkan',
    processing: 'Sedang Diproses',
    shipped: 'Telah Dihantar',
    out_for_delivery: 'Dalam Penghantaran',
    delivered: 'Telah Diterima',
  },
  completed: 'Selesai',
  pending: 'Belum selesai',
  items: 'Barang Pesanan',
  itemCount: (count) => `${count} barang`,
  subtotal: 'Jumlah kecil',
  shipping: 'Penghantaran',
  free: 'Percuma',
  tax: 'Cukai (GST)',
  shippingInfo: 'Maklumat Penghantaran',
  carrier: 'Syarikat penghantaran',
  trackingNumber: 'Nombor Penjejakan',
  status: 'Status',
  service: 'Perkhidmatan',
  shipmentStatuses: {
    pending: 'Menunggu diambil',
    in_transit: 'Dalam perjalanan',
    out_for_delivery: 'Dalam penghantaran',
    delivered: 'Telah diterima',
  },
  trackWithCarrier: 'Jejak di Laman Syarikat Penghantaran',
  opensNewTab: (carrier) => ` ${carrier} (dibuka dalam tab baharu)`,
  cancelledBeforeShipping: 'Pesanan ini dibatalkan sebelum dihantar.',
  notShipped:
    'Belum dihantar. Syarikat penghantaran dan nombor penjejakan dipaparkan di sini sebaik sahaja penjual menyerahkan bungkusan anda.',
  deliveryAddress: 'Alamat Penghantaran',
  phone: 'Telefon',
  email: 'E-mel',
  notes: 'Nota',
  payment: 'Bayaran',
  method: 'Kaedah',
  paymentMethod: (method, cardLast4) =>
    method === 'card'
      ? cardLast4
        ? `Kad •••• •••• •••• ${cardLast4}`
        : 'Kad'
      : method === 'fpx'
        ? 'Perbankan dalam talian FPX'
        : method === 'ewallet'
          ? 'E-dompet'
          : 'Tiada rekod',
  paymentStatuses: {
    pending: 'Belum dibayar',
    completed: 'Selesai',
    failed: 'Gagal',
    refunded: 'Dipulangkan',
  },
  amount: 'Amaun',
  transactionId: 'ID Transaksi',
  paidOn: 'Dibayar pada',
  noPayment: 'Belum ada bayaran direkodkan untuk pesanan ini.',
  privateTitle: 'Butiran penghantaran dan bayaran',
  privateText: 'Log masuk sebagai pembeli untuk melihat barang, harga, butiran penghantaran dan bayaran',
  signIn: 'Log Masuk',
  needHelp: 'Perlukan Bantuan?',
  helpText: 'Ada soalan tentang pesanan ini atau penghantarannya? Pasukan kami di Labuan sedia membantu.',
  helpSubject: (id) => `Bantuan untuk pesanan ${id}`,
  callSupport: 'Hubungi Kami',
  emailSupport: 'E-mel Kami',
};
