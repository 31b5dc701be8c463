import { SIGN_IN_WINDOW_MINUTES } from '../../lib/accounts';
import type { Catalogue } from '../catalogue';
import type { auth as english } from '../en/auth';

/** Log masuk dan daftar (Bahasa Malaysia): skrin, borangnya, dan setiap mesej yang boleh dipaparkan. */
export const auth: Catalogue<typeof english> = {
  messages: {
    passwordsDoNotMatch: 'Kata laluan tidak sepadan',
    passwordsMatch: 'Kata laluan sepadan',
    passwordTooShort: 'Kata laluan mesti sekurang-kurangnya 6 aksara',
    passwordTooCommon: 'Kata laluan ini antara yang paling biasa dan mudah diteka. Sila pilih kata laluan lain.',
    passwordHintGood: 'Bagus',
    passwordHintShort: 'Terlalu pendek (sekurang-kurangnya 6 aksara)',
    invalidEmail: 'Sila masukkan alamat e-mel yang sah',
    nameRequired: 'Sila masukkan nama anda',
    termsRequired: 'Sila terima Terma Perkhidmatan dan Dasar Privasi',
    emailTaken: 'Akaun dengan e-mel ini sudah wujud. Sila log masuk.',
    wrongCredentials: 'E-mel atau kata laluan tidak sah',
    credentialsRequired: 'Sila masukkan e-mel dan kata laluan anda',
    tooManyAttempts: `Terlalu banyak cubaan log masuk yang gagal. Sila tunggu ${SIGN_IN_WINDOW_MINUTES} minit dan cuba lagi.`,
    waitBeforeRetry:
      'Terlalu banyak cubaan log masuk yang gagal dari rangkaian anda. Sila tunggu beberapa saat dan cuba lagi.',
    loginFailed: 'Log masuk gagal',
    signupFailed: 'Pendaftaran gagal',
    intentUnreadable:
      'Produk yang hendak ditambah selepas log masuk tidak dapat dibaca. Sila kembali ke produk itu dan cuba lagi.',
  },
  titleSignIn: 'Log Masuk',
  titleSignUp: 'Daftar',
  brand: 'Labuan Market',
  welcome: 'Selamat Kembali',
  subtitle: 'Log masuk ke akaun anda atau daftar akaun baharu untuk mula membeli-belah.',
  tabsLabel: 'Log masuk atau daftar',
  signIn: 'Log Masuk',
  signUp: 'Daftar',
  otherWays: 'Cara lain untuk log masuk',
  sideTitle: 'Beli barangan tempatan, dari mana-mana di pulau ini',
  sideText:
    'Hasil tani segar, makanan laut dan barangan tempatan daripada peniaga Labuan, dihantar ke pintu rumah anda.',
  google: 'Teruskan dengan Google',
  facebook: 'Teruskan dengan Facebook',
  providersNote: 'Log masuk dengan akaun lain belum tersedia. Gunakan e-mel dan kata laluan anda.',
  email: 'E-mel',
  password: 'Kata Laluan',
  fullName: 'Nama Penuh',
  confirmPassword: 'Sahkan Kata Laluan',
  show: 'Tunjuk',
  hide: 'Sorok',
  showPassword: 'Tunjukkan kata laluan',
  hidePassword: 'Sorokkan kata laluan',
  forgotPassword: 'Lupa kata laluan?',
  resetUnavailable: 'Tetapan semula kata laluan belum tersedia',
  resetHelp: 'E-mel help@labuanmarket.example dan kami akan menetapkannya semula untuk anda.',
  signingIn: 'Sedang Log Masuk...',
  terms: 'Saya bersetuju dengan Terma Perkhidmatan dan Dasar Privasi',
  creatingAccount: 'Sedang Mendaftar...',
  createAccount: 'Daftar Akaun',
};
