import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";

// Another process may write to the same SQLite file while the server runs (a
// purge job, a migration, the e2e specs' sign-ins). The server's transactions
// take the write lock when they begin, so a read followed by a write cannot be
// refused with "database is locked" because someone wrote in between.

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("SQLite transactions", () => {
  it("hold the write lock from their start, so another connection's write waits for them", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "sb-sqlite-"));
    const file = path.join(dir, "app.db");
    const { db } = openDatabase(`file:${file}`);
    await sql`create table notes (body text not null)`.execute(db);
    const other = new SQLite(file);
    other.pragma("busy_timeout = 0");

    let otherWrite: unknown = null;
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from notes`.execute(trx);
      try {
        other.prepare("insert into notes (body) values ('other')").run();
      } catch (error) {
        otherWrite = error;
      }
      await sql`insert into notes (body) values ('ours')`.execute(trx);
    });

    expect(String(otherWrite)).toMatch(/database is locked/);
    other.prepare("insert into notes (body) values ('other, after')").run();
    const { rows } = await sql<{ body: string }>`select body from notes order by rowid`.execute(db);
    expect(rows.map((row) => row.body)).toEqual(["ours", "other, after"]);
    other.close();
    await db.destroy();
  });

  it("make every commit durable, whether the file is new or opened again", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "sb-sqlite-"));
    const url = `file:${path.join(dir, "app.db")}`;
    for (const opening of ["new", "again"]) {
      const { db } = openDatabase(url);
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      // 2 is FULL: the write-ahead log is synced at each commit.
      expect({ opening, synchronous: rows[0]?.synchronous }).toEqual({ opening, synchronous: 2 });
      await db.destroy();
    }
  });
});
