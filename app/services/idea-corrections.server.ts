import { z } from "zod";
import type { Simulation } from "~/db/schema";
import {
  analyzeIdea,
  ideaReading,
  type AppReport,
  type IdeaAudience,
  type IdeaCategory,
  type IdeaCorrections,
  type IdeaReading,
} from "~/engine";
import { AudienceCorrectionSchema, CategoryCorrectionSchema } from "~/forms/idea-corrections.server";
import { PRICE_CORRECTION_MAX } from "~/utils/idea-corrections";
import { startRun, type RunServices, type Starter } from "./runs.server";

// A user's corrections to how the panel read an idea (price, category, audience).
// They are stored with the run as JSON, so the worker applies them however often it resumes it.

// A guest asked for a run after their free one: the sign-up gate, as on /app.
export { GuestRunUsedError } from "./guest-runs.server";

// A value that no longer passes (a category since renamed) is dropped, not fatal to the run.
const StoredCorrectionsSchema = z.object({
  price: z.string().max(PRICE_CORRECTION_MAX).optional().catch(undefined),
  category: CategoryCorrectionSchema.optional().catch(undefined),
  audience: AudienceCorrectionSchema.optional().catch(undefined),
});

/** The corrections stored with a run, if any. */
export function correctionsOf(simulation: Pick<Simulation, "corrections">): IdeaCorrections | undefined {
  if (!simulation.corrections) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(simulation.corrections);
  } catch {
    return undefined;
  }
  const parsed = StoredCorrectionsSchema.safeParse(stored);
  if (!parsed.success) return undefined;
  const corrections = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as IdeaCorrections;
  return Object.keys(corrections).length ? corrections : undefined;
}

/** The price as the panel reads it ("$20/month", "free"), or null when the text names no price. */
export function readPrice(text: string): string | null {
  const features = analyzeIdea("", { price: text });
  return features.corrected.includes("price") ? (features.price?.label ?? features.feeShare ?? null) : null;
}

/**
 * What the panel read of a run's idea: as recorded in its report (parsed from
 * the run unless given), or, for a report made before readings were recorded
 * or no report yet, read again with the run's corrections (`recorded: false`).
 */
export function readingOfRun(
  simulation: Pick<Simulation, "goal" | "corrections">,
  report: Pick<AppReport, "idea_reading"> | null,
): { reading: IdeaReading; recorded: boolean } {
  if (report?.idea_reading) return { reading: report.idea_reading, recorded: true };
  return { reading: ideaReading(analyzeIdea(simulation.goal, correctionsOf(simulation))), recorded: false };
}

export interface CorrectionRequest {
  /** A price as typed; blank or absent keeps the price as read. */
  price?: string;
  category?: IdeaCategory;
  audience?: IdeaAudience;
}

/**
 * The corrections for a re-run: the source run's own, plus each field the
 * user changed from what the panel read. Null when nothing changed (a price
 * typed differently but read the same counts as unchanged). A price that
 * cannot be read is ignored here: callers check it with `readPrice` first.
 */
export function correctionsForRerun(
  source: Pick<Simulation, "corrections">,
  reading: Pick<IdeaReading, "price" | "category" | "audience">,
  request: CorrectionRequest,
): IdeaCorrections | null {
  const next: IdeaCorrections = { ...correctionsOf(source) };
  let changed = false;
  const price = request.price?.trim();
  // The form offers the price as read: sent back as it was, it is no correction.
  if (price && price !== reading.price) {
    const label = readPrice(price);
    if (label !== null && label !== reading.price) {
      next.price = price;
      changed = true;
    }
  }
  if (request.category && request.category !== reading.category) {
    next.category = request.category;
    changed = true;
  }
  if (request.audience && request.audience !== reading.audience) {
    next.audience = request.audience;
    changed = true;
  }
  return changed ? next : null;
}

/**
 * Starts a new run of the source run's idea, audience and size with the
 * corrections, the way /app starts one: a user's personas are debited, a
 * guest who has had their free run is refused (GuestRunUsedError). The same
 * seed meets the same panel, so what changes is what the correction changed.
 */
export function rerunWithCorrections(
  services: RunServices,
  starter: Starter,
  source: Simulation,
  corrections: IdeaCorrections,
): Promise<Simulation> {
  return startRun(services, starter, {
    goal: source.goal,
    cohortId: source.cohort_id,
    personaCount: source.persona_count,
    seed: source.seed,
    corrections,
    calibrationId: source.calibration_id,
  });
}
