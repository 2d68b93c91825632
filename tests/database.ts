import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migrateToLatest, openDatabase, type DatabaseHandle, type Dialect } from "~/db/database.server";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase extends DatabaseHandle {
  destroy(): Promise<void>;
}

/** A fresh, migrated database: a new SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `test_${crypto.randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const handle = openDatabase(url, { schema });
    await migrateToLatest(handle.db, { schema });
    return {
      ...handle,
      async destroy() {
        await handle.db.destroy();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
        await cleanup.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "sounding-board-test-"));
  const handle = openDatabase(`file:${path.join(dir, "test.db")}`);
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async destroy() {
      await handle.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
