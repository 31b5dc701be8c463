import type { Catalogue } from '../catalogue';
import { ANSWER_REFUSALS, textsOf } from '../../lib/refusals';
import { CHECKOUT_REFUSALS } from '../../lib/checkout';
import { refusals } from './refusals';
import type { checkout as english } from '../en/checkout';

/** Each payment method's name: the checkout's choices, and what an order says it was paid with (tracking, seller). */
export const PAYMENT_METHOD_NAMES = {
  card: 'Kad Kredit / Debit',
  fpx: 'Perbankan Dalam Talian FPX',
  grabpay: 'GrabPay',
  cod: 'Tunai Semasa Penghantaran',
  ewallet: 'E-Dompet',
};

/** What an order was paid with, as src/lib/orders.ts paymentMethodLabel says it in English. */
export function paymentMethodLabel(method: string | null | undefined, cardLast4: string | null | undefined): string {
  if (method === 'card') return cardLast4 ? `Kad •••• •••• •••• ${cardLast4}` : 'Kad';
  if (method === 'fpx' || method === 'grabpay' || method === 'cod' || method === 'ewallet')
    return PAYMENT_METHOD_NAMES[method];
  return 'Tiada rekod';
}

/** Halaman pembayaran (Bahasa Malaysia): borang, mesejnya, langkah pemprosesan dan skrin pesanan berjaya. */
export const checkout: Catalogue<typeof english> = {
  title: 'Pembayaran',
  shipping: 'Maklumat Penghantaran',
  payment: 'Kaedah Pembayaran',
  paymentLegend: 'Kaedah pembayaran',
  fields: {
    fullName: 'Nama Penuh',
    email: 'E-mel',
    phone: 'Telefon',
    address: 'Alamat',
    city: 'Bandar',
    state: 'Negeri',
    postalCode: 'Poskod',
    country: 'Negara',
    notes: 'Nota Penghantaran (pilihan)',
  },
  methods: PAYMENT_METHOD_NAMES,
  methodNotes: {
    fpx: 'Anda akan memilih bank anda dan mengesahkan bayaran di sana apabila pesanan dibuat.',
    card: 'Anda akan memasukkan kad anda di halaman selamat penyedia pembayaran apabila pesanan dibuat.',
    grabpay: 'Anda akan mengesahkan bayaran dalam dompet GrabPay anda apabila pesanan dibuat.',
    cod: 'Bayar peniaga secara tunai apabila pesanan anda dihantar.',
  },
  hosted:
    'Bayaran dibuat di halaman selamat penyedia pembayaran: kedai ini tidak pernah melihat butiran kad atau bank anda.',
  errors: {
    paymentMethod: 'Sila pilih kaedah pembayaran',
  },
  checkDetails: 'Sila semak maklumat yang ditanda di bawah.',
  offline:
    'Pembayaran memerlukan sambungan internet. Anda di luar talian: maklumat anda disimpan di sini, jadi cuba lagi apabila anda kembali dalam talian.',
  cartNotLoaded: 'Troli anda tidak dapat dimuatkan. Sila semak sambungan anda dan cuba lagi.',
  notPlaced: 'Pesanan anda tidak dapat dibuat. Sila cuba lagi.',
  refusals: textsOf(refusals, [...CHECKOUT_REFUSALS, ...ANSWER_REFUSALS]),
  summary: 'Ringkasan Pesanan',
  each: '{quantity} × {price}',
  notIncluded: 'Habis stok: tidak dikira',
  onlyLeft: 'Tinggal {count} sahaja',
  backordered: '{count} ditempah: dihantar apabila stok masuk semula',
  goneLine: 'Satu barang tidak lagi dijual dan tidak dikira.',
  subtotal: 'Jumlah kecil',
  shippingCost: 'Penghantaran',
  free: 'Percuma',
  total: 'Jumlah',
  reduced: 'Sesetengah kuantiti dikurangkan mengikut stok yang ada.',
  complete: 'Buat Pesanan',
  backToCart: 'Kembali ke troli',
  processing: 'Pesanan anda sedang diproses',
  steps: {
    validating: 'Mengesahkan maklumat pembayaran...',
    connecting: 'Menghubungi bank...',
    processing: 'Memproses bayaran...',
    confirming: 'Mengesahkan transaksi...',
    creating: 'Membuat pesanan...',
    successful: 'Pembayaran berjaya!',
  },
  stepOf: 'Langkah {step} daripada {count}',
  placed: 'Pesanan berjaya dibuat!',
  numberBefore: 'Nombor pesanan anda ialah ',
  numberAfter: '.',
  redirecting: 'Membawa anda ke halaman jejak pesanan...',
  track: 'Jejak Pesanan',
};
