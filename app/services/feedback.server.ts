import type { Database } from "~/db/schema";
import { sharedLimiter, type RateLimiter } from "./rate-limit.server";
import { getOwnedSimulation, type Owner } from "./simulations.server";

/**
 * Feedback on a simulation (core-app §2, §4): positive, or negative with a
 * text. Stored with the run's id; limited per user or guest.
 */

export type FeedbackRating = "positive" | "negative";

export const FEEDBACK_TEXT_MAX = 2000;
export const FEEDBACK_PER_HOUR = 5;
export const FEEDBACK_TEXT_REQUIRED = "Tell us what could be better";

export class FeedbackRateLimitedError extends Error {
  override name = "FeedbackRateLimitedError";
  constructor(readonly retryAfterSeconds: number) {
    super("Too much feedback in a short time");
  }
}

/** The run named is not the sender's (or does not exist). */
export class FeedbackSimulationNotFoundError extends Error {
  override name = "FeedbackSimulationNotFoundError";
}

export class FeedbackTextRequiredError extends Error {
  override name = "FeedbackTextRequiredError";
  constructor() {
    super(FEEDBACK_TEXT_REQUIRED);
  }
}

/** Feedback per user or guest an hour, on the shared store (docs/decisions/004-rate-limits.md). */
export const feedbackLimiter = sharedLimiter("feedback", {
  limit: FEEDBACK_PER_HOUR,
  windowMs: 60 * 60 * 1000,
});

function limitKey(owner: Owner): string {
  return owner.kind === "user" ? `user:${owner.userId}` : `guest:${owner.guestId}`;
}

export interface FeedbackInput {
  owner: Owner;
  simulationId: string | null;
  rating: FeedbackRating;
  text: string | null;
}

export async function saveFeedback(
  db: Database,
  input: FeedbackInput,
  now: Date,
  limiter: RateLimiter,
): Promise<{ id: string }> {
  const text = input.text?.trim().slice(0, FEEDBACK_TEXT_MAX) || null;
  if (input.rating === "negative" && !text) throw new FeedbackTextRequiredError();
  if (input.simulationId && !(await getOwnedSimulation(db, input.simulationId, input.owner))) {
    throw new FeedbackSimulationNotFoundError(input.simulationId);
  }
  const limited = await limiter.attempt(limitKey(input.owner));
  if (!limited.allowed) throw new FeedbackRateLimitedError(limited.retryAfterSeconds);

  const id = crypto.randomUUID();
  await db
    .insertInto("feedback")
    .values({
      id,
      user_id: input.owner.kind === "user" ? input.owner.userId : null,
      guest_id: input.owner.kind === "guest" ? input.owner.guestId : null,
      simulation_id: input.simulationId,
      rating: input.rating,
      text,
      created_at: now.toISOString(),
    })
    .execute();
  return { id };
}

/** What a user or guest sent, newest first (for tests and an account export). */
export function listFeedback(db: Database, owner: Owner) {
  let query = db.selectFrom("feedback").selectAll().orderBy("created_at", "desc");
  query =
    owner.kind === "user"
      ? query.where("user_id", "=", owner.userId)
      : query.where("guest_id", "=", owner.guestId);
  return query.execute();
}
