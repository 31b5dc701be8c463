/**
 * A product picture as buyers get it: a few WebP widths made once, at upload (src/data/pictures.ts), kept in R2
 * under a key that names the picture by the hash of its bytes and says its size and dominant colour:
 *
 *   pictures/<32 hex of the SHA-256 of the upload>/<width>x<height>-<rrggbb>/<variant width>.webp
 *
 * so that every page that holds one variant's address (a product's `image_url`, an order line's snapshot, a cart
 * line) can write the whole `<img srcset sizes width height>` from it alone, with no other query, and the
 * placeholder colour a card shows until the picture arrives. Addresses that are not such a picture (the demo's
 * drawn SVGs, a store logo) are served as they are.
 */

/** The widths made of every picture (never wider than the picture itself, see pictureWidths). */
export const PICTURE_WIDTHS = [320, 640, 1024, 1600] as const;
/** The longest side a picture is kept at: in the merchant's browser before upload and again on the server. */
export const MAX_PICTURE_SIDE = 1600;
/** A store logo is drawn at most a few hundred pixels wide: scaled in the merchant's browser to this. */
export const MAX_LOGO_SIDE = 512;
/** Identity documents stay legible: scaled in the applicant's browser to this longest side, no smaller. */
export const MAX_DOCUMENT_SIDE = 2000;
/** The width a page that holds one address of a picture names in `src`: enough for a card on a 2x phone. */
export const DEFAULT_PICTURE_WIDTH = 640;

export interface PictureBase {
  /** 32 hex digits of the SHA-256 of the uploaded bytes. */
  hash: string;
  /** The largest variant's size, the picture turned the right way up. */
  width: number;
  height: number;
  /** Its dominant colour, `rrggbb`. */
  colour: string;
}

const HASH = /^[0-9a-f]{32}$/;
const COLOUR = /^[0-9a-f]{6}$/;
const VARIANT_KEY = /^pictures\/([0-9a-f]{32})\/(\d{1,4})x(\d{1,4})-([0-9a-f]{6})\/(\d{1,4})\.webp$/;

/** The widths made of a picture whose largest variant is `width` wide: the standard ones below it, and itself. */
export function pictureWidths(width: number): number[] {
  const below = PICTURE_WIDTHS.filter((w) => w < width);
  return [...below, Math.min(width, MAX_PICTURE_SIDE)];
}

/** The folder of a picture's variants in R2 (and under /media/). */
export function pictureFolder({ hash, width, height, colour }: PictureBase): string {
  if (!HASH.test(hash) || !COLOUR.test(colour)) throw new Error('Not a picture hash or colour');
  return `pictures/${hash}/${width}x${height}-${colour}`;
}

export const variantKey = (folder: string, width: number) => `${folder}/${width}.webp`;

/** The picture a variant's key (or its /media/ address) belongs to, with the variant's width; null if none. */
export function parseVariantKey(key: string): (PictureBase & { folder: string; variantWidth: number }) | null {
  const match = VARIANT_KEY.exec(key.startsWith('/media/') ? key.slice('/media/'.length) : key);
  if (!match) return null;
  const [, hash, w, h, colour, variant] = match as unknown as [string, string, string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  const variantWidth = Number(variant);
  if (width < 1 || height < 1 || !pictureWidths(width).includes(variantWidth)) return null;
  return { hash, width, height, colour, variantWidth, folder: `pictures/${hash}/${width}x${height}-${colour}` };
}

/** Whether the key is one of a picture's variants (the only picture keys the media route serves). */
export const isVariantKey = (key: string) => parseVariantKey(key) !== null;

/** The address a page stores for a picture: its card-sized variant. */
export function pictureUrl(folder: string, width: number): string {
  const widths = pictureWidths(width);
  const chosen = widths.find((w) => w >= DEFAULT_PICTURE_WIDTH) ?? widths.at(-1)!;
  return `/media/${variantKey(folder, chosen)}`;
}

/** The card-sized address of the picture whose variants are in `folder` (as product_images.picture holds it). */
export function pictureUrlOf(folder: string): string {
  const match = /^pictures\/[0-9a-f]{32}\/(\d+)x\d+-[0-9a-f]{6}$/.exec(folder);
  if (!match) throw new Error('Not a picture folder');
  return pictureUrl(folder, Number(match[1]));
}

/** Every variant key of the picture whose variants are in `folder`. */
export function variantKeysOf(folder: string): string[] {
  const match = /^pictures\/[0-9a-f]{32}\/(\d+)x\d+-[0-9a-f]{6}$/.exec(folder);
  if (!match) throw new Error('Not a picture folder');
  return pictureWidths(Number(match[1])).map((w) => variantKey(folder, w));
}

/** A picture's largest variant (a link to the picture itself); any other address as it is. */
export function largestVariant(url: string): string {
  const picture = parseVariantKey(url);
  return picture ? `/media/${variantKey(picture.folder, pictureWidths(picture.width).at(-1)!)}` : url;
}

/** What an `<img>` needs to show a stored picture. */
export interface ImageAttributes {
  src: string;
  srcset?: string;
  sizes?: string;
  width: number;
  height: number;
  /** The picture's dominant colour (`#rrggbb`), for the space it fills until it arrives. */
  placeholder?: string;
}

export interface ImageOptions {
  /** The `sizes` attribute: how wide the picture is drawn. */
  sizes: string;
  /** The box's size, for a picture that is not a stored photo (a drawn SVG keeps the box it is drawn into). */
  box: { width: number; height: number };
  /** The widest variant worth offering here (a 64 px cart line never needs 1600). */
  maxWidth?: number;
  /** Data saver: only the smallest variant. */
  small?: boolean;
}

/**
 * How wide each kind of product picture is drawn, for `sizes`, with the widest variant worth offering there and
 * the box a drawn (SVG) picture keeps. The phone is what counts: at 375 px on a 2x screen a card wants about
 * 690 pixels and gets the 640 variant, the most a card is ever offered.
 */
export const PICTURE_PLACES = {
  card: {
    sizes: '(min-width: 1180px) 290px, (min-width: 900px) 31vw, (min-width: 560px) 48vw, calc(100vw - 32px)',
    maxWidth: 640,
    box: { width: 400, height: 300 },
  },
  gallery: {
    sizes: '(min-width: 1280px) 620px, (min-width: 900px) 52vw, calc(100vw - 32px)',
    maxWidth: 1024,
    box: { width: 400, height: 300 },
  },
  thumb: { sizes: '80px', maxWidth: 320, box: { width: 120, height: 90 } },
  /** A line of a cart, wishlist, order or list: at most 112 px wide. */
  line: { sizes: '112px', maxWidth: 320, box: { width: 112, height: 84 } },
  /** The seller's view of one product: 240 px squares. */
  panel: { sizes: '240px', maxWidth: 640, box: { width: 240, height: 240 } },
} as const satisfies Record<string, Omit<ImageOptions, 'small'>>;

export type PicturePlace = keyof typeof PICTURE_PLACES;

/** The `<img>` attributes of a stored picture shown in one of the shop's places. */
export const pictureIn = (place: PicturePlace, url: string, small = false): ImageAttributes =>
  imageAttributes(url, { ...PICTURE_PLACES[place], small });

export interface PictureTagOptions {
  /** The page's LCP picture: loaded at once, at high priority (one picture a page). Otherwise lazy. */
  lcp?: boolean;
  /** Data saver: the smallest variant only. */
  small?: boolean;
  /** The box it is drawn in, when that is not the picture's own shape (a square in a list, say). */
  box?: { width: number; height: number };
}

/**
 * Every attribute of a product picture's `<img>` but its alt text, for the place it is shown: its variants as a
 * srcset, its size, lazy or the page's LCP picture, and its dominant colour (`data-placeholder`, which the
 * global style paints behind it until it arrives).
 */
export function pictureTag(
  place: PicturePlace,
  url: string,
  { lcp = false, small = false, box }: PictureTagOptions = {},
) {
  const picture = pictureIn(place, url, small);
  return {
    src: picture.src,
    srcset: picture.srcset,
    sizes: picture.sizes,
    width: (box ?? picture).width,
    height: (box ?? picture).height,
    loading: lcp ? 'eager' : 'lazy',
    fetchpriority: lcp ? 'high' : undefined,
    decoding: 'async',
    'data-placeholder': picture.placeholder,
  } as const;
}

/** The same for a React island (`srcSet`), whose own code sets no priority. */
export function pictureProps(place: PicturePlace, url: string, options: PictureTagOptions = {}) {
  const { srcset, fetchpriority: _, ...rest } = pictureTag(place, url, options);
  return { ...rest, srcSet: srcset };
}

/** What stands for a product saved without a picture (a draft, say): an empty `src` would be no picture at all. */
const NO_PICTURE = '/products/placeholder-other.svg';

/**
 * The attributes of an `<img>` for any picture address the shop stores. A stored photo gets its variants as a
 * srcset (up to `maxWidth`), its real size and its colour; anything else is drawn as it is, in its box.
 */
export function imageAttributes(url: string, { sizes, box, maxWidth = MAX_PICTURE_SIDE, small }: ImageOptions) {
  const picture = parseVariantKey(url);
  if (!picture) return { src: url || NO_PICTURE, width: box.width, height: box.height } satisfies ImageAttributes;
  const all = pictureWidths(picture.width);
  const offered = small ? all.slice(0, 1) : all.filter((w, i) => w <= maxWidth || i === 0);
  const src = `/media/${variantKey(picture.folder, small ? all[0]! : (offered.find((w) => w >= DEFAULT_PICTURE_WIDTH) ?? offered.at(-1)!))}`;
  return {
    src,
    srcset: offered.map((w) => `/media/${variantKey(picture.folder, w)} ${w}w`).join(', '),
    sizes,
    width: picture.width,
    height: picture.height,
    placeholder: `#${picture.colour}`,
  } satisfies ImageAttributes;
}

/** The cookie that keeps the data saver choice in the browser: `small` or `full`. */
export const PICTURES_COOKIE = 'pictures';

/**
 * Whether a page sends small pictures (cards load their smallest variant): the buyer's own choice, kept in the
 * browser or else with their account, wins; without one, the browser's data saver (`Save-Data: on`) or a 2g
 * connection (the `ECT` client hint) asks for them.
 */
export function wantsSmallPictures(request: {
  saveData: string | null;
  ect: string | null;
  choice: string | undefined;
  accountChoice: boolean | undefined;
}): boolean {
  if (request.choice === 'small') return true;
  if (request.choice === 'full') return false;
  if (request.accountChoice) return true;
  if (request.saveData?.trim().toLowerCase() === 'on') return true;
  return request.ect === 'slow-2g' || request.ect === '2g';
}
