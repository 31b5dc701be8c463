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
  account: {
    resetSubject: 'Tetapkan semula kata laluan Labuan Market anda',
    resetTitle: 'Tetapkan semula kata laluan anda',
    reset: (name, email) =>
      `Hai ${name}, seseorang (kami harap anda) meminta untuk menetapkan semula kata laluan akaun ${email} di Labuan Market.`,
    resetExpires: (minutes) =>
      `Pautan ini berfungsi sekali sahaja, selama ${minutes} minit. Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal.`,
    resetLink: 'Pilih kata laluan baharu',
    changedSubject: 'Kata laluan Labuan Market anda telah ditukar',
    changed: (name, at) =>
      `Hai ${name}, kata laluan akaun anda telah ditukar pada ${at} (waktu Malaysia), dan semua peranti lain telah dilog keluar.`,
    changedNotYou:
      'Jika ini bukan anda, tetapkan semula kata laluan anda sekarang dan semak peranti yang log masuk ke akaun anda.',
    changedLink: 'Tetapkan semula kata laluan anda',
    verifySubject: 'Sahkan alamat e-mel anda untuk Labuan Market',
    verifyTitle: 'Sahkan alamat e-mel anda',
    verify: (name, email) => `Hai ${name}, sila sahkan bahawa ${email} ialah alamat e-mel anda.`,
    verifyChange: (name, email) =>
      `Hai ${name}, anda meminta untuk menggunakan ${email} bagi akaun Labuan Market anda. Ia menggantikan alamat lama sebaik sahaja anda mengesahkannya.`,
    verifyExpires: (hours) =>
      `Pautan ini berfungsi selama ${hours} jam. Jika anda tidak memintanya, abaikan e-mel ini.`,
    verifyLink: 'Sahkan alamat e-mel saya',
    changeSubject: 'Alamat e-mel Labuan Market anda sedang ditukar',
    change: (name, newEmail) =>
      `Hai ${name}, seseorang meminta untuk menukar alamat e-mel akaun anda kepada ${newEmail}. Ia bertukar sebaik sahaja pautan yang dihantar ke sana dibuka.`,
    changeNotYou:
      'Jika ini bukan anda, tetapkan semula kata laluan anda sekarang: pertukaran tidak berlaku selagi pautan itu tidak dibuka.',
    secondFactorOnSubject: 'Pengesahan dua faktor telah dihidupkan untuk akaun Labuan Market anda',
    secondFactorOn: (name: string, at: string) =>
      `Hai ${name}, pengesahan dua faktor telah dihidupkan untuk akaun anda pada ${at} (waktu Malaysia). Log masuk kini meminta kod daripada aplikasi pengesah anda atau kod pemulihan.`,
    secondFactorOffSubject: 'Pengesahan dua faktor telah dimatikan untuk akaun Labuan Market anda',
    secondFactorOff: (name: string, at: string) =>
      `Hai ${name}, pengesahan dua faktor telah dimatikan untuk akaun anda pada ${at} (waktu Malaysia). Log masuk kini hanya meminta kata laluan anda.`,
    secondFactorReset: (name: string, at: string) =>
      `Hai ${name}, pengesahan dua faktor akaun anda telah ditetapkan semula oleh pentadbir pasaran pada ${at} (waktu Malaysia), selepas memastikan andalah yang meminta. Log masuk kini hanya meminta kata laluan anda.`,
    secondFactorNotYou:
      'Jika ini bukan anda, tetapkan semula kata laluan anda sekarang dan semak peranti yang log masuk ke akaun anda.',
    deletedSubject: 'Akaun Labuan Market anda telah dipadam',
    deleted: (at: string) =>
      `Akaun Labuan Market anda telah dipadam pada ${at} (waktu Malaysia), seperti yang anda minta. Data peribadi anda telah dibuang; pesanan yang anda buat disimpan untuk peniaga dan undang-undang sebagai "Pembeli Dipadam".`,
    deletedNotYou: 'Jika anda tidak memadamnya, tulis kepada kami dengan membalas e-mel ini.',
    deletedLink: 'Labuan Market',
  },
};
