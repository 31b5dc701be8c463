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
import { emptyDraft, imagesLeftOut, PRODUCT_REFUSALS, statusPreview, validateDraft } from '../../src/lib/product-draft';
import { sayIn } from '../../src/islands/product-editor/editor-texts';
import { decodeRefusal, said } from '../../src/lib/refusals';

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
  it("refuses every Publish and draft rule, and every refusal of the server's save, with a code said in both languages", () => {
    const blank = { ...emptyDraft(), compareAtPrice: 'x', weight: 'y', length: 'z', condition: 'broken' };
    const refused = [
      ...Object.values(validateDraft(blank, 11, 'publish')),
      ...Object.values(validateDraft({ ...blank, category: 'spaceships' }, 0, 'draft')),
      ...Object.values(
        validateDraft({ ...emptyDraft(), name: 'x'.repeat(201), tags: Array(21).fill('t') }, 1, 'draft'),
      ),
      ...SERVER,
      said('product.fileTooLarge', { name: 'kept.png' }),
      said('product.fileNotImage', { name: 'notes.txt' }),
      said('product.reloadStock'),
    ];
    const codes = new Set<string>();
    for (const message of refused) {
      const refusal = decodeRefusal(message);
      expect(refusal, message).not.toBeNull();
      expect(PRODUCT_REFUSALS).toContain(refusal!.code);
      codes.add(refusal!.code);
      expect(sayIn(ms, message), message).not.toBe(sayIn(en, message));
      expect(sayIn(en, message)).not.toMatch(/[{}]/);
    }
    expect([...codes].sort()).toEqual([...PRODUCT_REFUSALS].sort());
    expect(sayIn(ms, SERVER[2]!)).toBe(
      'Stok berubah semasa anda mengubah produk ini: 3 dalam stok sekarang, bukan 15. Tiada apa-apa disimpan. Semak kuantiti dan simpan semula.',
    );
    expect(sayIn(ms, said('product.fileTooLarge', { name: 'kept.png' }))).toBe('kept.png melebihi 10MB');
    expect(sayIn(ms, said('product.tooManyTags', { max: 20 }))).toBe('Maksimum 20 tag');
  });

  it('says the rules and the server in the English of the spec', () => {
    expect(SERVER.map((message) => sayIn(en, message))).toEqual([
      'This product does not exist or is not one of yours.',
      'Another of your products already uses this SKU',
      'The stock changed while you were editing: 3 in stock now, not 15. Nothing was saved. Check the quantity and save again.',
      'Valid price is required',
      'At least one product image is required',
      'Only PNG, JPG, GIF or WebP images up to 10MB each can be uploaded',
      'At most 10 images per product',
    ]);
    const { name, images } = validateDraft(emptyDraft(), 0, 'publish');
    expect(sayIn(en, name!)).toBe('Product name is required');
    expect(sayIn(en, images!)).toBe('At least one product image is required');
    expect(sayIn(en, said('product.fileNotImage', { name: 'notes.txt' }))).toBe(
      'notes.txt is not a PNG, JPG, GIF or WebP image',
    );
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
