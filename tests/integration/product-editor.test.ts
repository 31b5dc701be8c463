import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BadImageError,
  createProduct,
  getSellerProduct,
  ImagesRequiredError,
  ProductNotFoundError,
  SkuTakenError,
  updateProduct,
  type NewImage,
} from '../../src/data/product-editor';
import { getProductDetail } from '../../src/data/catalogue';
import { draftValues, emptyDraft, type ProductDraft } from '../../src/lib/product-draft';
import { freshDatabase, listedProducts, objectKeys, pngBytes, snapshot, storeProducts } from './support';
import { JPEG } from '../pictures';

let db: D1Database;
let bucket: R2Bucket;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, bucket, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const OWNER = 'kebun-hijau';
const OTHER = 'nelayan-labuan';

const png = (marker: number): NewImage => ({ contentType: 'image/png', bytes: pngBytes(marker) });
const jpeg: NewImage = { contentType: 'image/jpeg', bytes: JPEG.slice().buffer as ArrayBuffer };

const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  ...emptyDraft(),
  name: 'Pisang Tanduk',
  description: 'Horn plantains for goreng pisang.',
  category: 'food',
  price: '8.90',
  compareAtPrice: '10.00',
  quantity: '25',
  tags: ['local', 'fruit'],
  ...over,
});

const productObjects = () => objectKeys(bucket, 'products/');

describe('createProduct', () => {
  it('publishes a product with its images in order, visible in the catalogue at once', async () => {
    const { id, status } = await createProduct(db, bucket, OWNER, draftValues(draft()), [png(1), jpeg], 'publish');
    expect(id).toMatch(/^p-[0-9a-f-]{36}$/);
    expect(status).toBe('active');

    const product = await getSellerProduct(db, OWNER, id);
    expect(product).toMatchObject({ name: 'Pisang Tanduk', priceSen: 890, compareAtSen: 1000, stock: 25, tags: ['local', 'fruit'], status: 'active' });
    expect(product!.images.map((i) => i.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(product!.imageUrl).toBe(product!.images[0]!.url);
    expect(product!.images[0]!.url).toMatch(new RegExp(`^/media/products/${id}/[0-9a-f-]{36}\\.png$`));
    expect(product!.figures).toEqual({ unitsSold: 0, revenueSen: 0, views: 0, rating: 0, reviewCount: 0 });

    const stored = await bucket.get(product!.images[1]!.url.slice('/media/'.length));
    expect(stored?.httpMetadata?.contentType).toBe('image/jpeg');

    expect((await listedProducts(db)).some((p) => p.id === id)).toBe(true);
    expect((await storeProducts(db, OWNER)).some((p) => p.id === id)).toBe(true);
    expect((await getProductDetail(db, id))?.images).toEqual(product!.images.map((i) => i.url));
  });

  it('publishes quantity 0 as out of stock', async () => {
    const { status } = await createProduct(db, bucket, OWNER, draftValues(draft({ name: 'Sold out', quantity: '0' })), [png(2)], 'publish');
    expect(status).toBe('out_of_stock');
  });

  it('keeps a draft away from every buyer', async () => {
    const { id, status } = await createProduct(db, bucket, OWNER, draftValues({ ...emptyDraft(), name: 'Still thinking' }), [], 'draft');
    expect(status).toBe('draft');
    expect((await listedProducts(db)).some((p) => p.id === id)).toBe(false);
    expect((await storeProducts(db, OWNER)).some((p) => p.id === id)).toBe(false);
    expect(await getProductDetail(db, id)).toBeNull();
    expect((await getSellerProduct(db, OWNER, id))?.category).toBe('other');
  });

  it('refuses bad bytes before anything is stored', async () => {
    const before = await snapshot(db);
    const objects = await productObjects();
    const fake: NewImage = { contentType: 'image/png', bytes: new TextEncoder().encode('%PDF-1.4 not a picture').buffer as ArrayBuffer };
    await expect(createProduct(db, bucket, OWNER, draftValues(draft({ name: 'Fake' })), [png(3), fake], 'publish')).rejects.toBeInstanceOf(BadImageError);
    expect(await snapshot(db)).toEqual(before);
    expect(await productObjects()).toEqual(objects);
  });

  it('refuses to publish without an image', async () => {
    await expect(createProduct(db, bucket, OWNER, draftValues(draft()), [], 'publish')).rejects.toBeInstanceOf(ImagesRequiredError);
  });

  it('refuses a SKU the merchant already uses and removes the uploaded images again', async () => {
    await createProduct(db, bucket, OWNER, draftValues(draft({ name: 'First', sku: 'PIS-001' })), [png(4)], 'publish');
    const before = await snapshot(db);
    const objects = await productObjects();
    await expect(
      createProduct(db, bucket, OWNER, draftValues(draft({ name: 'Second', sku: 'PIS-001' })), [png(5)], 'publish'),
    ).rejects.toBeInstanceOf(SkuTakenError);
    expect(await snapshot(db)).toEqual(before);
    expect(await productObjects()).toEqual(objects);
  });
});

describe('updateProduct', () => {
  it('keeps, reorders, removes and appends images, and changes the price seen in the catalogue', async () => {
    const { id } = await createProduct(db, bucket, OWNER, draftValues(draft({ name: 'Editable' })), [png(6), png(7), png(8)], 'publish');
    const before = (await getSellerProduct(db, OWNER, id))!;
    const [a, b, c] = before.images;
    await updateProduct(db, bucket, OWNER, id, draftValues(draft({ name: 'Edited', price: '12.00', tags: ['fruit'] })), [c!.id, a!.id], [jpeg], 'publish');

    const after = (await getSellerProduct(db, OWNER, id))!;
    expect(after.name).toBe('Edited');
    expect(after.tags).toEqual(['fruit']);
    expect(after.images.map((i) => i.id).slice(0, 2)).toEqual([c!.id, a!.id]);
    expect(after.images[2]!.contentType).toBe('image/jpeg');
    expect(after.imageUrl).toBe(c!.url);
    expect(await bucket.get(b!.url.slice('/media/'.length))).toBeNull();
    expect((await listedProducts(db)).find((p) => p.id === id)?.priceSen).toBe(1200);
  });

  it('hides a product again when it is saved as a draft', async () => {
    const { id } = await createProduct(db, bucket, OWNER, draftValues(draft({ name: 'Going back' })), [png(9)], 'publish');
    const { images } = (await getSellerProduct(db, OWNER, id))!;
    await updateProduct(db, bucket, OWNER, id, draftValues(draft({ name: 'Going back' })), images.map((i) => i.id), [], 'draft');
    expect((await listedProducts(db)).some((p) => p.id === id)).toBe(false);
  });

  it('keeps the illustration of a demo product that has no uploaded images', async () => {
    const demo = (await getSellerProduct(db, OTHER, 'fish-udang'))!;
    expect(demo.legacyImageUrl).toBeTruthy();
    expect(demo.images).toEqual([]);
  });

  it('lets another merchant neither read nor change a product, and changes nothing', async () => {
    const { id } = await createProduct(db, bucket, OWNER, draftValues(draft({ name: 'Mine' })), [png(10)], 'publish');
    expect(await getSellerProduct(db, OTHER, id)).toBeNull();
    expect(await getSellerProduct(db, OWNER, 'fish-udang')).toBeNull();

    const before = await snapshot(db);
    const objects = await productObjects();
    const { images } = (await getSellerProduct(db, OWNER, id))!;
    await expect(
      updateProduct(db, bucket, OTHER, id, draftValues(draft({ name: 'Stolen', price: '0.01' })), images.map((i) => i.id), [png(11)], 'publish'),
    ).rejects.toBeInstanceOf(ProductNotFoundError);
    await expect(
      updateProduct(db, bucket, OWNER, 'fish-udang', draftValues(draft({ name: 'Stolen' })), [], [png(12)], 'publish'),
    ).rejects.toBeInstanceOf(ProductNotFoundError);
    expect(await snapshot(db)).toEqual(before);
    expect(await productObjects()).toEqual(objects);
  });
});
