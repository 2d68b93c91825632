import type { AppServices } from "~/context.server";

/** How long a count is reused: the landing pages stay fast, and the figure is at most a minute old. */
const CACHE_MS = 60_000;

const cache = new WeakMap<AppServices, { at: number; ideasTested: number }>();

/** Ideas tested so far: every run ever started, on every surface (the landing pages' counter). */
export async function ideasTested(services: AppServices): Promise<number> {
  const now = services.now().getTime();
  const cached = cache.get(services);
  if (cached && now - cached.at < CACHE_MS) return cached.ideasTested;
  const row = await services.db
    .selectFrom("simulations")
    .select((eb) => eb.fn.countAll<string | number>().as("runs"))
    .executeTakeFirstOrThrow();
  const count = Number(row.runs);
  cache.set(services, { at: now, ideasTested: count });
  return count;
}
