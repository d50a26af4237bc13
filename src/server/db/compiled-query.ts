import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A query built and compiled once per database, then run with new parameter values: on a request
 * answered from memory, building and compiling a Kysely query costs more JavaScript than running it.
 * `build` writes the query with stand-in values; `run` passes the real ones in the order the
 * compiled SQL takes them (the order they appear in the query), as many as the stand-ins.
 */
export function compileOnce<Row>(build: (db: Kysely<Database>) => Compilable<Row>) {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  return (db: Kysely<Database>, parameters: readonly unknown[]): Promise<QueryResult<Row>> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).compile();
      compiled.set(db, query);
    }
    if (parameters.length !== query.parameters.length) {
      throw new Error(`compiled query takes ${query.parameters.length} parameters, got ${parameters.length}`);
    }
    return db.executeQuery(CompiledQuery.raw(query.sql, [...parameters]) as CompiledQuery<Row>);
  };
}
