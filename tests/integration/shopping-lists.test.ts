import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeShoppingLists, readShoppingLists } from '../../src/data/shopping-lists';
import { shoppingChangesSchema } from '../../src/lib/shopping-changes';
import { countRows, freshDatabase, insertUser, snapshot } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

let n = 0;
async function newBuyer(): Promise<string> {
  n += 1;
  const id = `user-lists-${n}`;
  await insertUser(db, id, `lists${n}@example.com`, `Buyer ${n}`);
  return id;
}

const quantities = async (userId: string) =>
  Object.fromEntries((await readShoppingLists(db, userId)).cart.map((item) => [item.productId, item.quantity]));

describe('the server copy of a cart', () => {
  it('is one cart per buyer: what one device adds, another reads', async () => {
    const buyer = await newBuyer();
    const other = await newBuyer();
    await changeShoppingLists(db, buyer, [{ kind: 'cart.add', productId: 'veg-kangkung', quantity: 2 }]);
    await changeShoppingLists(db, buyer, [
      { kind: 'cart.add', productId: 'veg-kangkung', quantity: 1 },
      { kind: 'cart.add', productId: 'fish-udang', quantity: 1 },
    ]);
    expect(await quantities(buyer)).toEqual({ 'veg-kangkung': 3, 'fish-udang': 1 });
    expect(await quantities(other)).toEqual({});
  });

  it('caps the cart quantity at the stock and says so', async () => {
    const buyer = await newBuyer();
    const result = await changeShoppingLists(db, buyer, [{ kind: 'cart.add', productId: 'meat-lembu', quantity: 9 }]);
    expect(await quantities(buyer)).toEqual({ 'meat-lembu': 4 });
    expect(result.notices.map((notice) => notice.text)).toEqual([
      expect.stringMatching(/^Only 4 units of .+ in stock: your cart holds 4\.$/),
    ]);
    const set = await changeShoppingLists(db, buyer, [{ kind: 'cart.set', productId: 'meat-lembu', quantity: 7 }]);
    expect(set.cart).toEqual([expect.objectContaining({ productId: 'meat-lembu', quantity: 4 })]);
    expect(set.notices[0]!.text).toMatch(/^Only 4 units of .+ in stock: your cart holds 4\.$/);
  });

  it('never adds a product that is out of stock or gone, and tells the buyer', async () => {
    const buyer = await newBuyer();
    const result = await changeShoppingLists(db, buyer, [
      { kind: 'cart.add', productId: 'fish-ketam', quantity: 1 },
      { kind: 'cart.add', productId: 'no-such-product', quantity: 1 },
      { kind: 'wishlist.add', productId: 'no-such-product' },
    ]);
    expect(result.cart).toEqual([]);
    expect(result.wishlist).toEqual([]);
    expect(result.notices.map((notice) => notice.text)).toEqual([
      expect.stringMatching(/ is out of stock now and was not added\.$/),
      'A product in your cart is no longer on sale and was left out.',
      'A product you saved is no longer on sale and was left out.',
    ]);
    expect(await countRows(db, 'SELECT COUNT(*) AS n FROM cart_items WHERE user_id = ?', buyer)).toBe(0);
  });

  it('tells a price that moved since the buyer saw it (a change sent after an offline spell)', async () => {
    const buyer = await newBuyer();
    const result = await changeShoppingLists(db, buyer, [
      { kind: 'cart.add', productId: 'veg-sawi', quantity: 1, seenPriceSen: 300 },
    ]);
    expect(result.cart).toHaveLength(1);
    expect(result.notices[0]!.text).toMatch(/now costs RM\s4\.00 \(it was RM\s3\.00\)\.$/);
  });

  it('sets, removes and clears; a quantity of 0 removes the line', async () => {
    const buyer = await newBuyer();
    await changeShoppingLists(db, buyer, [
      { kind: 'cart.add', productId: 'veg-kangkung', quantity: 1 },
      { kind: 'cart.add', productId: 'veg-sawi', quantity: 1 },
      { kind: 'cart.add', productId: 'veg-cili', quantity: 1 },
    ]);
    await changeShoppingLists(db, buyer, [
      { kind: 'cart.set', productId: 'veg-kangkung', quantity: 5 },
      { kind: 'cart.set', productId: 'veg-sawi', quantity: 0 },
      { kind: 'cart.remove', productId: 'veg-cili' },
    ]);
    expect(await quantities(buyer)).toEqual({ 'veg-kangkung': 5 });
    await changeShoppingLists(db, buyer, [{ kind: 'cart.clear' }]);
    expect(await quantities(buyer)).toEqual({});
  });

  it('keeps a wishlist per buyer: add twice is once, remove and clear', async () => {
    const buyer = await newBuyer();
    await changeShoppingLists(db, buyer, [
      { kind: 'wishlist.add', productId: 'food-madu' },
      { kind: 'wishlist.add', productId: 'food-madu' },
      { kind: 'wishlist.add', productId: 'fish-ketam' },
    ]);
    expect((await readShoppingLists(db, buyer)).wishlist.map((item) => item.productId).sort()).toEqual([
      'fish-ketam',
      'food-madu',
    ]);
    await changeShoppingLists(db, buyer, [{ kind: 'wishlist.remove', productId: 'food-madu' }]);
    expect((await readShoppingLists(db, buyer)).wishlist.map((item) => item.productId)).toEqual(['fish-ketam']);
    await changeShoppingLists(db, buyer, [{ kind: 'wishlist.clear' }]);
    expect((await readShoppingLists(db, buyer)).wishlist).toEqual([]);
  });
});

describe('merging this device with the account at sign-in', () => {
  it('keeps the larger quantity of a product in both, capped at the stock, and adds what only the device had', async () => {
    const buyer = await newBuyer();
    await changeShoppingLists(db, buyer, [
      { kind: 'cart.add', productId: 'veg-kangkung', quantity: 3 },
      { kind: 'cart.add', productId: 'veg-sawi', quantity: 2 },
    ]);
    const result = await changeShoppingLists(db, buyer, [
      {
        kind: 'merge',
        cart: [
          { productId: 'veg-kangkung', quantity: 1, addedAt: '2026-11-01T00:00:00.000Z' },
          { productId: 'veg-sawi', quantity: 5, addedAt: '2026-11-01T00:00:00.000Z' },
          { productId: 'meat-lembu', quantity: 6, addedAt: '2026-11-01T00:00:00.000Z' },
          { productId: 'fish-ketam', quantity: 1, addedAt: '2026-11-01T00:00:00.000Z' },
        ],
        wishlist: [{ productId: 'food-madu', addedAt: '2026-11-01T00:00:00.000Z' }],
      },
    ]);
    expect(await quantities(buyer)).toEqual({ 'veg-kangkung': 3, 'veg-sawi': 5, 'meat-lembu': 4 });
    expect((await readShoppingLists(db, buyer)).wishlist.map((item) => item.productId)).toEqual(['food-madu']);
    const texts = result.notices.map((notice) => notice.text);
    expect(texts).toContainEqual(expect.stringMatching(/^Only 4 units of .+ in stock: your cart holds 4\.$/));
    expect(texts).toContainEqual(expect.stringMatching(/ is out of stock now and was not added\.$/));
    expect(texts).toContain('2 products from this device were added to your cart.');
    expect(texts).toContain('1 product from this device was saved to your wishlist.');
  });

  it('changes nothing when the device holds what the server holds', async () => {
    const buyer = await newBuyer();
    await changeShoppingLists(db, buyer, [{ kind: 'cart.add', productId: 'veg-kangkung', quantity: 3 }]);
    const { cart, wishlist } = await readShoppingLists(db, buyer);
    const before = await snapshot(db);
    const result = await changeShoppingLists(db, buyer, [{ kind: 'merge', cart, wishlist }]);
    expect(result.notices).toEqual([]);
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('bad input', () => {
  it('refuses malformed changes before anything is read or written', () => {
    const bad = [
      [{ kind: 'cart.add', productId: 'veg-kangkung', quantity: 0 }],
      [{ kind: 'cart.add', productId: 'veg-kangkung', quantity: 1.5 }],
      [{ kind: 'cart.add', productId: 'veg-kangkung', quantity: 1000 }],
      [{ kind: 'cart.add', productId: "x' OR 1=1 --", quantity: 1 }],
      [{ kind: 'cart.add', productId: 'veg-kangkung', quantity: 1, userId: 'user-nurul' }],
      [{ kind: 'cart.steal' }],
      Array.from({ length: 101 }, () => ({ kind: 'cart.clear' })),
    ];
    for (const changes of bad) expect(shoppingChangesSchema.safeParse(changes).success).toBe(false);
    expect(
      shoppingChangesSchema.safeParse([{ kind: 'cart.add', productId: 'veg-kangkung', quantity: 2 }]).success,
    ).toBe(true);
  });

  it('the database refuses a quantity out of range even if a caller skipped the checks', async () => {
    const buyer = await newBuyer();
    await expect(
      db.prepare("INSERT INTO cart_items VALUES (?, 'veg-kangkung', 0, 'now')").bind(buyer).run(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db.prepare("INSERT INTO cart_items VALUES (?, 'veg-kangkung', 1000, 'now')").bind(buyer).run(),
    ).rejects.toThrow(/CHECK/);
  });
});

/**
 * SECURITY.md promise 3: changes from tabs or devices of one buyer that arrive at once (the islands'
 * `shopping.sync` and the plain forms' `shopping.changeForm` both apply them here) are each kept, and the stock
 * still caps the line.
 */
describe('racing changes', () => {
  const setStock = (productId: string, stock: number) =>
    db
      .prepare('UPDATE products SET stock = ?, track_quantity = 1, allow_backorders = 0 WHERE id = ?')
      .bind(stock, productId)
      .run();
  const addOne = (buyer: string, productId: string) =>
    changeShoppingLists(db, buyer, [{ kind: 'cart.add', productId, quantity: 1 }]);

  it('counts 20 additions of 1 made at once as 20', async () => {
    const buyer = await newBuyer();
    await setStock('home-tikar', 34);
    const answers = await Promise.all(Array.from({ length: 20 }, () => addOne(buyer, 'home-tikar')));
    expect(await quantities(buyer)).toEqual({ 'home-tikar': 20 });
    // The last answer to arrive holds every addition.
    expect(Math.max(...answers.map((answer) => answer.cart[0]!.quantity))).toBe(20);
  });

  it('caps additions made at once at the stock', async () => {
    const buyer = await newBuyer();
    await setStock('elec-lantern', 7);
    await Promise.all(Array.from({ length: 12 }, () => addOne(buyer, 'elec-lantern')));
    expect(await quantities(buyer)).toEqual({ 'elec-lantern': 7 });
  });

  it('keeps additions to one line made at once with other changes to the cart', async () => {
    const buyer = await newBuyer();
    await setStock('clothing-batik', 30);
    await changeShoppingLists(db, buyer, [{ kind: 'cart.add', productId: 'veg-sawi', quantity: 2 }]);
    await Promise.all([
      ...Array.from({ length: 10 }, () => addOne(buyer, 'clothing-batik')),
      changeShoppingLists(db, buyer, [{ kind: 'cart.set', productId: 'veg-sawi', quantity: 3 }]),
      changeShoppingLists(db, buyer, [{ kind: 'wishlist.add', productId: 'food-madu' }]),
    ]);
    expect(await quantities(buyer)).toEqual({ 'veg-sawi': 3, 'clothing-batik': 10 });
    expect((await readShoppingLists(db, buyer)).wishlist.map((item) => item.productId)).toEqual(['food-madu']);
  });
});
