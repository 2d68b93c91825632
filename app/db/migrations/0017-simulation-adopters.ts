import type { Kysely } from "kysely";

// How many of a completed run's personas would adopt (a score of 4 or 5),
// kept beside its report. Showing how the headline moved across panels of the
// same idea then reads one number per run instead of parsing every run's
// report (up to 50 of them) on each view of the report page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("simulations").addColumn("adopters", "integer").execute();
  const table = db as unknown as Kysely<{
    simulations: { id: string; status: string; report: string | null; adopters: number | null };
  }>;
  for (;;) {
    const batch = await table
      .selectFrom("simulations")
      .select(["id", "report"])
      .where("status", "=", "completed")
      .where("adopters", "is", null)
      .where("report", "is not", null)
      .limit(100)
      .execute();
    if (batch.length === 0) break;
    for (const { id, report } of batch) {
      await table
        .updateTable("simulations")
        .set({ adopters: adoptersInJson(report) })
        .where("id", "=", id)
        .execute();
    }
  }
}

/**
 * Personas with a score of 4 or 5, by the report's shape when this migration
 * was written (a migration is a snapshot: it does not follow later code). A
 * report it cannot read counts 0 (never null, or the loop would not end).
 */
function adoptersInJson(report: string | null): number {
  try {
    const personas = (JSON.parse(report ?? "null") as { personas?: unknown } | null)?.personas;
    if (!Array.isArray(personas)) return 0;
    return personas.filter(
      (persona: { response?: { score?: unknown } } | null) => Number(persona?.response?.score) >= 4,
    ).length;
  } catch {
    return 0;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("simulations").dropColumn("adopters").execute();
}
