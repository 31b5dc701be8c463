import type { Catalogue } from '../catalogue';
import type { product as english } from '../en/product';

/** Teks halaman produk (Bahasa Malaysia), selain kotak pembelian. */
export const product: Catalogue<typeof english> = {
  notFound: 'Produk tidak dijumpai',
  notFoundText: 'Produk yang anda cari tiada.',
  breadcrumb: 'Laluan halaman',
  home: 'Laman Utama',
  images: 'Gambar produk',
  imageOf: (index, count) => `Gambar ${index} daripada ${count}`,
  was: 'Asal ',
  off: (percent) => `Jimat ${percent}%`,
  soldBy: 'Dijual oleh',
  sellingSince: (date) => `Berniaga sejak ${date}`,
  visitStore: 'Lawati Kedai',
  info: {
    freeShipping: 'Penghantaran Percuma',
    freeShippingOver: (amount) => `Untuk pesanan melebihi ${amount}`,
    securePayment: 'Pembayaran Selamat',
    securePaymentText: 'Kad, FPX dan e-dompet',
    easyReturns: 'Pemulangan Mudah',
    returnPolicy: (days) => `Polisi pemulangan ${days} hari`,
    noReturns: 'Tiada Pemulangan',
    noReturnsText: 'Kedai ini tidak menerima pemulangan',
    delivery: 'Penghantaran',
    deliveryTo: (places) => `Ke ${places}`,
  },
  tabs: 'Maklumat produk',
  details: 'Butiran Produk',
  shippingAndReturns: 'Penghantaran & Pemulangan',
  reviews: (count) => `Ulasan (${count})`,
  dimensions: 'Ukuran',
  weight: 'Berat',
  sku: 'SKU',
  availability: 'Ketersediaan',
  units: (count, backorders) => ` (${count} unit${backorders ? ', selebihnya boleh ditempah' : ''})`,
  tags: 'Tag',
  shipping: 'Penghantaran',
  shippingFee: (fee, free) =>
    `Satu caj penghantaran bagi setiap pesanan, walau dari kedai mana pun: ${fee}, atau percuma apabila jumlah barangan melebihi ${free}.`,
  noShippingNeeded: 'Produk ini tidak perlu dihantar: jika dibeli sendiri, ia tidak menambah caj penghantaran.',
  shipsWithin: (store, days) => `${store} menghantar pesanan dalam tempoh ${days}.`,
  deliversTo: (places) => `Penghantaran ke ${places}.`,
  returns: 'Pemulangan',
  returnsText: (days) =>
    `Pulangkan dalam tempoh ${days} hari selepas penghantaran. Pembeli menanggung kos penghantaran pulang kecuali barang rosak.`,
  noReturnsText: 'Kedai ini tidak menerima pemulangan barangannya.',
};
