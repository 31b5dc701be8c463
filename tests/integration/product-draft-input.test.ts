import { describe, expect, it } from 'vitest';
import { said } from '../../src/lib/refusals';
import { saveInput } from '../../src/lib/product-draft-input';
import { pngBytes } from './support';

/** The product form as a browser sends it, decoded the way Astro hands a form to an action's schema. */
const form = (over: Record<string, unknown> = {}) => ({
  intent: 'publish',
  productId: null,
  name: 'Ikan Bilis 500g',
  description: 'Dried anchovies from Labuan',
  category: 'seafood',
  condition: 'new',
  price: '12.50',
  compareAtPrice: '',
  sku: '',
  quantity: '10',
  loadedQuantity: null,
  weight: '',
  length: '',
  width: '',
  height: '',
  tags: ['dried'],
  images: [new File([pngBytes()], 'ikan.png', { type: 'image/png' })],
  keepImages: [],
  isActive: 'on',
  trackQuantity: 'on',
  allowBackorders: null,
  requiresShipping: null,
  taxable: 'on',
  ...over,
});

const messages = async (over: Record<string, unknown>) =>
  ((await saveInput.safeParseAsync(form(over))).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

describe('the product form as the server reads it', () => {
  it('takes a well-formed product, switches as ticked, a missing condition as new, and drops fields that are not the draft', async () => {
    const parsed = await saveInput.parseAsync({
      ...form({ condition: null }),
      merchantId: 'merchant-other',
      status: 'active',
    });
    expect(parsed).toMatchObject({
      name: 'Ikan Bilis 500g',
      condition: 'new',
      isActive: true,
      allowBackorders: false,
      requiresShipping: false,
    });
    expect(parsed).not.toHaveProperty('merchantId');
    expect(parsed).not.toHaveProperty('status');
  });

  it('refuses a publish without what the spec requires, with its codes', async () => {
    expect(
      await messages({ name: '  ', description: '', category: '', price: 'abc', quantity: '', images: [] }),
    ).toEqual([
      `name: ${said('product.nameRequired')}`,
      `description: ${said('product.descriptionRequired')}`,
      `category: ${said('product.categoryRequired')}`,
      `price: ${said('product.priceRequired')}`,
      `quantity: ${said('product.quantityRequired')}`,
      `images: ${said('product.imageRequired')}`,
    ]);
  });

  it('holds the draft schema’s limits on the server: a name over 200 characters, more than 20 tags', async () => {
    expect(await messages({ name: 'x'.repeat(201) })).toEqual([`name: ${said('text.tooLong', { max: 200 })}`]);
    expect(await messages({ tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) })).toContain(
      `tags: ${said('product.tooManyTags', { max: 20 })}`,
    );
  });

  it('refuses a file that is not an image by its bytes, whatever its name', async () => {
    const fake = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'photo.png', { type: 'image/png' });
    expect(await messages({ images: [fake] })).toEqual([
      `images: ${said('product.fileNotImage', { name: 'photo.png' })}`,
    ]);
  });

  it('names a file sent without a name by its place in the upload', async () => {
    const nameless = new File(['plain text'], '', { type: 'image/png' });
    expect(await messages({ images: [new File([pngBytes()], 'ikan.png'), nameless] })).toEqual([
      `images: ${said('product.fileNotImage', { name: '#2' })}`,
    ]);
  });
});
