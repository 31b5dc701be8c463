import type { Catalogue } from '../catalogue';
import type { auth as english } from '../en/auth';

/** Log masuk dan daftar (Bahasa Malaysia): skrin, borangnya, dan setiap mesej yang boleh dipaparkan. */
export const auth: Catalogue<typeof english> = {
  hints: {
    passwordGood: 'Bagus',
    passwordShort: 'Terlalu pendek (sekurang-kurangnya 6 aksara)',
    passwordsMatch: 'Kata laluan sepadan',
    passwordsDoNotMatch: 'Kata laluan tidak sepadan',
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
  signingIn: 'Sedang Log Masuk...',
  terms: 'Saya bersetuju dengan Terma Perkhidmatan dan Dasar Privasi',
  creatingAccount: 'Sedang Mendaftar...',
  createAccount: 'Daftar Akaun',
};
