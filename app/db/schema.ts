import type { Kysely, Selectable } from "kysely";

/**
 * Table types, written once for SQLite and PostgreSQL: ids are text,
 * timestamps are ISO-8601 text (UTC), so both dialects read back the same
 * values and sort them the same way (docs/decisions/002-one-schema-two-databases.md).
 */
export interface UsersTable {
  id: string;
  email: string;
  name: string | null;
  created_at: string;
  last_login_at: string | null;
}

/** Local identity provider accounts: one scrypt hash per user. */
export interface PasswordsTable {
  user_id: string;
  hash: string;
}

/** Links an OpenID Connect subject (issuer + sub) to a user. */
export interface IdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: string;
}

export interface DB {
  users: UsersTable;
  passwords: PasswordsTable;
  identities: IdentitiesTable;
}

export type Database = Kysely<DB>;
export type User = Selectable<UsersTable>;
