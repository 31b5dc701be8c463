import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PictureBindings } from '../../src/data/pictures';
import {
  BadImageError,
  createProduct,
  getSellerProduct,
  ImagesRequiredError,
  ProductNotFoundError,
  SkuTakenError,
  StockChangedError,
  UnsellablePriceError,
  updateProduct,
  type NewImage,
} from '../../src/data/products';
import { getProductDetail, listingPage } from '../../src/data/catalogue';
import { DEFAULT_LISTING_QUERY } from '../../src/lib/catalogue';
import { draftValues, emptyDraft, type ProductDraft } from '../../src/lib/product-draft';
import { placeOrder } from '../../src/data/checkout';
import { said } from '../../src/lib/refusals';
import {
  DEMO_BUYER_AT_CHECKOUT,
  demoBuyerOrder,
  freshDatabase,
  listedProducts,
  objectKeys,
  pngBytes,
  snapshot,
  stockOf,
  storeProducts,
} from './support';
import { JPEG } from '../pictures';

let db: D1Database;
let bucket: R2Bucket;
let media: PictureBindings;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, bucket, media, dispose } = await freshDatabase());
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

/** Where an image's upload is kept (private; buyers get its variants). */
const uploadKey = async (imageId: string) =>
  (await db
    .prepare('SELECT storage_key FROM product_images WHERE id = ?')
    .bind(imageId)
    .first<{ storage_key: string }>())!.storage_key;

const productObjects = () => objectKeys(bucket, 'products/');

describe('createProduct', () => {
  it('publishes a product with its images in order, visible in the catalogue at once', async () => {
    const { id, status } = await createProduct(db, media, OWNER, draftValues(draft()), [png(1), jpeg], 'publish');
    expect(id).toMatch(/^p-[0-9a-f-]{36}$/);
    expect(status).toBe('active');

    const product = await getSellerProduct(db, OWNER, id);
    expect(product).toMatchObject({
      name: 'Pisang Tanduk',
      priceSen: 890,
      compareAtSen: 1000,
      stock: 25,
      tags: ['local', 'fruit'],
      status: 'active',
    });
    expect(product!.images.map((i) => i.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(product!.imageUrl).toBe(product!.images[0]!.url);
    // Shown through its variants (WebP, named by the picture's hash, size and colour), never the upload.
    expect(product!.images[0]!.url).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/\d+x\d+-[0-9a-f]{6}\/\d+\.webp$/);
    expect(product!.figures).toEqual({ unitsSold: 0, revenueSen: 0, views: 0, rating: 0, reviewCount: 0 });

    const variant = await bucket.get(product!.images[1]!.url.slice('/media/'.length));
    expect(variant?.httpMetadata).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const stored = await bucket.get(await uploadKey(product!.images[1]!.id));
    expect(stored?.httpMetadata?.contentType).toBe('image/jpeg');

    expect((await listedProducts(db)).some((p) => p.id === id)).toBe(true);
    expect((await storeProducts(db, OWNER)).some((p) => p.id === id)).toBe(true);
    expect((await getProductDetail(db, id))?.images).toEqual(product!.images.map((i) => i.url));
  });

  it('publishes quantity 0 as out of stock', async () => {
    const { status } = await createProduct(
      db,
      media,
      OWNER,
      draftValues(draft({ name: 'Sold out', quantity: '0' })),
      [png(2)],
      'publish',
    );
    expect(status).toBe('out_of_stock');
  });

  it('refuses to put a product on sale for free, but keeps an unpriced draft', async () => {
    const before = await snapshot(db);
    await expect(
      createProduct(db, media, OWNER, draftValues(draft({ name: 'Free', price: '0' })), [png(3)], 'publish'),
    ).rejects.toBeInstanceOf(UnsellablePriceError);
    expect(await snapshot(db)).toEqual(before);
    const { status } = await createProduct(
      db,
      media,
      OWNER,
      draftValues(draft({ name: 'Price later', price: '' })),
      [],
      'draft',
    );
    expect(status).toBe('draft');
  });

  it('files a vegetable added through the form under Vegetables', async () => {
    const { id } = await createProduct(
      db,
      media,
      OWNER,
      draftValues(draft({ name: 'Kangkung Segar', category: 'vegetables' })),
      [png(4)],
      'publish',
    );
    expect(
      (await listingPage(db, { ...DEFAULT_LISTING_QUERY, category: 'vegetables', sort: 'newest' })).products.map(
        (p) => p.id,
      ),
    ).toContain(id);
  });

  it('keeps a draft away from every buyer', async () => {
    const { id, status } = await createProduct(
      db,
      media,
      OWNER,
      draftValues({ ...emptyDraft(), name: 'Still thinking' }),
      [],
      'draft',
    );
    expect(status).toBe('draft');
    expect((await listedProducts(db)).some((p) => p.id === id)).toBe(false);
    expect((await storeProducts(db, OWNER)).some((p) => p.id === id)).toBe(false);
    expect(await getProductDetail(db, id)).toBeNull();
    expect((await getSellerProduct(db, OWNER, id))?.category).toBe('other');
  });

  it('refuses bad bytes before anything is stored', async () => {
    const before = await snapshot(db);
    const objects = await productObjects();
    const fake: NewImage = {
      contentType: 'image/png',
      bytes: new TextEncoder().encode('%PDF-1.4 not a picture').buffer as ArrayBuffer,
    };
    await expect(
      createProduct(db, media, OWNER, draftValues(draft({ name: 'Fake' })), [png(3), fake], 'publish'),
    ).rejects.toBeInstanceOf(BadImageError);
    expect(await snapshot(db)).toEqual(before);
    expect(await productObjects()).toEqual(objects);
  });

  it('refuses to publish without an image', async () => {
    await expect(createProduct(db, media, OWNER, draftValues(draft()), [], 'publish')).rejects.toBeInstanceOf(
      ImagesRequiredError,
    );
  });

  it('refuses a SKU the merchant already uses and removes the uploaded images again', async () => {
    await createProduct(db, media, OWNER, draftValues(draft({ name: 'First', sku: 'PIS-001' })), [png(4)], 'publish');
    const before = await snapshot(db);
    const objects = await productObjects();
    await expect(
      createProduct(db, media, OWNER, draftValues(draft({ name: 'Second', sku: 'PIS-001' })), [png(5)], 'publish'),
    ).rejects.toMatchObject({ constructor: SkuTakenError, message: said('product.skuTaken') });
    expect(await snapshot(db)).toEqual(before);
    expect(await productObjects()).toEqual(objects);
  });
});

describe('updateProduct', () => {
  it('keeps, reorders, removes and appends images, and changes the price seen in the catalogue', async () => {
    const { id } = await createProduct(
      db,
      media,
      OWNER,
      draftValues(draft({ name: 'Editable' })),
      [png(6), png(7), png(8)],
      'publish',
    );
    const before = (await getSellerProduct(db, OWNER, id))!;
    const [a, b, c] = before.images;
    const removedUpload = await uploadKey(b!.id);
    await updateProduct(
      db,
      media,
      OWNER,
      id,
      draftValues(draft({ name: 'Edited', price: '12.00', tags: ['fruit'] })),
      [c!.id, a!.id],
      [jpeg],
      'publish',
      25,
    );

    const after = (await getSellerProduct(db, OWNER, id))!;
    expect(after.name).toBe('Edited');
    expect(after.tags).toEqual(['fruit']);
    expect(after.images.map((i) => i.id).slice(0, 2)).toEqual([c!.id, a!.id]);
    expect(after.images[2]!.contentType).toBe('image/jpeg');
    expect(after.imageUrl).toBe(c!.url);
    expect(await bucket.get(removedUpload)).toBeNull();
    expect((await listedProducts(db)).find((p) => p.id === id)?.priceSen).toBe(1200);
  });

  it('hides a product again when it is saved as a draft', async () => {
    const { id } = await createProduct(
      db,
      media,
      OWNER,
      draftValues(draft({ name: 'Going back' })),
      [png(9)],
      'publish',
    );
    const { images } = (await getSellerProduct(db, OWNER, id))!;
    await updateProduct(
      db,
      media,
      OWNER,
      id,
      draftValues(draft({ name: 'Going back' })),
      images.map((i) => i.id),
      [],
      'draft',
      25,
    );
    expect((await listedProducts(db)).some((p) => p.id === id)).toBe(false);
  });

  it('keeps the illustration of a demo product that has no uploaded images', async () => {
    const demo = (await getSellerProduct(db, OTHER, 'fish-udang'))!;
    expect(demo.legacyImageUrl).toBeTruthy();
    expect(demo.images).toEqual([]);
  });

  describe('a checkout between loading the form and saving it', () => {
    const openAndSell = async (name: string, sold: number) => {
      const { id } = await createProduct(
        db,
        media,
        OWNER,
        draftValues(draft({ name, price: '8.90', quantity: '15' })),
        [png(20)],
        'publish',
      );
      const loaded = (await getSellerProduct(db, OWNER, id))!;
      expect(loaded.stock).toBe(15);
      await placeOrder(db, demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, [{ productId: id, quantity: sold }], 890));
      expect(await stockOf(db, id)).toBe(15 - sold);
      return loaded;
    };
    const keep = (product: { images: { id: string }[] }) => product.images.map((i) => i.id);

    it('never undoes the sale when only the price changes', async () => {
      const loaded = await openAndSell('Sold while editing', 2);
      const saved = await updateProduct(
        db,
        media,
        OWNER,
        loaded.id,
        draftValues(draft({ name: 'Sold while editing', price: '9.50', quantity: '15' })),
        keep(loaded),
        [],
        'publish',
        loaded.stock,
      );
      expect(saved).toMatchObject({ status: 'active', stock: 13 });
      expect(await stockOf(db, loaded.id)).toBe(13);
      expect((await getSellerProduct(db, OWNER, loaded.id))!.priceSen).toBe(950);
    });

    it('applies a changed quantity as a change from what was loaded', async () => {
      const loaded = await openAndSell('Restocked while selling', 2);
      await updateProduct(
        db,
        media,
        OWNER,
        loaded.id,
        draftValues(draft({ name: 'Restocked while selling', quantity: '20' })),
        keep(loaded),
        [],
        'publish',
        loaded.stock,
      );
      expect(await stockOf(db, loaded.id)).toBe(18);
    });

    it('marks the product out of stock when the change leaves none', async () => {
      const loaded = await openAndSell('Last ones', 5);
      const saved = await updateProduct(
        db,
        media,
        OWNER,
        loaded.id,
        draftValues(draft({ name: 'Last ones', quantity: '5' })),
        keep(loaded),
        [],
        'publish',
        loaded.stock,
      );
      expect(saved).toMatchObject({ status: 'out_of_stock', stock: 0 });
    });

    it("refuses a change that would take more than is left, naming today's stock, and saves nothing", async () => {
      const loaded = await openAndSell('Nearly gone', 14);
      const before = await snapshot(db);
      const saving = updateProduct(
        db,
        media,
        OWNER,
        loaded.id,
        draftValues(draft({ name: 'Renamed', quantity: '10' })),
        keep(loaded),
        [],
        'publish',
        loaded.stock,
      );
      await expect(saving).rejects.toBeInstanceOf(StockChangedError);
      // The refusal carries today's stock and the stock the form was loaded with, as its values.
      await expect(saving).rejects.toThrow(said('product.stockChanged', { now: 1, loaded: 15 }));
      expect(await snapshot(db)).toEqual(before);
    });
  });

  it('lets another merchant neither read nor change a product, and changes nothing', async () => {
    const { id } = await createProduct(db, media, OWNER, draftValues(draft({ name: 'Mine' })), [png(10)], 'publish');
    expect(await getSellerProduct(db, OTHER, id)).toBeNull();
    expect(await getSellerProduct(db, OWNER, 'fish-udang')).toBeNull();

    const before = await snapshot(db);
    const objects = await productObjects();
    const { images } = (await getSellerProduct(db, OWNER, id))!;
    await expect(
      updateProduct(
        db,
        media,
        OTHER,
        id,
        draftValues(draft({ name: 'Stolen', price: '0.01' })),
        images.map((i) => i.id),
        [png(11)],
        'publish',
        25,
      ),
    ).rejects.toBeInstanceOf(ProductNotFoundError);
    await expect(
      updateProduct(
        db,
        media,
        OWNER,
        'fish-udang',
        draftValues(draft({ name: 'Stolen' })),
        [],
        [png(12)],
        'publish',
        25,
      ),
    ).rejects.toBeInstanceOf(ProductNotFoundError);
    expect(await snapshot(db)).toEqual(before);
    expect(await productObjects()).toEqual(objects);
  });
});
