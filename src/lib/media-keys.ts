/**
 * Which R2 keys the public media route may serve. Exactly two public prefixes, each with its own shape:
 * product images (`products/<productId>/<uuid>.<ext>`) and store logos (`stores/<merchantId>/<uuid>.<ext>`).
 * Everything else in the bucket, above all an application's documents under `applications/`, stays private.
 */

const PRODUCT_IMAGE_KEY = /^products\/[A-Za-z0-9_-]{1,80}\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
/** Logos are never GIF or SVG: the settings save accepts PNG, JPG and WebP only. */
const STORE_LOGO_KEY = /^stores\/[a-z0-9-]{1,64}\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

export function isPublicMediaKey(key: string): boolean {
  return PRODUCT_IMAGE_KEY.test(key) || STORE_LOGO_KEY.test(key);
}

/** The name a browser is offered for a served image: the key's last part, which is a uuid and an extension. */
export function mediaFileName(key: string): string {
  return key.split('/').pop() ?? 'image';
}
