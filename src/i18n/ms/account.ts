import type { Catalogue } from '../catalogue';
import { PROFILE_REFUSALS } from '../../lib/profile';
import { ANSWER_REFUSALS, textsOf } from '../../lib/refusals';
import { refusals } from './refusals';
import type { account as english } from '../en/account';

/** Halaman profil (Bahasa Malaysia): kad pengepala, status penjual, tab Profil, Pesanan, Dompet dan Tetapan. */
export const account: Catalogue<typeof english> = {
  title: 'Profil',
  back: 'Kembali',
  tabsLabel: 'Akaun anda',
  needsScript:
    'Mengubah profil anda memerlukan JavaScript, yang dimatikan dalam pelayar ini. Pesanan, dompet dan tetapan anda masih boleh dibaca.',
  tabs: { profile: 'Profil', orders: 'Pesanan', wallet: 'Dompet', settings: 'Tetapan' },
  header: {
    verified: 'Disahkan',
    unverified: 'Belum disahkan',
    memberSince: (date) => `Ahli sejak ${date}`,
    editProfile: 'Ubah Profil',
  },
  seller: {
    title: 'Berniaga di Labuan Market',
    approved: 'Diluluskan',
    active: 'Akaun penjual anda aktif.',
    openDashboard: 'Buka papan pemuka penjual',
    underReview: 'Dalam semakan',
    pendingBefore: 'Permohonan anda untuk',
    pendingAfter: (date) =>
      `, dihantar pada ${date}, sedang disemak. Pengesahan dokumen mengambil masa 2-3 hari bekerja.`,
    notApproved: 'Tidak diluluskan',
    rejectedBefore: 'Permohonan anda untuk',
    rejectedAfter: 'tidak diluluskan:',
    applyAgain: 'Mohon semula',
    invite: 'Jual hasil tani dan barangan anda ke seluruh pulau.',
    apply: 'Mohon untuk menjadi peniaga',
  },
  form: {
    label: 'Butiran profil',
    personal: 'Maklumat Peribadi',
    address: 'Alamat',
    fields: {
      name: 'Nama Paparan',
      fullName: 'Nama Penuh',
      email: 'E-mel',
      phone: 'Telefon',
      dateOfBirth: 'Tarikh Lahir',
      citizenship: 'Kewarganegaraan',
      addressLine1: 'Alamat Baris 1',
      addressLine2: 'Alamat Baris 2 (pilihan)',
      city: 'Bandar',
      state: 'Negeri',
      postalCode: 'Poskod',
      country: 'Negara',
    },
    notProvided: 'Tiada maklumat',
    cancel: 'Batal',
    save: 'Simpan',
    saving: 'Sedang menyimpan...',
    saved: 'Profil dikemas kini',
    emailPending:
      'Profil dikemas kini. Kami menghantar pautan ke {email}: alamat anda bertukar sebaik sahaja anda membukanya.',
    saveFailed: 'Profil anda tidak dapat disimpan. Sila cuba lagi.',
    refusals: textsOf(refusals, [...PROFILE_REFUSALS, ...ANSWER_REFUSALS]),
  },
  orders: {
    count: (count) => `${count} pesanan`,
    track: 'Jejak Pesanan',
    emptyTitle: 'Belum ada pesanan',
    emptyText: 'Hasil tani segar, makanan laut dan barangan tempatan hanya beberapa sentuhan sahaja.',
    browse: 'Lihat Produk',
    placedOn: 'Dibuat pada',
    total: 'Jumlah',
    trackWith: (carrier) => `Jejak dengan ${carrier}`,
    newTab: ' (dibuka dalam tab baharu)',
    rate: 'Nilai barang anda',
    rateOf: (id) => ` bagi ${id}`,
  },
  wallet: {
    balance: 'Baki Dompet',
    active: 'Aktif',
    hidden: 'Baki disembunyikan',
    hide: 'Sembunyikan baki',
    show: 'Tunjukkan baki',
    topUp: 'Tambah Nilai',
    withdraw: 'Keluarkan',
    note: 'Dompet tidak menyimpan wang sendiri: anda membayar setiap pesanan dalam talian atau secara tunai semasa penghantaran, dan bayaran balik dikembalikan melalui cara anda membayar. Tambah Nilai dan Keluarkan tidak ditawarkan.',
    recent: 'Bayaran dan Bayaran Balik',
    none: 'Belum ada bayaran atau bayaran balik',
    descriptions: {
      payment: 'Bayaran untuk pesanan {orderId}',
      cash: 'Tunai dibayar semasa penghantaran untuk pesanan {orderId}',
      refund: 'Bayaran balik untuk pesanan {orderId}',
    },
    states: { pending: 'Dalam proses dikembalikan', succeeded: 'Telah dikembalikan' },
  },
  settings: {
    emailsTitle: 'Pemberitahuan E-mel',
    emailsText: 'Pilih e-mel yang sampai ke peti masuk anda. Pemberitahuan di ikon loceng kekal seperti biasa.',
    emailKinds: {
      order_confirmation: {
        label: 'Pengesahan pesanan',
        hint: 'Apa yang anda pesan, jumlahnya dan pautan untuk menjejak.',
      },
      shipping_update: {
        label: 'Kemas kini penghantaran',
        hint: 'Apabila penjual menyediakan, menghantar dan menyerahkan pesanan anda.',
      },
      order_cancelled: {
        label: 'Pesanan dibatalkan',
        hint: 'Apabila penjual membatalkan pesanan anda, berserta notanya.',
      },
      new_order: { label: 'Pesanan baharu di kedai saya', hint: 'Siapa memesan apa daripada kedai anda.' },
      low_stock: {
        label: 'Stok terhad di kedai saya',
        hint: 'Apabila pesanan meninggalkan produk dengan sedikit unit atau tiada langsung.',
      },
      application_decision: {
        label: 'Keputusan permohonan penjual',
        hint: 'Sama ada kedai anda diluluskan, atau sebabnya jika tidak.',
      },
    },
    saveEmails: 'Simpan tetapan e-mel',
    emailsSaved: 'Tetapan e-mel anda telah disimpan.',
    emailsRefused: 'Tetapan e-mel anda tidak dapat disimpan. Sila cuba lagi.',
    picturesTitle: 'Gambar Kecil',
    picturesText:
      'Gambar produk dimuatkan pada saiz terkecil, untuk menjimatkan data pada sambungan yang perlahan atau mahal.',
    dangerTitle: 'Zon Bahaya',
  },
};
