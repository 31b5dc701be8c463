import { describe, expect, it } from 'vitest';
import {
  addTag,
  draftFromValues,
  draftValues,
  emptyDraft,
  normaliseTags,
  NO_PRICE,
  imagesLeftOut,
  pricePreview,
  savedStatus,
  statusPreview,
  validateForDraft as refusalsForDraft,
  validateForPublish as refusalsForPublish,
  withinImageLimit,
  type DraftErrors,
  type ProductDraft,
} from '../../src/lib/product-draft';
import { messages } from '../../src/i18n';
import { decodeRefusal, refusalText } from '../../src/lib/refusals';

/** The rules refuse with codes; these tests read them as the English form says them, in the spec's words. */
function inEnglish(errors: DraftErrors): DraftErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const refusal = decodeRefusal(message);
      expect(refusal, message).not.toBeNull();
      return [field, refusalText(messages('en').refusals, refusal)];
    }),
  );
}
const validateForPublish = (draft: ProductDraft, images: number) => inEnglish(refusalsForPublish(draft, images));
const validateForDraft = (draft: ProductDraft, images: number) => inEnglish(refusalsForDraft(draft, images));

const filled = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  ...emptyDraft(),
  name: 'Durian Musang King',
  description: 'Fresh from Kampung Lajau.',
  category: 'food',
  price: '45.50',
  quantity: '12',
  ...over,
});

describe('validateForPublish', () => {
  it('gives the six spec messages for a blank form', () => {
    expect(validateForPublish(emptyDraft(), 0)).toEqual({
      name: 'Product name is required',
      description: 'Product description is required',
      category: 'Category is required',
      price: 'Valid price is required',
      quantity: 'Valid quantity is required',
      images: 'At least one product image is required',
    });
  });

  it('accepts a complete draft with one image', () => {
    expect(validateForPublish(filled(), 1)).toEqual({});
  });

  it('treats whitespace as blank', () => {
    expect(validateForPublish(filled({ name: '   ', description: '\n' }), 1)).toEqual({
      name: 'Product name is required',
      description: 'Product description is required',
    });
  });

  it('needs a price above 0 with at most two decimals', () => {
    expect(validateForPublish(filled({ price: '0' }), 1).price).toBe('Valid price is required');
    expect(validateForPublish(filled({ price: '0.00' }), 1).price).toBe('Valid price is required');
    expect(validateForPublish(filled({ price: '-1' }), 1).price).toBe('Valid price is required');
    expect(validateForPublish(filled({ price: '1.999' }), 1).price).toBe('Valid price is required');
    expect(validateForPublish(filled({ price: '0.01' }), 1).price).toBeUndefined();
  });

  it('accepts quantity 0 but not a negative or fractional quantity', () => {
    expect(validateForPublish(filled({ quantity: '0' }), 1).quantity).toBeUndefined();
    expect(validateForPublish(filled({ quantity: '-1' }), 1).quantity).toBe('Valid quantity is required');
    expect(validateForPublish(filled({ quantity: '1.5' }), 1).quantity).toBe('Valid quantity is required');
  });

  it('refuses more than ten images and an unknown category', () => {
    expect(validateForPublish(filled(), 10)).toEqual({});
    expect(validateForPublish(filled(), 11).images).toMatch(/At most 10/);
    expect(validateForPublish(filled({ category: 'weapons' }), 1).category).toBe('Choose a category from the list');
  });
});

describe('validateForDraft', () => {
  it('needs only a name', () => {
    expect(validateForDraft(emptyDraft(), 0)).toEqual({ name: 'Product name is required' });
    expect(validateForDraft({ ...emptyDraft(), name: 'Half done' }, 0)).toEqual({});
  });

  it('still refuses badly formed numbers', () => {
    expect(validateForDraft({ ...emptyDraft(), name: 'x', price: 'abc', weight: '1,5' }, 0)).toEqual({
      price: 'Valid price is required',
      weight: 'Enter a valid weight in kg',
    });
  });
});

describe('tags', () => {
  it('adds trimmed tags and ignores blank and duplicate ones', () => {
    let tags = addTag([], '  organic ');
    expect(tags).toEqual(['organic']);
    tags = addTag(tags, '   ');
    tags = addTag(tags, 'Organic');
    tags = addTag(tags, 'local');
    expect(tags).toEqual(['organic', 'local']);
  });

  it('normalises a submitted list the same way', () => {
    expect(normaliseTags(['a', ' a', '', 'b'])).toEqual(['a', 'b']);
  });
});

describe('previews', () => {
  it('shows the percent-off badge only when compare-at exceeds the price', () => {
    expect(pricePreview({ price: '75', compareAtPrice: '100' })).toEqual({
      price: 'RM\u00a075.00',
      compareAt: 'RM\u00a0100.00',
      percentOff: 25,
    });
    expect(pricePreview({ price: '100', compareAtPrice: '100' }).percentOff).toBeNull();
    expect(pricePreview({ price: '', compareAtPrice: '' })).toEqual({
      price: NO_PRICE,
      compareAt: null,
      percentOff: null,
    });
    // Not a price the shop sells at: no "RM\u00a00.00 RM\u00a010.00 100% OFF".
    for (const price of ['-3', '0', '0.005', '0.00', 'abc']) {
      expect(pricePreview({ price, compareAtPrice: '10' }), price).toEqual({
        price: NO_PRICE,
        compareAt: null,
        percentOff: null,
      });
    }
    expect(pricePreview({ price: '0.01', compareAtPrice: '10' })).toEqual({
      price: 'RM\u00a00.01',
      compareAt: 'RM\u00a010.00',
      percentOff: 100,
    });
  });

  it('reads Status Active/Draft, Shipping Required/Not required, Tax Taxable/Tax-free', () => {
    expect(
      statusPreview({ isActive: true, requiresShipping: true, taxable: true }).map((l) => `${l.label} ${l.value}`),
    ).toEqual(['Status Active', 'Shipping Required', 'Tax Taxable']);
    expect(
      statusPreview({ isActive: false, requiresShipping: false, taxable: false }).map((l) => `${l.label} ${l.value}`),
    ).toEqual(['Status Draft', 'Shipping Not required', 'Tax Tax-free']);
  });
});

describe('stored values', () => {
  it('converts money to sen, kg to grams and cm to mm, and back', () => {
    const values = draftValues(
      filled({ compareAtPrice: '50', weight: '1.25', length: '10.5', width: '3', height: '', sku: ' DUR-1 ' }),
    );
    expect(values).toMatchObject({
      priceSen: 4550,
      compareAtSen: 5000,
      stock: 12,
      weightGrams: 1250,
      lengthMm: 105,
      widthMm: 30,
      heightMm: null,
      sku: 'DUR-1',
    });
    expect(draftFromValues(values)).toMatchObject({
      price: '45.50',
      compareAtPrice: '50.00',
      weight: '1.25',
      length: '10.5',
      width: '3',
      height: '',
    });
  });

  it('files a draft without a category under Other', () => {
    expect(draftValues({ ...emptyDraft(), name: 'x' }).category).toBe('other');
  });

  it('lists a published product and keeps drafts and switched-off products drafts', () => {
    expect(savedStatus('publish', { isActive: true })).toBe('active');
    expect(savedStatus('publish', { isActive: false })).toBe('draft');
    expect(savedStatus('draft', { isActive: true })).toBe('draft');
  });

  it('keeps at most ten images, dropping the extra files', () => {
    expect(withinImageLimit([1, 2, 3, 4, 5, 6, 7, 8, 9], [10, 11, 12])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('imagesLeftOut', () => {
  it('names the files that are not pictures and counts the pictures past the limit', () => {
    expect(imagesLeftOut([], 0)).toBeNull();
    expect(imagesLeftOut(['price-list.pdf'], 0)).toBe('price-list.pdf is not a picture.');
    expect(imagesLeftOut(['a.txt', 'b.zip'], 2)).toBe(
      'a.txt, b.zip are not pictures; 2 pictures were not added: at most 10 images per product.',
    );
    expect(imagesLeftOut([], 1)).toBe('1 picture was not added: at most 10 images per product.');
  });
});
