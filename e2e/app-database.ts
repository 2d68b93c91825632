import path from "node:path";
import { openDatabase, type DatabaseHandle } from "~/db/database.server";
import { createAccount } from "~/services/password-accounts.server";
import { createSessions } from "~/utils/session.server";

// One connection per worker to the e2e server's SQLite database (WAL: the server writes alongside).
let handle: DatabaseHandle | undefined;
function appDatabase(): DatabaseHandle {
  handle ??= openDatabase(`file:${path.join(process.env.E2E_RUN_DIR!, "app.db")}`);
  return handle;
}

/**
 * Creates an account of the local identity provider (email, name, password) and a signed-in
 * session for it, as signing up would; returns the session cookie's value as the server set it.
 */
export async function createSignedInAccount(input: {
  email: string;
  name: string | null;
  password: string;
}): Promise<string> {
  const { db } = appDatabase();
  const now = () => new Date();
  const user = await createAccount(db, input, now());
  await db
    .updateTable("users")
    .set({ last_login_at: now().toISOString() })
    .where("id", "=", user.id)
    .execute();
  const { storage } = createSessions({ secrets: [process.env.E2E_SESSION_SECRET!], secure: false, db, now });
  const session = await storage.getSession();
  session.set("userId", user.id);
  const setCookie = await storage.commitSession(session);
  return setCookie.slice(setCookie.indexOf("=") + 1, setCookie.indexOf(";"));
}
