import type { Catalogue } from '../catalogue';
import type { yourData as english } from '../en/your-data';

/** Data peribadi anda: muat turun, atau padam akaun (PDPA Malaysia: hak akses dan pembetulan). */
export const yourData: Catalogue<typeof english> = {
  setting: {
    title: 'Data Anda',
    text: 'Muat turun salinan semua yang disimpan oleh pasar tentang anda: profil, alamat, pesanan, ulasan, pemberitahuan, tetapan e-mel, peranti, senarai hajat dan troli (fail JSON).',
    download: 'Muat turun data saya',
    rights:
      'Akta Perlindungan Data Peribadi Malaysia memberi anda hak untuk melihat data peribadi yang disimpan oleh pasar tentang anda, dan untuk membetulkannya: sunting profil anda di sini, atau tulis kepada pentadbir pasar.',
    deleteText:
      'Memadam akaun anda membuang data peribadi anda serta-merta dan melog keluar anda di semua tempat. Apa yang diperlukan oleh undang-undang dan peniaga daripada pesanan anda disimpan, tanpa nama anda.',
    delete: 'Padam Akaun',
  },
  delete: {
    title: 'Padam akaun anda',
    back: 'Kembali ke akaun anda',
    lead: 'Tindakan ini tidak boleh dibatalkan. Akaun anda ditutup serta-merta dan setiap pelayar yang log masuk ke akaun ini dilog keluar.',
    removedTitle: 'Dibuang serta-merta',
    removed: [
      'Nama, alamat e-mel, nombor telefon, tarikh lahir, kewarganegaraan, alamat dan kata laluan anda: akaun hanya menyimpan nama "Pembeli Dipadam", dan tiada sesiapa boleh log masuk ke akaun itu.',
      'Nama, alamat, nombor telefon, e-mel dan nota penghantaran setiap pesanan anda.',
      'Troli, senarai hajat, pemberitahuan, tetapan e-mel, pelayar dikenali, pengesahan dua faktor dan kod pemulihan anda.',
      'Salinan e-mel yang dihantar kepada anda, permohonan peniaga anda dan dokumennya, dan empat digit terakhir kad pada pembayaran anda.',
      'Bagi peniaga: kedai ditutup dan e-mel, telefon, alamat, laman web dan pautan media sosialnya dibuang.',
    ],
    keptTitle: 'Disimpan, dan sebabnya',
    kept: [
      'Pesanan anda, sebagai "Pembeli Dipadam": item, jumlah, cukai, status pembayaran dan penghantaran, dan negeri destinasinya. Peniaga yang menjual kepada anda memerlukannya untuk akaun, bayaran balik dan pemulangan mereka, dan undang-undang cukai Malaysia meminta rekod jualan disimpan selama tujuh tahun.',
      'Jumlah pembayaran anda dan rujukan penyedia pembayaran, untuk menyelesaikan bayaran balik dan pertikaian dengan penyedia, dan transaksi dompet anda.',
      'Ulasan anda, sebagai "Pembeli Dipadam": penilaian dan teks kekal pada produk supaya penilaiannya kekal benar; nama anda dibuang daripadanya.',
      'Rekod sebarang tetapan semula pengesahan dua faktor anda oleh pentadbir (bila, oleh siapa, bagaimana identiti disemak), sebagai audit pasar.',
      'Bagi peniaga: nama perniagaan dan nombor pendaftaran kedai pada invois pesanan lamanya.',
    ],
    openOrders: 'Peniaga yang mempunyai pesanan terbuka diminta menyelesaikan atau membatalkannya dahulu.',
    password: 'Kata laluan',
    code: 'Kod daripada aplikasi pengesah anda, atau kod pemulihan',
    confirm: 'Saya faham bahawa akaun saya dipadam untuk selamanya',
    submit: 'Padam akaun saya',
    deletedTitle: 'Akaun anda telah dipadam',
    deletedText:
      'Data peribadi anda telah dibuang dan setiap pelayar telah dilog keluar. Pesanan yang diperlukan oleh peniaga disimpan sebagai "Pembeli Dipadam". Terima kasih kerana membeli-belah dengan kami.',
    home: 'Kembali ke kedai',
  },
};
