import type { Compilable, CompiledQuery, Kysely } from "kysely";
import type { DB } from "./schema";

/** Stands in for a value while a query is built once; replaced by the caller's value at each run. */
class Placeholder {
  constructor(readonly name: string) {}
}

/**
 * A query of fixed shape, built and compiled once per dialect and run with new values each time.
 * Kysely builds an immutable tree and compiles it to SQL on every call; for the few queries every
 * page view runs (the session, the user, the balance, the history) that was as much server time as
 * running them. `build` gets placeholders for `values` (use each only as a value: a comparison's
 * right side, a limit), never to choose the shape: no conditional clauses, no `in` lists.
 */
export function preparedQuery<Values extends object, Row>(
  build: (db: Kysely<DB>, values: Values) => Compilable<Row>,
): (db: Kysely<DB>, values: Values) => Promise<Row[]> {
  const placeholders = new Proxy({} as Values, { get: (_, name) => new Placeholder(String(name)) });
  // Keyed by the dialect's adapter, which a database and its transactions share.
  const compiledFor = new WeakMap<object, CompiledQuery<Row>>();
  return async (db, values) => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledFor.get(adapter);
    if (!compiled) {
      compiled = build(db, placeholders).compile();
      compiledFor.set(adapter, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      parameter instanceof Placeholder ? values[parameter.name as keyof Values] : parameter,
    );
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters });
    return rows;
  };
}
