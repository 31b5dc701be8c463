import type { Catalogue } from '../catalogue';
import type { shell as english } from '../en/shell';

/** Teks yang dikongsi setiap halaman (Bahasa Malaysia). Istilah: lihat src/i18n/GLOSSARY.md. */
export const shell: Catalogue<typeof english> = {
  document: {
    siteName: 'Labuan Market',
    description:
      'Hasil tani segar, makanan laut, daging dan barangan tempatan daripada peniaga Labuan, dihantar ke seluruh pulau.',
    notifications: 'Pemberitahuan',
    skipToContent: 'Langkau ke kandungan',
  },
  header: {
    badge: 'Pasar Hasil Tani & Produk Tempatan',
    accountAndCart: 'Akaun dan troli',
    switchTheme: 'Tukar tema',
    darkTheme: 'Tema gelap',
    cart: 'Troli',
    items: ' barang',
    signIn: 'Log Masuk',
    signUp: 'Daftar',
    buyerOrSeller: 'Paparan pembeli atau penjual',
    buyer: 'Pembeli',
    seller: 'Penjual',
    view: ' (paparan)',
    accountMenu: 'Menu akaun',
    profile: 'Profil',
    applications: 'Permohonan Peniaga',
    payouts: 'Bayaran Peniaga',
    logOut: 'Log keluar',
  },
  footer: {
    about: 'Hasil tani segar, makanan laut, daging dan barangan tempatan daripada peniaga pulau kita.',
    forBuyers: 'Untuk Pembeli',
    browseProducts: 'Lihat Produk',
    cart: 'Troli',
    wishlist: 'Senarai Hajat',
    trackOrder: 'Jejak Pesanan',
    forMerchants: 'Untuk Peniaga',
    startSelling: 'Mula Berniaga',
    sellerDashboard: 'Papan Pemuka Penjual',
    bulkUpload: 'Muat Naik Pukal',
    support: 'Bantuan',
    myAccount: 'Akaun Saya',
    emailSupport: 'E-mel Bantuan',
    call: (phone) => `Hubungi ${phone}`,
    copyright: (year) => `© ${year} Labuan Market. Hak cipta terpelihara.`,
  },
  language: {
    label: 'Bahasa',
  },
  pictures: {
    fullNow: 'Gambar: saiz penuh.',
    smallNow: 'Gambar: kecil, untuk menjimatkan data.',
    useSmall: 'Guna gambar kecil',
    useFull: 'Guna gambar saiz penuh',
  },
  notFound: {
    title: 'Halaman tidak dijumpai',
    message: 'Halaman yang anda cari tiada atau telah dipindahkan.',
    backHome: 'Kembali ke Laman Utama',
  },
  serverError: {
    title: 'Ada yang tidak kena',
    message: 'Kami tidak dapat memuatkan halaman ini sekarang. Sila cuba lagi sebentar lagi.',
    backToShop: 'Kembali ke kedai',
  },
};
