import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type MigrationProvider,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from "kysely";
import pg from "pg";
import { migrations } from "./migrations";
import type { DB, Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

/**
 * SQLite transactions that take the write lock when they begin. A deferred one
 * (SQLite's default) that has read and then writes fails at once with "database
 * is locked" when another connection wrote meanwhile (a purge job, a migration,
 * the e2e specs' sign-ins): no busy timeout applies to it. An immediate one
 * waits its turn for up to the busy timeout instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** How many prepared statements a SQLite connection keeps: more than the queries the app writes. */
const PREPARED_STATEMENTS = 500;

/**
 * Kysely prepares every query anew; a page runs the same few queries each time, so each SQL
 * text keeps its prepared statement (preparing was 2% of `/app`'s server time). Queries whose
 * text varies (`in (?, ?, …)` lists) could grow the map without end, so it is emptied when full.
 * Kysely runs one query at a time per connection and never leaves a statement mid-iteration.
 */
function withPreparedStatements(sqlite: SQLite.Database): SqliteDatabase {
  const prepared = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = prepared.get(sql);
      if (!statement) {
        if (prepared.size >= PREPARED_STATEMENTS) prepared.clear();
        statement = sqlite.prepare(sql);
        prepared.set(sql, statement);
      }
      return statement;
    },
  };
}

export interface DatabaseHandle {
  db: Database;
  dialect: Dialect;
  /** PostgreSQL's connection pool, for what shares the database outside Kysely (rate limits). */
  pool?: pg.Pool;
}

/**
 * Opens the database named by a URL: `file:path/to/app.db` (SQLite, the
 * default) or `postgres://…` (PostgreSQL). `schema` puts every table of a
 * PostgreSQL connection in that schema (the tests use one per file).
 */
export function openDatabase(url: string, options: { schema?: string } = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres", pool };
  }

  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  // Every commit reaches the disk before it returns, as on PostgreSQL: a ledger of paid credits
  // must not lose a commit to a power cut. Set explicitly, because better-sqlite3's default for a
  // file already in WAL mode is NORMAL, so it would depend on whether the file was new (ADR 041).
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return {
    db: new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: withPreparedStatements(sqlite) }) }),
    dialect: "sqlite",
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The names of migrations not applied to this database yet (none when it is current). */
export async function pendingMigrations(db: Database, options: { schema?: string } = {}): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: options.schema });
  const known = await migrator.getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/**
 * Applies every migration not applied yet; throws with the failing one's name.
 * With a PostgreSQL `schema`, the migration tables live in it too: Kysely looks
 * them up across all schemas unless told which, so a migration lock table in
 * another schema (another test file running at the same time) would be taken for this one's.
 */
export async function migrateToLatest(db: Database, options: { schema?: string } = {}): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: options.schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${cause}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
