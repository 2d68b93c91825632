import { existsSync } from "node:fs";
import { loadConfig } from "../app/config.server";
import { migrateToLatest, openDatabase } from "../app/db/database.server";

// Applies pending migrations without starting the server (the server also does this at start).
if (existsSync(".env")) process.loadEnvFile(".env");
const { databaseUrl } = loadConfig();
const { db } = openDatabase(databaseUrl);
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
await db.destroy();
