import pg from 'pg';

/**
 * Adds up the time spent in PostgreSQL queries (send to result) while requests run one at a
 * time, so a request's HTTP round trip can be set beside the SQL it caused. Auth lookups of
 * the request count too: they are SQL the request pays for.
 */
export function installSqlTimer(): { take: () => number } {
  let total = 0;
  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const original = pg.Client.prototype.query as unknown as Query;
  const timed: Query = function (this: pg.Client, ...args: unknown[]) {
    const started = performance.now();
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        total += performance.now() - started;
        return (last as (...r: unknown[]) => unknown)(...result);
      };
      return original.apply(this, args);
    }
    const returned = original.apply(this, args);
    if (returned instanceof Promise) return returned.finally(() => (total += performance.now() - started));
    return returned;
  };
  (pg.Client.prototype as unknown as { query: Query }).query = timed;
  return {
    take() {
      const value = total;
      total = 0;
      return value;
    },
  };
}
