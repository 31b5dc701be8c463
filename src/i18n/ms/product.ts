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
  info: [
    { title: 'Penghantaran Percuma', text: 'Untuk pesanan melebihi $50' },
    { title: 'Pembayaran Selamat', text: 'Kad, FPX dan e-dompet' },
    { title: 'Pemulangan Mudah', text: 'Polisi pemulangan 30 hari' },
    { title: 'Penghantaran ke Seluruh Dunia', text: 'Dari Labuan ke pintu rumah anda' },
  ],
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
  shippingOptions: [
    'Biasa: 5-7 hari bekerja (percuma melebihi $50)',
    'Ekspres: 2-3 hari bekerja, $9.99',
    'Semalaman: 1 hari bekerja, $19.99',
  ],
  returns: 'Pemulangan',
  returnsText:
    'Pulangkan dalam tempoh 30 hari selepas penghantaran. Pembeli menanggung kos penghantaran pulang kecuali barang rosak.',
};
