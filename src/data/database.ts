/**
 * The database a request reads and writes through: a D1 session (the Sessions API), so that a deployment
 * with read replication serves reads from a replica near the reader, while a browser that has just written
 * (saved a product, placed an order) carries the write's bookmark and reads at least that fresh.
 */

/** The cookie that carries a browser's latest write bookmark. */
export const BOOKMARK_COOKIE = '__Host-market-db-bookmark';
/** Replicas catch up within seconds; a bookmark only matters for the pages right after a write. */
export const BOOKMARK_MAX_AGE_S = 60 * 60;

/**
 * The session for one request: anchored at the browser's last write when it has one, otherwise any replica
 * for a read (GET, HEAD) and the primary for a write, whose bookmark then goes back in the cookie.
 */
export function requestSession(db: D1Database, bookmark: string | undefined, writes: boolean): D1DatabaseSession {
  if (bookmark && /^[\w-]{1,200}$/.test(bookmark)) return db.withSession(bookmark);
  return db.withSession(writes ? 'first-primary' : 'first-unconstrained');
}

/** The D1 rows a request's queries read, as D1 reports them (`meta.rows_read`) and bills them. */
export interface ReadCount {
  rowsRead: number;
  queries: number;
}

/**
 * The same session, counting the rows each statement reads. Used when a request asks for its figures
 * (the benchmark does): `first()` then runs as `all()` so that its meta can be read.
 */
export function countingReads(session: D1DatabaseSession, count: ReadCount): D1DatabaseSession {
  const add = (result: D1Result) => {
    count.rowsRead += result.meta?.rows_read ?? 0;
    count.queries += 1;
    return result;
  };
  const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
    const { all, run, bind } = statement;
    return Object.assign(statement, {
      bind: (...values: unknown[]) => counted(bind.apply(statement, values)),
      all: async () => add(await all.call(statement)),
      run: async () => add(await run.call(statement)),
      first: async (column?: string) => {
        const row = (add(await all.call(statement)).results[0] ?? null) as Record<string, unknown> | null;
        return row && column !== undefined ? (row[column] ?? null) : row;
      },
    }) as D1PreparedStatement;
  };
  return {
    prepare: (sql: string) => counted(session.prepare(sql)),
    batch: async (statements: D1PreparedStatement[]) => (await session.batch(statements)).map(add),
    getBookmark: () => session.getBookmark(),
  } as D1DatabaseSession;
}
