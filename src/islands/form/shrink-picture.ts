/**
 * A photo made small in the browser before it is sent: decoded the right way up (its Exif orientation), scaled
 * to at most `maxSide` pixels on its long side, and encoded as WebP, or JPEG where the browser cannot encode
 * WebP. A merchant's 4 MB phone photo leaves the phone at a few hundred KB. Where the browser cannot decode or
 * encode (an old phone), or the result would not be smaller, the file goes as it is and the server makes it
 * small (src/data/pictures.ts): this only spares the merchant's connection, it is never what buyers rely on.
 */

export interface ShrunkPicture {
  /** What to send: the smaller picture, or the chosen file itself. */
  file: File;
  /** The chosen file's size and what is sent, in bytes. */
  before: number;
  after: number;
}

const QUALITY = 0.8;
/** A file this small that needs no scaling is sent as it is: encoding it again would gain little or lose detail. */
const SMALL_ENOUGH = 300 * 1024;

type Canvas = HTMLCanvasElement | OffscreenCanvas;

function canvasOf(width: number, height: number): Canvas | null {
  if (typeof OffscreenCanvas === 'function' && typeof OffscreenCanvas.prototype.convertToBlob === 'function')
    return new OffscreenCanvas(width, height);
  if (typeof document === 'undefined' || typeof HTMLCanvasElement.prototype.toBlob !== 'function') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function encode(canvas: Canvas, type: string): Promise<Blob | null> {
  try {
    if ('convertToBlob' in canvas) return await canvas.convertToBlob({ type, quality: QUALITY });
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
  } catch {
    return null;
  }
}

function draw(canvas: Canvas, bitmap: ImageBitmap, background: string | null): boolean {
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) return false;
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return true;
}

const renamed = (name: string, type: string) =>
  `${name.replace(/\.[^./\\]*$/, '') || 'picture'}.${type === 'image/webp' ? 'webp' : 'jpg'}`;

/** The picture to send for `file`, at most `maxSide` pixels on its long side where the browser can make it so. */
export async function shrinkPicture(file: File, maxSide: number): Promise<ShrunkPicture> {
  const asItIs: ShrunkPicture = { file, before: file.size, after: file.size };
  // A GIF may move; only still pictures are redrawn.
  if (typeof createImageBitmap !== 'function' || file.type === 'image/gif') return asItIs;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return asItIs;
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_ENOUGH) return asItIs;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = canvasOf(width, height);
    if (!canvas || !draw(canvas, bitmap, null)) return asItIs;
    let blob = await encode(canvas, 'image/webp');
    // A browser that cannot encode WebP gives PNG instead: JPEG then, on white (JPEG has no transparency).
    if (blob?.type !== 'image/webp') {
      blob = draw(canvas, bitmap, '#ffffff') ? await encode(canvas, 'image/jpeg') : null;
      if (blob?.type !== 'image/jpeg') return asItIs;
    }
    if (blob.size >= file.size) return asItIs;
    return {
      file: new File([blob], renamed(file.name, blob.type), { type: blob.type, lastModified: file.lastModified }),
      before: file.size,
      after: blob.size,
    };
  } finally {
    bitmap.close();
  }
}

/** A size for people: 412 KB, 3.8 MB. */
export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${unit}`;
  if (bytes < 1024 * 1024) return format(Math.max(1, bytes / 1024), 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}
