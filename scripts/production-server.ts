import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../app/db/database.server";

// The production build on a fresh database of its own, for the scripts that
// drive the app over HTTP (bench, fuzz). SQLite in a temporary folder, or a
// new PostgreSQL database created beside the one `postgresUrl` names.

export const SCRIPT_SESSION_SECRET = "script-session-secret-that-is-long-enough-1234";

export interface ProductionServer {
  base: string;
  databaseUrl: string;
  /** Lines the server wrote to stderr (errors it logged). */
  errorLines: string[];
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty, migrated database: SQLite by default, PostgreSQL beside `postgresUrl`. */
export async function freshDatabase(postgresUrl?: string): Promise<FreshDatabase> {
  let url: string;
  let drop: () => Promise<void>;
  if (postgresUrl) {
    const name = `sounding_board_script_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(postgresUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "sounding-board-script-"));
    url = `file:${path.join(dir, "app.db")}`;
    drop = async () => rmSync(dir, { recursive: true, force: true });
  }
  const handle = openDatabase(url);
  await migrateToLatest(handle.db);
  await handle.db.destroy();
  return { url, drop };
}

/** Opens the fresh database for seeding before the server starts. */
export function openScriptDatabase(url: string): DatabaseHandle {
  return openDatabase(url);
}

/** Starts the compiled server (`npm run build`) on a free port and waits until it is ready. */
export async function startProductionServer(
  database: FreshDatabase,
  env: Record<string, string> = {},
): Promise<ProductionServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", "build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATABASE_URL: database.url,
      SESSION_SECRET: SCRIPT_SESSION_SECRET,
      LOG_REQUESTS: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const errorLines: string[] = [];
  child.stderr!.on("data", (chunk: Buffer) =>
    errorLines.push(...chunk.toString().split("\n").filter(Boolean)),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("is ready") && resolve());
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${errorLines.join("\n")}`)));
  });
  return {
    base: `http://localhost:${port}`,
    databaseUrl: database.url,
    errorLines,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await database.drop();
    },
  };
}
