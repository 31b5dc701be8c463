import type { Catalogue } from '../catalogue';
import type { browser as english } from '../en/browser';

/** Teks yang ditulis oleh skrip halaman (Bahasa Malaysia): notis ringkas dan label yang berubah. */
export const browser: Catalogue<typeof english> = {
  wishlistLabel: (on, name) => (on ? `Buang ${name} daripada senarai hajat` : `Tambah ${name} ke senarai hajat`),
  product: 'Produk',
  addedToCart: 'Ditambah ke troli',
  cartMessage: (name, wanted, added, holding) =>
    added <= 0
      ? {
          kind: 'warning',
          title: 'Sudah ada dalam troli anda',
          description: `Anda sudah ada kesemua ${holding} ${name} yang ada dalam stok.`,
        }
      : added < wanted
        ? {
            kind: 'warning',
            title: 'Ditambah ke troli',
            description: `${added} × ${name}: troli anda kini memegang kesemua ${holding} yang ada dalam stok.`,
          }
        : { kind: 'success', title: 'Ditambah ke troli', description: `${added} × ${name}` },
  addedToWishlist: 'Ditambah ke senarai hajat',
  removedFromWishlist: 'Dibuang daripada senarai hajat',
  alreadyInWishlist: 'Sudah ada dalam senarai hajat anda',
  notAdded: 'Tidak ditambah',
  noLongerOnSale: 'Produk itu tidak lagi dijual.',
  outOfStock: 'Habis stok',
  outOfStockNow: (name) => `${name} sudah habis stok.`,
  tryAgainFromProduct: 'Sila cuba lagi dari halaman produk.',
  dismiss: 'Tutup notis',
  toLightTheme: 'Tukar ke tema cerah',
  toDarkTheme: 'Tukar ke tema gelap',
};
