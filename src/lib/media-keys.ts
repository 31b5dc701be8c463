/**
 * Which R2 keys the public media route may serve. Exactly two public prefixes, each with its own shape: the
 * variants of product pictures (`pictures/<hash>/<width>x<height>-<colour>/<width>.webp`, src/lib/pictures.ts)
 * and store logos (`stores/<merchantId>/<uuid>.<ext>`). A product picture's upload
 * (`products/<productId>/<uuid>.<ext>`) is never served: its address leads to its variants. Everything else in
 * the bucket, above all an application's documents under `applications/`, stays private.
 */
import { isVariantKey } from './pictures';

const PRODUCT_IMAGE_KEY = /^products\/[A-Za-z0-9_-]{1,80}\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
/** Logos are never GIF or SVG: the settings save accepts PNG, JPG and WebP only. */
const STORE_LOGO_KEY = /^stores\/[a-z0-9-]{1,64}\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

export function isPublicMediaKey(key: string): boolean {
  return isVariantKey(key) || STORE_LOGO_KEY.test(key);
}

/** A product picture's upload, as stored: its address is sent on to its variants. */
export function isProductUploadKey(key: string): boolean {
  return PRODUCT_IMAGE_KEY.test(key);
}

/** The name a browser is offered for a served image: the key's last part, which is a uuid and an extension. */
export function mediaFileName(key: string): string {
  return key.split('/').pop() ?? 'image';
}
