import { localPlatform } from './local-db';
const p = await localPlatform('.wrangler/smoke');
const db = p.env.DB;
const V = "p.status IN ('active', 'out_of_stock') AND p.merchant_active = 1";
const C = "p.id, (SELECT display_name FROM merchants WHERE id = p.merchant_id) AS merchant_name";
const F = "FROM products p";
const sqls = process.argv.slice(2).length ? process.argv.slice(2) : [
  `SELECT m.id, m.display_name AS name FROM merchants m WHERE m.status = 'active' AND EXISTS (SELECT 1 FROM products p WHERE p.merchant_id = m.id AND p.status IN ('active', 'out_of_stock')) ORDER BY m.display_name`,
  `SELECT id FROM merchants WHERE status = 'suspended'`,
  `SELECT ${C} ${F} WHERE ${V} AND p.id = 'sp-77'`,
  `SELECT COUNT(*) AS n FROM (SELECT 1 ${F} WHERE ${V} LIMIT 501)`,
  `SELECT ${C} ${F} WHERE ${V} ORDER BY p.units_sold DESC, p.name COLLATE NOCASE, p.id LIMIT 24`,
  `SELECT ${C} ${F} WHERE ${V} AND +p.category = 'seafood' ORDER BY p.price_sen, p.name COLLATE NOCASE, p.id LIMIT 24`,
  `SELECT ${C} ${F} WHERE ${V} AND p.stock <= 0 ORDER BY p.units_sold DESC, p.name COLLATE NOCASE, p.id LIMIT 24`,
  `SELECT COUNT(*) FROM (SELECT 1 ${F} WHERE ${V} AND p.stock <= 0 LIMIT 501)`,
  `SELECT ${C} ${F} WHERE ${V} AND p.merchant_id = 'sm-7' ORDER BY p.created_at DESC, p.name COLLATE NOCASE, p.id LIMIT 24`,
];
for (const sql of sqls) {
  const r = await db.prepare(sql).all(); const plan = await db.prepare('EXPLAIN QUERY PLAN ' + sql).all();
  console.log(r.meta.rows_read, sql.slice(0, 120), '\n   ', plan.results.map((x: any) => x.detail).join(' | '));
}
await p.dispose();
