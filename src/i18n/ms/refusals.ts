/** Apa yang dikatakan oleh kedai apabila menolak sesuatu (Bahasa Malaysia): satu teks bagi setiap kod. */
import type { RefusalTexts } from '../../lib/refusals';

export const refusals: RefusalTexts = {
  'access.signIn': 'Sila log masuk untuk meneruskan.',
  'access.notSeller': 'Anda memerlukan akaun penjual yang diluluskan untuk berbuat demikian.',
  'access.notAdmin': 'Hanya pentadbir platform boleh berbuat demikian.',
  'server.failed': 'Berlaku masalah di pihak kami. Sila cuba lagi sebentar lagi.',
  'request.invalid': 'Sebahagian daripada yang dihantar tidak dapat diterima. Sila semak borang dan cuba lagi.',
  'request.unreadable': 'Permintaan tidak dapat dibaca. Sila muat semula halaman dan cuba lagi.',
  'request.unsupported': 'Permintaan jenis ini tidak diterima di sini. Sila gunakan borang di halaman ini.',
  'request.tooLarge': 'Permintaan terlalu besar. Sila hantar kurang pada satu masa.',
  'cart.signInToAdd': 'Sila log masuk untuk menambah produk ke troli',
  'cart.signInToChange': 'Sila log masuk untuk mengubah troli',
  'cart.signInToClear': 'Sila log masuk untuk mengosongkan troli',
  'wishlist.signInToAdd': 'Sila log masuk untuk menambah produk ke senarai hajat',
  'wishlist.signInToChange': 'Sila log masuk untuk mengubah senarai hajat',
  'auth.emailTaken': 'Akaun dengan e-mel ini sudah wujud. Sila log masuk.',
  'auth.wrongCredentials': 'E-mel atau kata laluan tidak sah',
  'auth.credentialsRequired': 'Sila masukkan e-mel dan kata laluan anda',
  'auth.tooManyAttempts': 'Terlalu banyak cubaan log masuk yang gagal. Sila tunggu {minutes} minit dan cuba lagi.',
  'auth.waitBeforeRetry':
    'Terlalu banyak cubaan log masuk yang gagal dari rangkaian anda. Sila tunggu beberapa saat dan cuba lagi.',
  'auth.loginFailed': 'Log masuk gagal',
  'auth.signupFailed': 'Pendaftaran gagal',
  'auth.intentUnreadable':
    'Produk yang hendak ditambah selepas log masuk tidak dapat dibaca. Sila kembali ke produk itu dan cuba lagi.',
  'email.invalid': 'Sila masukkan alamat e-mel yang sah',
  'auth.nameRequired': 'Sila masukkan nama anda',
  'auth.termsRequired': 'Sila terima Terma Perkhidmatan dan Dasar Privasi',
  'auth.passwordTooShort': 'Kata laluan mesti sekurang-kurangnya {min} aksara',
  'auth.passwordTooCommon': 'Kata laluan ini antara yang paling biasa dan mudah diteka. Sila pilih kata laluan lain.',
  'auth.passwordsDoNotMatch': 'Kata laluan tidak sepadan',
  'text.tooLong': 'Gunakan tidak lebih daripada {max} aksara',
  'notification.notFound': 'Pemberitahuan tidak ditemui.',
};
