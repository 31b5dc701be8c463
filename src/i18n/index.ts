/**
 * Every language's messages, for the server: a page takes the part it shows (`messages(lang).shell`). An island
 * gets the texts it shows as props from its page, so no island downloads a language it is not shown in.
 */
import type { Catalogue } from './catalogue';
import type { Lang } from './languages';
import { shell as enShell } from './en/shell';
import { shell as msShell } from './ms/shell';
import { catalogue as enCatalogue } from './en/catalogue';
import { catalogue as msCatalogue } from './ms/catalogue';
import { product as enProduct } from './en/product';
import { product as msProduct } from './ms/product';
import { store as enStore } from './en/store';
import { store as msStore } from './ms/store';
import { tracking as enTracking } from './en/tracking';
import { tracking as msTracking } from './ms/tracking';
import { sellerForms as enSellerForms } from './en/seller-forms';
import { sellerForms as msSellerForms } from './ms/seller-forms';

const CATALOGUES = {
  en: {
    shell: enShell,
    catalogue: enCatalogue,
    product: enProduct,
    store: enStore,
    tracking: enTracking,
    sellerForms: enSellerForms,
  },
  ms: {
    shell: msShell,
    catalogue: msCatalogue,
    product: msProduct,
    store: msStore,
    tracking: msTracking,
    sellerForms: msSellerForms,
  },
} satisfies Record<
  Lang,
  {
    shell: typeof enShell;
    catalogue: typeof enCatalogue;
    product: typeof enProduct;
    store: typeof enStore;
    tracking: typeof enTracking;
    sellerForms: typeof enSellerForms;
  }
>;

export type Messages = { [Area in keyof (typeof CATALOGUES)['en']]: Catalogue<(typeof CATALOGUES)['en'][Area]> };

export function messages(lang: Lang): Messages {
  return CATALOGUES[lang];
}
