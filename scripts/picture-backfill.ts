/**
 * Makes the variants of every product picture stored before they were made (src/data/picture-backfill.ts), on
 * the local data (`MARKET_STATE_DIR`, else .wrangler/state), batch after batch, saying what each did.
 * Usage: npm run pictures:backfill -- [--size 10] [--after <image id>]
 * Idempotent and resumable: run it again at any time; `--after` continues past the id a cut-short run printed.
 * A deployed shop is mended by the worker's schedule (src/worker.ts), which runs the same batches.
 */
import { parseArgs } from 'node:util';
import { backfillPictures } from '../src/data/picture-backfill';
import { localPlatform } from './local-db';

const { values } = parseArgs({
  options: { size: { type: 'string', default: '10' }, after: { type: 'string', default: '' } },
});
const size = Number(values.size);
if (!Number.isInteger(size) || size < 1 || size > 100) {
  console.error('--size must be a whole number from 1 to 100');
  process.exit(1);
}
const platform = await localPlatform();
try {
  const media = { bucket: platform.env.UPLOADS, images: platform.env.IMAGES };
  let after = values.after;
  let total = 0;
  for (;;) {
    const batch = await backfillPictures(platform.env.DB, media, { size, after });
    total += batch.mended + batch.reused;
    console.log(
      `Batch after ${after || 'the start'}: ${batch.mended} made, ${batch.reused} found made before, ${batch.skipped.length} skipped`,
    );
    for (const { id, reason } of batch.skipped) console.log(`  skipped ${id}: ${reason}`);
    if (!batch.next) break;
    after = batch.next;
  }
  console.log(total ? `${total} pictures now have their variants.` : 'Every picture has its variants.');
} finally {
  await platform.dispose();
}
