import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import {
  BadImageError,
  ImagesRequiredError,
  ProductNotFoundError,
  SkuTakenError,
  StockChangedError,
  TooManyImagesError,
  UnsellablePriceError,
} from '../../src/data/products';
import { emptyDraft, imagesLeftOut, statusPreview, validateDraft } from '../../src/lib/product-draft';
import { sayIn } from '../../src/islands/product-editor/editor-texts';

const en = messages('en').productEditor.form;
const ms = messages('ms').productEditor.form;

const SERVER = [
  new ProductNotFoundError(),
  new SkuTakenError(),
  new StockChangedError(3, 15),
  new UnsellablePriceError(),
  new ImagesRequiredError(),
  new BadImageError(),
  new TooManyImagesError(),
].map((error) => error.message);

describe('the product editor in Bahasa Malaysia', () => {
  it("says every message of the Publish and draft rules, and every refusal of the server's save, in Bahasa Malaysia", () => {
    const blank = { ...emptyDraft(), compareAtPrice: 'x', weight: 'y', length: 'z', condition: 'broken' };
    const said = [
      ...Object.values(validateDraft(blank, 11, 'publish')),
      ...Object.values(validateDraft({ ...blank, category: 'spaceships' }, 0, 'draft')),
      ...SERVER,
      'kept.png is larger than 10MB',
      'notes.txt is not a PNG, JPG, GIF or WebP image',
      'Please reload the product before saving: its stock could not be read.',
    ];
    for (const message of said) expect(sayIn(ms, message), message).not.toBe(message);
    expect(sayIn(ms, SERVER[2]!)).toBe(
      'Stok berubah semasa anda mengubah produk ini: 3 dalam stok sekarang, bukan 15. Tiada apa-apa disimpan. Semak kuantiti dan simpan semula.',
    );
    expect(sayIn(ms, 'kept.png is larger than 10MB')).toBe('kept.png melebihi 10MB');
  });

  it('leaves the English as the server and the rules say it', () => {
    for (const message of SERVER) expect(sayIn(en, message)).toBe(message);
    expect(imagesLeftOut(['a.txt'], 2, en.leftOut)).toBe(imagesLeftOut(['a.txt'], 2));
    const draft = { isActive: false, requiresShipping: false, taxable: false };
    expect(statusPreview(draft, en.preview)).toEqual(statusPreview(draft));
  });

  it("says what was left out of the images and the status preview's words in Bahasa Malaysia", () => {
    expect(imagesLeftOut(['a.txt', 'b.zip'], 2, ms.leftOut)).toBe(
      'a.txt, b.zip bukan gambar; 2 gambar tidak ditambah: maksimum 10 gambar bagi setiap produk.',
    );
    expect(statusPreview({ isActive: true, requiresShipping: false, taxable: false }, ms.preview)).toEqual([
      { label: 'Status', value: 'Aktif' },
      { label: 'Penghantaran', value: 'Tidak diperlukan' },
      { label: 'Cukai', value: 'Bebas cukai' },
    ]);
  });
});
