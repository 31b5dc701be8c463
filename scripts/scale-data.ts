/**
 * Grows a database that already holds the demo data to a realistic size: merchants, products in every category,
 * reviews, and a history of orders with their items, seller orders, events and payments.
 *
 * The rows are made inside SQLite (`INSERT ... SELECT` over a `WITH RECURSIVE` number series), a chunk per
 * statement, so that 200,000 orders take a minute rather than an hour of round trips. Every value is derived
 * from the row number by fixed arithmetic: the same sizes give the same data on every machine.
 *
 * Only base tables are written, in the order a checkout writes them (order, items, seller orders, events,
 * payment): triggers that keep derived figures current (counters, daily aggregates) see ordinary inserts.
 */
import type { Category } from '../src/lib/catalogue';
import { FREE_SHIPPING_ABOVE_SEN, SHIPPING_FEE_SEN } from '../src/lib/pricing';

export const DEMO_MERCHANT_ID = 'kebun-hijau';
/** One product in this many belongs to the demo merchant; one order in five is (partly) theirs. */
const DEMO_PRODUCT_EVERY = 20;
const DEMO_ORDER_EVERY = 5;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const HISTORY_DAYS = 400;

export interface ScaleOptions {
  products: number;
  orders: number;
  now?: Date;
  /** Called after each step with a line to print. */
  progress?: (line: string) => void;
}

export interface ScaleSummary {
  merchants: number;
  buyers: number;
  products: number;
  reviews: number;
  orders: number;
  ms: number;
}

/** Products as a shop in Labuan sells them: [category, name, description, price in sen, weight in grams]. */
type Entry = [Category, string, string, number, number];
// The demo merchant (a farm) sells only the first FARM_ENTRIES kinds.
const FARM_ENTRIES = 10;
const CATALOGUE: Entry[] = [
  [
    'vegetables',
    'Sayur Kangkung',
    'Water spinach picked this morning, a bundle for stir-fry with belacan. Fresh vegetable.',
    350,
    500,
  ],
  [
    'vegetables',
    'Sayur Sawi Hijau',
    'Tender choy sum from a kampung farm, washed and bundled. Fresh leafy vegetable.',
    400,
    500,
  ],
  [
    'vegetables',
    'Terung Ungu',
    'Purple brinjal, firm and glossy, for sambal terung or curry. Fresh vegetable.',
    600,
    700,
  ],
  ['vegetables', 'Cili Padi', "Bird's eye chilli, very hot, for sambal and dipping sauce. Fresh vegetable.", 500, 200],
  [
    'vegetables',
    'Bayam Merah',
    'Red spinach grown without pesticides, soft leaves for soup. Fresh vegetable.',
    380,
    400,
  ],
  ['vegetables', 'Kacang Panjang', 'Long beans, crisp and sweet, a bundle of about 500 g. Fresh vegetable.', 450, 500],
  ['vegetables', 'Timun Kampung', 'Village cucumbers for ulam and acar, picked young. Fresh vegetable.', 420, 800],
  [
    'vegetables',
    'Pucuk Paku',
    'Wild fern shoots from the hill, a Borneo favourite fried with garlic. Fresh vegetable.',
    550,
    300,
  ],
  ['food', 'Madu Kelulut', 'Stingless bee honey from our own hives, raw and tangy, 250 ml bottle.', 4500, 350],
  ['food', 'Serai dan Daun Pandan', 'Lemongrass and pandan leaves tied together for rice, curry and kuih.', 300, 200],
  ['seafood', 'Ikan Kembung', 'Indian mackerel landed at dawn, cleaned on request. Fresh fish on ice.', 1200, 1000],
  ['seafood', 'Ikan Kerapu', 'Live grouper from Labuan waters, steamed Hong Kong style. Fresh fish.', 6800, 1200],
  ['seafood', 'Udang Harimau', 'Tiger prawns, large, deveined on request. Fresh seafood on ice.', 5500, 1000],
  ['seafood', 'Sotong Segar', 'Fresh squid for sambal sotong or deep-fried calamari. Seafood.', 2800, 1000],
  ['seafood', 'Ketam Nipah', 'Mud crabs from the mangroves, live and heavy. Seafood.', 7800, 1500],
  ['seafood', 'Ikan Bilis Kering', 'Dried anchovies, split and cleaned, for nasi lemak sambal. Dried fish.', 1800, 500],
  ['seafood', 'Ikan Tenggiri', 'Spanish mackerel steaks for curry or frying. Fresh fish.', 4200, 1000],
  ['seafood', 'Kerang', 'Blood cockles, scrubbed and sorted, for char kway teow. Fresh shellfish.', 1500, 1000],
  ['meat', 'Ayam Kampung', 'Free-range village chicken, halal, whole and cleaned. Fresh meat.', 3200, 1500],
  ['meat', 'Daging Lembu', 'Halal beef for rendang, cut into cubes. Fresh meat.', 4800, 1000],
  ['meat', 'Daging Kambing', 'Halal mutton on the bone for kari kambing. Fresh meat.', 5600, 1000],
  ['meat', 'Hati Ayam', 'Chicken liver, halal, cleaned, for sambal hati. Fresh meat.', 900, 500],
  ['meat', 'Tulang Lembu', 'Beef bones for sup tulang, halal, cut to size. Fresh meat.', 1600, 1000],
  ['food', 'Amplang Labuan', 'Crispy fish crackers made from ikan tenggiri, a Labuan snack. 250 g.', 1500, 250],
  ['food', 'Sambal Ikan Bilis', 'Home-made anchovy sambal in a 300 g jar, medium hot.', 1200, 300],
  ['food', 'Kuih Cincin', 'Ring-shaped Bruneian-Labuan cookies, palm sugar sweet, 400 g tin.', 1800, 400],
  ['food', 'Kopi Tenom', 'Ground Sabah coffee from Tenom, dark roast, 500 g.', 2200, 500],
  ['food', 'Beras Bario', 'Fragrant highland rice from Bario, Sarawak, 2 kg bag.', 3600, 2000],
  ['food', 'Kerepek Pisang', 'Banana chips fried in small batches, lightly salted.', 800, 200],
  ['electronics', 'Lampu Solar LED', 'Solar LED lantern for camping and power cuts, USB charging.', 8900, 450],
  ['electronics', 'Powerbank 10000mAh', 'Slim power bank with two USB ports and fast charge.', 6500, 250],
  ['electronics', 'Bluetooth Speaker Kalis Air', 'Waterproof speaker for the beach, 12 hours of music.', 12900, 500],
  ['electronics', 'Kipas Meja', 'Quiet desk fan with three speeds, 12 inch.', 7900, 2000],
  ['clothing', 'Batik Sarong', 'Hand-drawn batik sarong in cotton, Borneo motifs.', 7500, 300],
  ['clothing', 'Baju Kurung Moden', 'Modern baju kurung in breathable cotton, several sizes.', 12000, 500],
  ['clothing', 'Kemeja Batik Lelaki', 'Short-sleeved batik shirt for men, regular fit.', 8900, 300],
  ['clothing', 'Tudung Bawal', 'Square chiffon headscarf, easy to style.', 2500, 100],
  ['home', 'Tikar Mengkuang', 'Hand-woven pandan mat, 4 x 6 feet, made in Kampung Bukit Kalam.', 12000, 1500],
  ['home', 'Bakul Rotan', 'Rattan basket for the market or laundry, woven by hand.', 4500, 600],
  ['home', 'Periuk Tanah Liat', 'Clay cooking pot for fish curry and rice.', 5800, 2500],
  ['home', 'Pasu Bunga Seramik', 'Ceramic flower pot with drainage, glazed blue.', 3200, 1500],
  ['sports', 'Joran Pancing', 'Fishing rod for jetty and boat fishing, 2.1 m.', 9500, 800],
  ['sports', 'Bola Sepak Takraw', 'Synthetic rattan sepak takraw ball, competition size.', 3500, 200],
  ['sports', 'Topeng Snorkel', 'Snorkel mask with dry top for the reefs around Labuan.', 6900, 400],
  ['books', 'Buku Resipi Sabah', 'Recipes from Sabah and Labuan kitchens, in Malay and English.', 4900, 600],
  ['books', 'Sejarah Labuan', 'A short history of Labuan island, illustrated.', 3900, 500],
  ['books', 'Kamus Dwibahasa', 'Malay-English dictionary for students, pocket size.', 2900, 400],
  ['toys', 'Wau Bulan', 'Traditional moon kite, hand painted, ready to fly.', 4500, 300],
  ['toys', 'Gasing Kayu', 'Wooden spinning top with string, carved by hand.', 1800, 200],
  ['toys', 'Congkak Kayu', 'Wooden congkak board with cowrie shells.', 5500, 1500],
  ['beauty', 'Sabun Susu Kambing', 'Goat milk soap, gentle, made in Labuan.', 1200, 100],
  ['beauty', 'Minyak Kelapa Dara', 'Virgin coconut oil for hair and skin, 250 ml.', 2500, 300],
  ['beauty', 'Bedak Sejuk', 'Rice cooling powder, a kampung beauty secret.', 800, 100],
  ['automotive', 'Pengilat Kereta', 'Car wax and polish, protects against salt air.', 3500, 500],
  ['automotive', 'Pemegang Telefon Kereta', 'Dashboard phone holder with a strong clip.', 2500, 200],
  ['automotive', 'Topi Keledar', 'Open-face motorcycle helmet, SIRIM approved.', 11900, 1200],
  ['other', 'Kad Hadiah Pasar', 'A gift card to spend with any merchant of the market.', 5000, 10],
  ['other', 'Beg Kitar Semula', 'Reusable shopping bag made from recycled sacks.', 900, 100],
  [
    'vegetables',
    'Sayur Campur',
    'Mixed vegetables for one family meal: greens, beans, chilli. Fresh vegetable.',
    1200,
    1500,
  ],
  ['seafood', 'Ikan Merah', 'Red snapper, whole, scaled and gutted. Fresh fish.', 4800, 1000],
  ['seafood', 'Udang Galah', 'Giant freshwater prawns, grilled or in sambal. Seafood.', 8500, 1000],
  ['meat', 'Ayam Potong', 'Halal broiler chicken cut into 12 pieces. Fresh meat.', 1900, 1500],
  ['vegetables', 'Ubi Kayu', 'Cassava roots for kuih and chips, freshly dug. Vegetable.', 300, 1000],
];
const SUFFIXES = ['', '', '', ' Segar', ' Premium', ' (1 kg)', ' Gred A', ' (Pek Keluarga)', ' Pilihan', ' Labuan'];
const SHOP_KINDS = [
  'Kedai Runcit',
  'Pasar Mini',
  'Gerai',
  'Kebun',
  'Nelayan',
  'Dapur',
  'Warisan',
  'Niaga',
  'Toko',
  'Koperasi',
];
const SHOP_NAMES = [
  'Mutiara',
  'Bunga Raya',
  'Pulau',
  'Layang-Layang',
  'Patau',
  'Rancha',
  'Sentosa',
  'Sinar',
  'Kinabalu',
  'Bukit Kalam',
  'Tanjung',
  'Seri Labuan',
];
const FIRST_NAMES = [
  'Aisyah',
  'Ahmad',
  'Siti',
  'Muhammad',
  'Nurul',
  'Hafiz',
  'Mei Ling',
  'Wei Jie',
  'Priya',
  'Rajesh',
  'Dayang',
  'Awang',
  'Mary',
  'John',
  'Farah',
  'Amir',
  'Lina',
  'Kumar',
  'Zainab',
  'Jason',
];
const LAST_NAMES = [
  'Rahman',
  'Abdullah',
  'Lim',
  'Tan',
  'Wong',
  'Kumar',
  'Yusof',
  'Idris',
  'Chong',
  'Ismail',
  'Hassan',
  'Lee',
  'Ong',
  'Musa',
  'Salleh',
];
const STREETS = [
  'Jalan Merdeka',
  'Jalan Dewan',
  'Jalan Okk Abdullah',
  'Jalan Bunga Raya',
  'Taman Mutiara',
  'Kampung Layang-Layangan',
  'Jalan Tanjung Purun',
  'Jalan Rancha-Rancha',
];
// [state, city, postal code]; most buyers live on the island.
const PLACES: [string, string, string][] = [
  ...Array.from({ length: 16 }, (): [string, string, string] => ['Labuan', 'Labuan', '87000']),
  ['Sabah', 'Kota Kinabalu', '88000'],
  ['Sarawak', 'Miri', '98000'],
  ['Kuala Lumpur', 'Kuala Lumpur', '50000'],
  ['Selangor', 'Shah Alam', '40000'],
];
const REVIEW_COMMENTS = [
  'Very fresh, will buy again.',
  'Good quality for the price.',
  'Delivered fast, well packed.',
  'As described. Terima kasih!',
  'A bit smaller than expected.',
  'My family loved it.',
  'Seller answered quickly and was friendly.',
  'Not bad, but delivery was late.',
];
const CARRIERS = ['Pos Laju', 'J&T Express', 'GDex', 'Ninja Van'];

/** Buyer order statuses in the order they are reached, and the hour after placing when each was reached. */
const BUYER_PATH: Record<string, [string, number][]> = {
  pending: [['pending', 0]],
  confirmed: [
    ['pending', 0],
    ['confirmed', 0.5],
  ],
  processing: [
    ['pending', 0],
    ['confirmed', 0.5],
    ['processing', 2],
  ],
  shipped: [
    ['pending', 0],
    ['confirmed', 0.5],
    ['processing', 2],
    ['shipped', 20],
  ],
  delivered: [
    ['pending', 0],
    ['confirmed', 0.5],
    ['processing', 2],
    ['shipped', 20],
    ['delivered', 60],
  ],
  cancelled: [
    ['pending', 0],
    ['cancelled', 3],
  ],
};
const SELLER_PATH: Record<string, [string, number][]> = {
  pending: [['pending', 0]],
  processing: [
    ['pending', 0],
    ['processing', 2],
  ],
  shipped: [
    ['pending', 0],
    ['processing', 2],
    ['shipped', 20],
  ],
  completed: [
    ['pending', 0],
    ['processing', 2],
    ['shipped', 20],
    ['completed', 60],
  ],
  cancelled: [
    ['pending', 0],
    ['cancelled', 3],
  ],
};

const q = (s: string) => `'${s.replaceAll("'", "''")}'`;
/** A SQL CASE picking `list[index]` (index an SQL expression in 0..list.length-1). */
const pick = (list: readonly string[], index: string) =>
  `(CASE ${index} ${list.map((v, i) => `WHEN ${i} THEN ${q(v)}`).join(' ')} END)`;
/**
 * An SQL expression for a well-mixed integer in 0..2^31-2 from integer expressions (deterministic): each part is
 * folded in modulo a prime, then multiplied and xor-shifted. Every step stays far inside SQLite's 64-bit integers.
 */
const PRIME = 2147483647;
const mix = (...parts: string[]) => {
  const folded = parts.reduce((acc, part) => `(((${acc}) * 7919 + (${part})) % ${PRIME})`, '104729');
  const h = `((${folded} * 48271) % ${PRIME})`;
  const shifted = `((${h} | (${h} / 65536)) - (${h} & (${h} / 65536)))`;
  return `((${shifted} * 69621) % ${PRIME})`;
};
/** ISO-8601 UTC text for an SQL expression in epoch milliseconds, as `Date.toISOString()` writes it. */
const iso = (ms: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`;
const series = (from: number, to: number) =>
  `WITH RECURSIVE s(n) AS (SELECT ${from} UNION ALL SELECT n + 1 FROM s WHERE n < ${to})`;
const pad = (expr: string, width: number) => `printf('%0${width}d', ${expr})`;

const productId = (n: string) => `('sc-p' || ${pad(n, 6)})`;
const merchantId = (m: string) => `('shop-' || ${pad(m, 4)})`;
const buyerId = (b: string) => `('scale-buyer-' || (${b}))`;
const orderId = (i: string) => `('ORD-2025-' || ${pad(i, 9)})`;

function chunks(total: number, size: number): [number, number][] {
  const out: [number, number][] = [];
  for (let from = 1; from <= total; from += size) out.push([from, Math.min(total, from + size - 1)]);
  return out;
}

export function scaleSizes(products: number, orders: number) {
  return {
    merchants: Math.max(3, Math.round(products / 50)),
    buyers: Math.max(50, Math.ceil(orders / 20)),
    reviews: Math.round(products * 1.5),
  };
}

/** Grows `db` (migrated, with the demo data) by `products` products and `orders` orders. */
export async function growToScale(db: D1Database, options: ScaleOptions): Promise<ScaleSummary> {
  const started = performance.now();
  const P = Math.floor(options.products);
  const O = Math.floor(options.orders);
  if (!(P >= 100) || !(O >= 100)) throw new Error('at least 100 products and 100 orders');
  const nowMs = (options.now ?? new Date()).getTime();
  const { merchants: M, buyers: B, reviews: R } = scaleSizes(P, O);
  const say = options.progress ?? (() => {});
  const step = async (label: string, statements: string[]) => {
    const t = performance.now();
    for (const [index, sql] of statements.entries()) {
      try {
        await db.prepare(sql).run();
      } catch (error) {
        throw new Error(`${label}, statement ${index + 1}: ${(error as Error).message}`, { cause: error });
      }
    }
    say(`${label} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  };
  const already = await db.prepare(`SELECT COUNT(*) AS n FROM products WHERE id LIKE 'sc-p%'`).first<{ n: number }>();
  if ((already?.n ?? 0) > 0) throw new Error('this database has already been grown; start from a fresh one');

  // People: one account per merchant, and the buyers.
  const firstName = (b: string) => pick(FIRST_NAMES, `(${b}) % ${FIRST_NAMES.length}`);
  const lastName = (b: string) => pick(LAST_NAMES, `((${b}) / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}`);
  const place = (b: string, field: number) =>
    pick(
      PLACES.map((p) => p[field]!),
      `(${mix(b, '3')}) % ${PLACES.length}`,
    );
  const joined = (n: string, days: number) => iso(`${nowMs} - ((${mix(n, '11')}) % ${days * 24}) * ${HOUR_MS}`);
  await step(`${M} merchant accounts and ${B} buyers`, [
    `INSERT INTO users (id, email, name, full_name, email_verified, role, password_hash, phone, address_line1, city, state,
       postal_code, country, citizenship, created_at, updated_at)
     ${series(1, M)}
     SELECT 'scale-seller-' || n, 'seller' || n || '@shops.example', ${firstName('n + 7')}, ${firstName('n + 7')} || ' ' || ${lastName('n + 3')},
       1, 'user', '!', '+60 87-' || ${pad(`${mix('n', '5')} % 1000000`, 6)}, 'Lot ' || (n % 90 + 1) || ', ' || ${pick(STREETS, `n % ${STREETS.length}`)},
       'Labuan', 'Labuan', '87000', 'Malaysia', 'Malaysian', ${joined('n', 700)}, ${joined('n', 700)}
     FROM s`,
    ...chunks(B, 20_000).map(
      ([
        from,
        to,
      ]) => `INSERT INTO users (id, email, name, full_name, email_verified, role, password_hash, phone, address_line1, city,
         state, postal_code, country, citizenship, created_at, updated_at)
       ${series(from, to)}
       SELECT ${buyerId('n')}, lower(replace(${firstName('n')}, ' ', '')) || '.' || n || '@example.com', ${firstName('n')},
         ${firstName('n')} || ' ' || ${lastName('n')}, 1, 'user', '!', '+60 1' || (n % 9 + 1) || '-' || ${pad(`${mix('n', '2')} % 10000000`, 7)},
         (n % 120 + 1) || ', ' || ${pick(STREETS, `(n / 7) % ${STREETS.length}`)}, ${place('n', 1)}, ${place('n', 0)}, ${place('n', 2)},
         'Malaysia', 'Malaysian', ${joined('n', 600)}, ${joined('n', 600)}
       FROM s`,
    ),
  ]);

  await step(`${M} merchants`, [
    `INSERT INTO merchants (id, user_id, business_name, display_name, description, email, phone, address_street, address_city,
       address_state, address_zip, registration_number, business_type, founded_year, created_at, updated_at)
     ${series(1, M)}
     SELECT ${merchantId('n')}, 'scale-seller-' || n, name || ' Enterprise', name,
       'A family business in Labuan selling to the island since ' || (1990 + n % 33) || '. Orders packed the same day.',
       'shop' || n || '@shops.example', '+60 87-' || ${pad(`${mix('n', '5')} % 1000000`, 6)},
       'Lot ' || (n % 90 + 1) || ', ' || ${pick(STREETS, `n % ${STREETS.length}`)}, 'Labuan', 'Labuan', '87000',
       'LA' || ${pad(`${mix('n', '9')} % 10000000`, 7)} || '-S', ${pick(['sole_proprietorship', 'partnership', 'llc', 'corporation'], 'n % 4')},
       CAST(1990 + n % 33 AS TEXT), ${joined('n', 700)}, ${joined('n', 700)}
     FROM (SELECT n, ${pick(SHOP_KINDS, `n % ${SHOP_KINDS.length}`)} || ' ' || ${pick(SHOP_NAMES, `(n / ${SHOP_KINDS.length}) % ${SHOP_NAMES.length}`)} || ' ' || n AS name FROM s)`,
  ]);

  // Products: the demo merchant holds one in DEMO_PRODUCT_EVERY (only farm kinds); the others are spread over
  // the new merchants, merchant (n % M) + 1. Status: mostly active, some out of stock, draft or archived.
  const K = CATALOGUE.length;
  const catalogueCte = `cat(k, category, name, description, price, weight) AS (VALUES ${CATALOGUE.map(
    ([category, name, description, price, weight], k) =>
      `(${k}, ${q(category)}, ${q(name)}, ${q(description)}, ${price}, ${weight})`,
  ).join(', ')})`;
  const statusSlot = `(CASE WHEN n % ${DEMO_PRODUCT_EVERY} = 0 THEN (n / ${DEMO_PRODUCT_EVERY}) % 20 ELSE n % 20 END)`;
  // The price is 80 % to 130 % of the kind's price, in whole 10 sen.
  const price = `((cat.price * (80 + (p.n * 37) % 51) / 1000) * 10)`;
  await step(
    `${P} products`,
    chunks(P, 5000).map(
      ([
        from,
        to,
      ]) => `INSERT INTO products (id, merchant_id, name, description, category, condition, sku, price_sen, compare_at_sen, stock,
       weight_grams, image_url, status, views, created_at, updated_at)
     ${series(from, to)}, ${catalogueCte}
     SELECT ${productId('p.n')},
       CASE WHEN p.n % ${DEMO_PRODUCT_EVERY} = 0 THEN ${q(DEMO_MERCHANT_ID)} ELSE ${merchantId(`p.n % ${M} + 1`)} END,
       cat.name || ${pick(SUFFIXES, `(p.n / ${K}) % ${SUFFIXES.length}`)}, cat.description, cat.category,
       CASE WHEN p.n % 31 = 7 THEN 'like-new' ELSE 'new' END, 'SC-' || ${pad('p.n', 6)}, ${price},
       CASE WHEN p.n % 7 = 3 THEN ${price} * 5 / 4 END,
       CASE p.slot WHEN 16 THEN 0 WHEN 17 THEN p.n % 30 WHEN 18 THEN p.n % 30 ELSE 1 + ${mix('p.n', '13')} % 150 END,
       cat.weight, '/products/placeholder-' || cat.category || '.svg',
       CASE p.slot WHEN 16 THEN 'out_of_stock' WHEN 17 THEN 'draft' WHEN 18 THEN 'archived' ELSE 'active' END,
       ${mix('p.n', '17')} % 2500, p.created, p.created
     FROM (SELECT n, ${statusSlot} AS slot,
             CASE WHEN n % ${DEMO_PRODUCT_EVERY} = 0 THEN (n / ${DEMO_PRODUCT_EVERY}) % ${FARM_ENTRIES} ELSE n % ${K} END AS k,
             ${iso(`${nowMs} - (${mix('n', '19')} % ${600 * 24}) * ${HOUR_MS}`)} AS created FROM s) AS p
     JOIN cat USING (k)`,
    ),
  );

  await growOrders(db, { P, O, M, B, nowMs, step });

  // Reviews: about one and a half per product, mostly good, each by the buyer of a delivered order containing
  // the product (one in so many of the delivered items, chosen by hash), written a day or two after delivery.
  const perMille = Math.max(1, Math.min(1000, Math.round((R * 1000) / (1.8 * O))));
  await step(
    `about ${R} reviews from delivered orders`,
    chunks(O, 20_000).map(
      ([
        from,
        to,
      ]) => `INSERT INTO reviews (id, product_id, merchant_id, user_id, order_id, author_name, rating, comment, created_at)
     SELECT 'sc-review-' || i.order_id || '-' || i.product_id, i.product_id, i.merchant_id, o.user_id, o.id, u.full_name,
       CASE ${mix('i.k', '23')} % 20 WHEN 0 THEN 1 WHEN 1 THEN 2 WHEN 2 THEN 3 WHEN 3 THEN 3 ELSE CASE WHEN ${mix('i.k', '29')} % 10 < 4 THEN 4 ELSE 5 END END,
       ${pick(REVIEW_COMMENTS, `${mix('i.k', '31')} % ${REVIEW_COMMENTS.length}`)},
       strftime('%Y-%m-%dT%H:%M:%fZ', julianday(so.delivered_at) + (1 + ${mix('i.k', '37')} % 40) / 24.0)
     FROM (SELECT order_id, product_id, merchant_id, MIN(rowid) AS k FROM order_items
           WHERE order_id BETWEEN ${orderId(String(from))} AND ${orderId(String(to))} GROUP BY order_id, product_id) AS i
     JOIN seller_orders so ON so.order_id = i.order_id AND so.merchant_id = i.merchant_id AND so.status = 'completed'
       AND julianday(so.delivered_at) + 2 < ${nowMs} / ${DAY_MS}.0 + 2440587.5
     JOIN orders o ON o.id = i.order_id
     JOIN users u ON u.id = o.user_id
     WHERE ${mix('i.k', '41')} % 1000 < ${perMille}`,
    ),
  );

  const summary: ScaleSummary = {
    merchants: M,
    buyers: B,
    products: P,
    reviews: R,
    orders: O,
    ms: performance.now() - started,
  };
  return summary;
}

async function growOrders(
  db: D1Database,
  {
    P,
    O,
    M,
    B,
    nowMs,
    step,
  }: {
    P: number;
    O: number;
    M: number;
    B: number;
    nowMs: number;
    step: (label: string, sql: string[]) => Promise<void>;
  },
) {
  // Order i (1..O) was placed age(i) ago: evenly over the last HISTORY_DAYS days, order O the newest, at a
  // time of day of its own. Its seller orders' status follows from how recent it is (the newest are still
  // pending, the last week's on their way, older ones completed; at least a few of each however small the data
  // set), and one in twenty is cancelled.
  const age = (i: string) =>
    `((${O} - ${i}) * ${(HISTORY_DAYS - 1) * DAY_MS} / ${O} + ${mix(i, '43')} % ${DAY_MS / 1000} * 1000)`;
  const newest = (days: number, atLeast: number) => Math.max(atLeast, Math.round((O * days) / HISTORY_DAYS));
  const sellerStatus = (i: string) => `(CASE
      WHEN ${mix(i, '47')} % 20 = 0 AND ${O} - ${i} >= 2 THEN 'cancelled'
      WHEN ${O} - ${i} < ${newest(1, 8)} THEN CASE WHEN ${i} % 10 < 7 THEN 'pending' ELSE 'processing' END
      WHEN ${O} - ${i} < ${newest(3, 16)} THEN CASE WHEN ${i} % 10 < 6 THEN 'processing' ELSE 'shipped' END
      WHEN ${O} - ${i} < ${newest(7, 32)} THEN CASE WHEN ${i} % 2 = 0 THEN 'shipped' ELSE 'completed' END
      ELSE 'completed' END)`;
  const buyerStatus = (seller: string, i: string) => `(CASE ${seller}
      WHEN 'pending' THEN CASE WHEN ${i} % 2 = 0 THEN 'pending' ELSE 'confirmed' END
      WHEN 'completed' THEN 'delivered' ELSE ${seller} END)`;
  const K = Math.floor(P / M); // products per new merchant: n = (m - 1) + M * k for k in 1..K-1
  const KD = Math.floor(P / DEMO_PRODUCT_EVERY); // the demo merchant's products: n = 20 * k
  // Items: 1 to 4 lines (40/30/20/10 %); an order of the demo merchant's (one in five) or of one new merchant,
  // and one order in six adds a line from a second merchant. Never a draft product; quantity 1 to 3 (5 at times).
  const lines = (i: string) =>
    `(CASE WHEN ${mix(i, '53')} % 10 < 4 THEN 1 WHEN ${mix(i, '53')} % 10 < 7 THEN 2 WHEN ${mix(i, '53')} % 10 < 9 THEN 3 ELSE 4 END)`;
  const primaryMerchant = (i: string) => `(${mix(i, '59')} % ${M} + 1)`;
  const newMerchantProduct = (m: string, i: string, j: string) =>
    `(SELECT CASE WHEN x % ${DEMO_PRODUCT_EVERY} IN (0, 17) THEN x - 1 ELSE x END FROM (SELECT (${m} - 1) + ${M} * (1 + ${mix(i, j, '61')} % ${K - 1}) AS x))`;
  const demoProduct = (i: string, j: string) =>
    `(SELECT ${DEMO_PRODUCT_EVERY} * CASE WHEN k % 20 = 17 THEN k - 1 ELSE k END FROM (SELECT 1 + ${mix(i, j, '67')} % ${KD} AS k))`;
  const productOf = (i: string, j: string) => `(CASE
      WHEN ${j} = 2 AND ${i} % 6 = 1 THEN ${newMerchantProduct(`(${primaryMerchant(i)} % ${M} + 1)`, i, j)}
      WHEN ${i} % ${DEMO_ORDER_EVERY} = 0 THEN ${demoProduct(i, j)}
      ELSE ${newMerchantProduct(primaryMerchant(i), i, j)} END)`;

  await db.prepare('DROP TABLE IF EXISTS scale_order_lines').run();
  await db
    .prepare(
      `CREATE TABLE scale_order_lines (order_no INTEGER NOT NULL, line INTEGER NOT NULL, product_no INTEGER NOT NULL,
         quantity INTEGER NOT NULL, PRIMARY KEY (order_no, line))`,
    )
    .run();
  const pathCte = (name: string, paths: Record<string, [string, number][]>) =>
    `${name}(final, status, hours) AS (VALUES ${Object.entries(paths)
      .flatMap(([final, steps]) => steps.map(([status, hours]) => `(${q(final)}, ${q(status)}, ${hours})`))
      .join(', ')})`;
  const lineCount = (from: number, to: number) => (to - from + 1) * 4;

  for (const [from, to] of chunks(O, 5000)) {
    const o = `o.n`;
    const ageMs = age(o);
    await step(`orders ${from}-${to}`, [
      // The lines, by number only; the rows themselves are read from the products they name.
      `INSERT INTO scale_order_lines (order_no, line, product_no, quantity)
       WITH RECURSIVE l(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM l WHERE x < ${lineCount(from, to) - 1})
       SELECT i, j, ${productOf('i', 'j')}, 1 + ${mix('i', 'j', '71')} % 3 + CASE WHEN ${mix('i', 'j', '73')} % 25 = 0 THEN 2 ELSE 0 END
       FROM (SELECT ${from} + x / 4 AS i, 1 + x % 4 AS j FROM l)
       WHERE j <= ${lines('i')}`,
      `INSERT INTO orders (id, user_id, status, currency, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email,
         ship_phone, ship_address, ship_city, ship_state, ship_postal_code, ship_country, notes, idempotency_key, created_at, updated_at)
       SELECT ${orderId('o.n')}, u.id, ${buyerStatus('o.seller', 'o.n')}, 'MYR', o.subtotal, o.shipping, (6 * o.subtotal + 50) / 100,
         o.subtotal + o.shipping + (6 * o.subtotal + 50) / 100, u.full_name, u.email, u.phone, u.address_line1, u.city, u.state,
         u.postal_code, 'Malaysia', CASE WHEN o.n % 17 = 0 THEN 'Please call before delivery.' ELSE '' END, NULL,
         ${iso(`${nowMs} - o.age`)}, ${iso(`min(${nowMs}, ${nowMs} - o.age + o.last_hours * ${HOUR_MS})`)}
       FROM (SELECT n, age, subtotal, seller,
               CASE WHEN subtotal > ${FREE_SHIPPING_ABOVE_SEN} THEN 0 ELSE ${SHIPPING_FEE_SEN} END AS shipping,
               CASE seller WHEN 'pending' THEN n % 2 * 0.5 WHEN 'processing' THEN 2 WHEN 'shipped' THEN 20 WHEN 'completed' THEN 60 ELSE 3 END AS last_hours
             FROM (SELECT n, ${ageMs} AS age, subtotal, ${sellerStatus('o.n')} AS seller
                   FROM (SELECT l.order_no AS n, SUM(l.quantity * p.price_sen) AS subtotal
                         FROM scale_order_lines l JOIN products p ON p.id = ${productId('l.product_no')}
                         GROUP BY l.order_no) AS o)) AS o
       JOIN users u ON u.id = ${buyerId(`${mix('o.n', '79')} % ${B} + 1`)}`,
      `INSERT INTO order_items (id, order_id, product_id, merchant_id, quantity, unit_price_sen, total_price_sen, snapshot_name,
         snapshot_description, snapshot_image_url)
       SELECT ${orderId('l.order_no')} || '-item-' || l.line, ${orderId('l.order_no')}, p.id, p.merchant_id, l.quantity, p.price_sen,
         l.quantity * p.price_sen, p.name, p.description, p.image_url
       FROM scale_order_lines l JOIN products p ON p.id = ${productId('l.product_no')}`,
      // One seller order per order and merchant; the order's shipping split as checkout splits it.
      `INSERT INTO seller_orders (id, order_id, merchant_id, status, subtotal_sen, shipping_sen, total_sen, carrier, tracking_number,
         notes, estimated_delivery_at, delivered_at, created_at, updated_at)
       SELECT g.order_id || '-' || g.part, g.order_id, g.merchant_id, g.seller, g.subtotal, g.share, g.subtotal + g.share,
         CASE WHEN g.seller IN ('shipped', 'completed') THEN ${pick(CARRIERS, `g.n % ${CARRIERS.length}`)} END,
         CASE WHEN g.seller IN ('shipped', 'completed') THEN 'EP' || ${pad(`${mix('g.n', 'g.part', '83')} % 1000000000`, 9)} || 'MY' END,
         '', CASE WHEN g.seller IN ('shipped', 'completed') THEN ${iso(`${nowMs} - g.age + 4 * ${DAY_MS}`)} END,
         CASE WHEN g.seller = 'completed' THEN ${iso(`${nowMs} - g.age + 60 * ${HOUR_MS}`)} END,
         ${iso(`${nowMs} - g.age`)},
         ${iso(`min(${nowMs}, ${nowMs} - g.age + CASE g.seller WHEN 'pending' THEN 0 WHEN 'processing' THEN 2 WHEN 'shipped' THEN 20 WHEN 'completed' THEN 60 ELSE 3 END * ${HOUR_MS})`)}
       FROM (SELECT m.*, CASE WHEN m.part = 1 THEN o.shipping_sen - (o.shipping_sen / m.parts) * (m.parts - 1)
                 ELSE o.shipping_sen / m.parts END AS share
             FROM (SELECT n, order_id, merchant_id, subtotal, age, ${sellerStatus('n')} AS seller,
                     ROW_NUMBER() OVER (PARTITION BY n ORDER BY first_line) AS part, COUNT(*) OVER (PARTITION BY n) AS parts
                   FROM (SELECT l.order_no AS n, ${orderId('l.order_no')} AS order_id, p.merchant_id, MIN(l.line) AS first_line,
                           SUM(l.quantity * p.price_sen) AS subtotal, ${age('l.order_no')} AS age
                         FROM scale_order_lines l JOIN products p ON p.id = ${productId('l.product_no')}
                         GROUP BY l.order_no, p.merchant_id)) AS m
             JOIN orders o ON o.id = m.order_id) AS g`,
      `INSERT INTO order_events (order_id, seller_order_id, status, note, created_at)
       WITH ${pathCte('path', BUYER_PATH)}
       SELECT o.id, NULL, path.status, CASE path.status WHEN 'pending' THEN 'Order placed' ELSE '' END,
         ${iso(`min(${nowMs}, ${nowMs} - o.age + path.hours * ${HOUR_MS})`)}
       FROM (SELECT id, status, ${nowMs} - (julianday(created_at) - 2440587.5) * ${DAY_MS} AS age FROM orders
             WHERE id BETWEEN ${orderId(String(from))} AND ${orderId(String(to))}) AS o
       JOIN path ON path.final = o.status
       ORDER BY o.id, path.hours`,
      `INSERT INTO order_events (order_id, seller_order_id, status, note, created_at)
       WITH ${pathCte('path', SELLER_PATH)}
       SELECT so.order_id, so.id, path.status, CASE path.status WHEN 'cancelled' THEN 'Customer asked to cancel.' ELSE '' END,
         ${iso(`min(${nowMs}, ${nowMs} - so.age + path.hours * ${HOUR_MS})`)}
       FROM (SELECT id, order_id, status, ${nowMs} - (julianday(created_at) - 2440587.5) * ${DAY_MS} AS age FROM seller_orders
             WHERE order_id BETWEEN ${orderId(String(from))} AND ${orderId(String(to))}) AS so
       JOIN path ON path.final = so.status
       ORDER BY so.id, path.hours`,
      `INSERT INTO payments (id, order_id, user_id, amount_sen, currency, method, card_last4, status, external_transaction_id, processed_at)
       SELECT id || '-payment', id, user_id, total_sen, 'MYR', method,
         CASE method WHEN 'card' THEN ${pad(`${mix('CAST(substr(id, -9) AS INTEGER)', '89')} % 10000`, 4)} END,
         CASE status WHEN 'cancelled' THEN 'refunded' ELSE 'completed' END, 'TXN-' || substr(id, -9),
         strftime('%Y-%m-%dT%H:%M:%fZ', julianday(created_at) + 60.0 / 86400)
       FROM (SELECT *, ${pick(['card', 'fpx', 'ewallet'], `${mix('CAST(substr(id, -9) AS INTEGER)', '97')} % 3`)} AS method FROM orders
             WHERE id BETWEEN ${orderId(String(from))} AND ${orderId(String(to))})`,
      'DELETE FROM scale_order_lines',
    ]);
  }
  await db.prepare('DROP TABLE scale_order_lines').run();
}
