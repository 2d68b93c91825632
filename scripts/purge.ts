import { existsSync } from "node:fs";
import { loadConfig } from "../app/config.server";
import { openDatabase } from "../app/db/database.server";
import { purgeExpiredData } from "../app/services/retention.server";

// Deletes what the privacy policy says has expired, once (the server also does this every 6 hours).
if (existsSync(".env")) process.loadEnvFile(".env");
const { databaseUrl } = loadConfig();
const { db } = openDatabase(databaseUrl);
try {
  const counts = await purgeExpiredData(db, new Date());
  for (const [table, count] of Object.entries(counts)) console.log(`${table}: ${count}`);
} finally {
  await db.destroy();
}
