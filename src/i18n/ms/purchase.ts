import type { Catalogue } from '../catalogue';
import type { purchase as english } from '../en/purchase';

/** Kotak pembelian di halaman produk (Bahasa Malaysia): teks biasa, nilai dalam kurungan {…}. */
export const purchase: Catalogue<typeof english> = {
  quantity: 'Kuantiti',
  decrease: 'Kurangkan kuantiti',
  increase: 'Tambah kuantiti',
  addToCart: 'Tambah ke Troli',
  addToWishlist: 'Tambah ke senarai hajat',
  removeFromWishlist: 'Buang daripada senarai hajat',
  addedToWishlist: 'Ditambah ke senarai hajat',
  removedFromWishlist: 'Dibuang daripada senarai hajat',
  addedToCart: 'Ditambah ke troli',
  added: '{added} × {name}',
  addedAllInStock: '{added} × {name}: kesemua {holding} yang ada dalam stok kini dalam troli anda.',
  alreadyInCart: 'Sudah ada dalam troli anda',
  haveAllInStock: 'Kesemua {holding} {name} yang ada dalam stok sudah dalam troli anda.',
  share: 'Kongsi',
  linkCopied: 'Pautan disalin',
  pasteToShare: 'Tampal di mana-mana untuk berkongsi produk ini.',
  couldNotShare: 'Tidak dapat dikongsi',
  copyAddress: 'Salin alamat dari bar alamat pelayar.',
  outOfStock: 'Habis stok',
  inStock: 'Ada stok',
  availableMoreOnBackorder: '{stock} ada, selebihnya boleh ditempah',
  availableOnBackorder: 'Boleh ditempah',
  available: '{stock} ada',
};
