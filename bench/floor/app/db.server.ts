import Database from "better-sqlite3";

/** One small table with one row, in the SQLite file the bench names (in memory without one). */
const db = new Database(process.env.FLOOR_DATABASE ?? ":memory:");
db.pragma("journal_mode = WAL");
db.exec("CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL)");
db.prepare("INSERT OR IGNORE INTO notes (id, title, body) VALUES (1, ?, ?)").run(
  "The floor",
  "A bare Remix route with a tiny SQLite loader.",
);

const readNote = db.prepare<[number], { id: number; title: string; body: string }>(
  "SELECT id, title, body FROM notes WHERE id = ?",
);

export function getNote(id: number) {
  return readNote.get(id) ?? null;
}
