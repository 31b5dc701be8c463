import type { Catalogue } from '../catalogue';
import type { secondFactor as english } from '../en/second-factor';

/** Faktor kedua: persediaan di profil, langkah kedua log masuk, dan tetapan semula oleh pentadbir. */
export const secondFactor: Catalogue<typeof english> = {
  setting: {
    title: 'Pengesahan Dua Faktor',
    on: 'Hidup: log masuk meminta kod daripada aplikasi pengesah anda.',
    off: 'Tambah langkah kedua semasa anda log masuk.',
    manage: 'Urus',
    setUp: 'Sediakan',
    adminRequired: 'Wajib bagi pentadbir.',
  },
  page: {
    title: 'Pengesahan Dua Faktor',
    back: 'Kembali ke akaun anda',
    intro:
      'Dengan pengesahan dua faktor dihidupkan, log masuk memerlukan kata laluan anda dan kod 6 digit daripada aplikasi pengesah di telefon anda (contohnya Google Authenticator, Microsoft Authenticator, Aegis atau 1Password). Kod berubah setiap 30 saat dan setiap satu hanya boleh digunakan sekali.',
    adminRequired:
      'Sebagai pentadbir pasar, anda mesti menghidupkan pengesahan dua faktor sebelum ruang pentadbir dibuka.',
    status: 'Status',
    on: 'Hidup',
    off: 'Mati',
    start: 'Sediakan dengan aplikasi pengesah',
    scan: '1. Tambah akaun ini ke aplikasi anda: imbas kod QR, buka pautan di telefon ini, atau taip kuncinya.',
    qrLabel: 'Kod QR pautan persediaan',
    openInApp: 'Buka dalam aplikasi pengesah',
    key: 'Kunci persediaan',
    uri: 'Pautan persediaan',
    enterCode: '2. Masukkan kod 6 digit yang kini ditunjukkan oleh aplikasi.',
    codeLabel: 'Kod daripada aplikasi anda',
    confirm: 'Hidupkan',
    cancel: 'Batalkan persediaan',
    turnedOn: 'Pengesahan dua faktor telah dihidupkan.',
    recoveryTitle: 'Kod pemulihan anda',
    recoveryLead:
      'Setiap kod melog masuk anda sekali apabila anda tidak dapat menggunakan telefon. Simpan kod ini sekarang di tempat yang selamat (cetak, atau simpan dalam pengurus kata laluan): kod ini tidak ditunjukkan lagi, dan pasar hanya menyimpan cap jari setiap satu.',
    recoveryLeft: (left) => `${left} daripada 10 kod pemulihan tinggal.`,
    newCodesTitle: 'Kod pemulihan baharu',
    newCodesLead: 'Membuat sepuluh kod baharu; kod lama tidak berfungsi lagi.',
    newCodes: 'Buat kod pemulihan baharu',
    turnOffTitle: 'Matikan pengesahan dua faktor',
    turnOffLead:
      'Log masuk hanya memerlukan kata laluan anda semula. Masukkan kata laluan dan kod semasa untuk mengesahkan.',
    password: 'Kata laluan semasa',
    codeOrRecovery: 'Kod daripada aplikasi anda, atau kod pemulihan',
    turnOff: 'Matikan',
    turnedOff: 'Pengesahan dua faktor telah dimatikan.',
    lostTitle: 'Jika anda kehilangan telefon dan kod pemulihan',
    lostText:
      'Tulis kepada pentadbir pasar daripada alamat e-mel akaun anda. Pentadbir menyemak bahawa anda pemilik akaun (dokumen pengenalan anda, butiran pesanan terkini, atau panggilan video) dan kemudian mematikan pengesahan dua faktor akaun itu, yang direkodkan; anda kemudian log masuk dengan kata laluan dan boleh menghidupkannya semula. Tiada sesiapa, termasuk pentadbir, dapat melihat kod atau kod pemulihan anda.',
  },
  step: {
    title: 'Log masuk dua langkah',
    lead: 'Masukkan kod 6 digit daripada aplikasi pengesah anda.',
    codeLabel: 'Kod pengesahan',
    codeHint:
      'Kod yang ditunjukkan oleh aplikasi anda sekarang, atau salah satu kod pemulihan anda (seperti abcde-fghij).',
    trust: 'Jangan tanya lagi di pelayar ini selama 30 hari',
    verify: 'Sahkan',
    expired: 'Log masuk ini telah tamat tempoh atau dimulakan di pelayar lain.',
    signInAgain: 'Log masuk semula',
    lost: 'Kehilangan telefon dan kod pemulihan anda?',
    lostText:
      'Tulis kepada pentadbir pasar daripada alamat e-mel akaun anda: pentadbir boleh mematikan langkah kedua setelah menyemak bahawa anda pemilik akaun.',
  },
  admin: {
    title: 'Tetapan Semula Dua Faktor',
    lead: 'Apabila seseorang kehilangan telefon dan kod pemulihannya, semak bahawa dia pemilik akaun, kemudian matikan pengesahan dua faktor akaun itu di sini. Setiap tetapan semula direkodkan dengan nama anda dan cara anda menyemak.',
    email: 'E-mel akaun',
    check: 'Cara anda menyemak identitinya',
    choose: 'Pilih…',
    checks: {
      idDocument: 'Dokumen pengenalan sepadan dengan akaun',
      orderDetails: 'Butiran pesanan terkini disahkan',
      videoCall: 'Panggilan video dengan dokumen pengenalan',
    },
    reset: 'Tetapkan semula pengesahan dua faktor',
    done: (email) => `Pengesahan dua faktor dimatikan untuk ${email}. Dia boleh log masuk dengan kata laluannya.`,
    history: 'Tetapan semula terkini',
    by: 'Oleh',
    none: 'Belum ada tetapan semula.',
    link: 'Tetapan semula dua faktor',
  },
};
