import { asOfferedTo } from "./group-prices";
import { chooseAction } from "./actions";
import { DEFAULT_PARAMETERS, type ModelParameters } from "./parameters";
import { concernLabel, isConcreteReason, motivationText } from "./reasons";
import type { AnswerFormat } from "./panel/concepts";
import { hashSeed, type Rng } from "./rng";
import { clamp, lowerFirst, round } from "./text";
import type { IdeaFeatures, IdeaRisk, Persona, PersonaResponse, Score } from "./types";
import { computeUtility, type Driver, type DriverKey, type PanelContext } from "./utility";
import { composeReaction, lacksWhatItNeeds } from "./voice";
import { actionsOf } from "./voice/grammar";
import { ideaWordsFor } from "./voice/idea-words";

// One persona's reaction to one idea: utility -> score through cut points,
// then motivation, concerns, sentiment, action and words from the drivers.

export interface Reaction {
  response: PersonaResponse;
  latent: number;
  drivers: Driver[];
  /** The driver behind primary_motivation, if any pulled at all. */
  motivation: DriverKey | null;
}

const MAX_CONCERNS = 3;
/** Smallest pull a rejecter still names as their reason when nothing bigger is concrete. */
const NOTICEABLE_DOUBT = 0.05;

// Drivers that never read as a reason to want something.
const NEVER_MOTIVATING = new Set<DriverKey>([
  "irrelevant",
  "no_need",
  "other_trade",
  "unknown_price",
  "privacy",
  "harm",
  "switching",
  "free_version",
  "substitute",
  "money_risk",
  "bodily_risk",
  "safety_risk",
  "subscription",
  "durable",
]);

// Base sentiment of each score; the position within the band adds +-0.15.
const SENTIMENT_OF_SCORE: Record<Score, number> = { 1: -0.75, 2: -0.4, 3: 0, 4: 0.45, 5: 0.8 };

export function scoreFromUtility(latent: number, cutPoints: readonly number[]): Score {
  let score = 1;
  for (const cut of cutPoints) if (latent > cut) score++;
  return clamp(score, 1, 5) as Score;
}

function sentimentOf(latent: number, score: Score, cutPoints: readonly number[]): number {
  const lower = score === 1 ? cutPoints[0] - 1 : cutPoints[score - 2];
  const upper = score === 5 ? cutPoints[3] + 1 : cutPoints[score - 1];
  const position = clamp((latent - lower) / (upper - lower), 0, 1);
  // "+ 0" turns a rounded -0 into 0, which survives JSON unchanged.
  return round(clamp(SENTIMENT_OF_SCORE[score] + (position - 0.5) * 0.3, -1, 1), 2) + 0;
}

// Taste and mood are noise: they may explain a reaction, but a concrete
// driver of similar size says more, so they rank at a discount.
const SAYS_LITTLE = new Set<DriverKey>(["taste", "mood"]);

function salience(driver: Driver): number {
  return Math.abs(driver.value) * (SAYS_LITTLE.has(driver.key) ? 0.5 : 1);
}

/** Whether a driver is something the persona can name as a reason to want it. */
function canMotivate(driver: Driver, idea: IdeaFeatures): boolean {
  return driver.value > 0 && !NEVER_MOTIVATING.has(driver.key) && isConcreteReason(driver, idea);
}

function pickMotivation(
  drivers: readonly Driver[],
  idea: IdeaFeatures,
  score: Score,
  threshold: number,
): Driver | undefined {
  const positive = drivers
    .filter((driver) => canMotivate(driver, idea))
    .sort((a, b) => salience(b) - salience(a));
  // Someone who says no names a motivation only if something concrete pulled.
  if (score <= 2) return positive.find((driver) => !SAYS_LITTLE.has(driver.key) && driver.value >= threshold);
  return positive.find((driver) => driver.value >= threshold) ?? positive[0];
}

// What an adopter never gives as a concern: it would contradict their yes.
const NOT_AN_ADOPTERS_CONCERN = new Set<DriverKey>(["irrelevant", "no_need", "other_trade", "taste", "mood"]);

function pickConcerns(
  drivers: readonly Driver[],
  score: Score,
  idea: IdeaFeatures,
  parameters: ModelParameters,
): Driver[] {
  const threshold = parameters.wording.concernThreshold;
  // Another bill, a big outlay, a risk to one's money or safety, data given
  // away weighs on everyone a little; it is a reason only for those it weighs
  // on more than on the average person (the price-sensitive, the cautious, the
  // private). What it weighs on the average person (budget sensitivity 0.5,
  // caution 1, the base privacy concern) is its weight, times how durable the
  // thing is, how severe the risk or how sensitive the data.
  const severity = (kind: IdeaRisk["kind"]) =>
    Math.max(0, ...idea.risks.filter((risk) => risk.kind === kind).map((risk) => risk.severity));
  const averageWeightBar: Partial<Record<DriverKey, number>> = {
    subscription: Math.max(threshold, parameters.appeal.subscription),
    durable: Math.max(threshold, parameters.appeal.durable * idea.durable),
    money_risk: Math.max(threshold, parameters.appeal.moneyRisk * severity("money")),
    safety_risk: Math.max(threshold, parameters.appeal.safetyRisk * severity("safety")),
    privacy: Math.max(
      threshold,
      parameters.appeal.privacy * idea.privacySensitivity * parameters.privacy.baseConcern,
    ),
  };
  // What makes a familiar service new to nobody is nobody's doubt either ("unproven" of a phone repair).
  const voiceable = (driver: Driver) => driver.key !== "novelty" || isConcreteReason(driver, idea);
  const negative = drivers
    .filter(
      (driver) =>
        driver.value < 0 && voiceable(driver) && !(score >= 4 && NOT_AN_ADOPTERS_CONCERN.has(driver.key)),
    )
    .sort((a, b) => salience(b) - salience(a));
  const strong = negative.filter(
    (driver) => driver.key !== "mood" && driver.value <= -(averageWeightBar[driver.key] ?? threshold),
  );
  if (score > 2) return strong.slice(0, MAX_CONCERNS);
  // Someone who says no always says why: their biggest concrete doubt, even
  // one under the bar, when what weighs most is only noise (a general mood, a
  // dislike of no cause). Their words give the same reason (voice/plan.ts).
  const said = strong.length > 0 ? strong : negative.slice(0, 1);
  if (said.some((driver) => isConcreteReason(driver, idea))) return said.slice(0, MAX_CONCERNS);
  const concrete = negative
    .filter((driver) => driver.value <= -NOTICEABLE_DOUBT && isConcreteReason(driver, idea))
    .slice(0, 2);
  return [...concrete, ...said].slice(0, MAX_CONCERNS);
}

// A rejecter who names what pulled says it as a concession. Chosen by the
// persona's id, not the rng, so the words never shift anyone's score.
const CONCESSIONS: readonly ((reason: string) => string)[] = [
  (reason) => `${reason}, but that isn't enough`,
  (reason) => `${reason}, though not enough to win me over`,
  // Granted as a note, since most reasons have no subject ("Granted: already pays for it").
  (reason) => `Granted: ${lowerFirst(reason)}. Still no`,
];

/**
 * Of a product that does several things ("scans my receipts and tells me what went up"), as many
 * shares of the panel like all of them as like each one: ten people do not give one eighteen-word
 * reason.
 */
function oneOrAllOf(upside: string, persona: Persona): string {
  const actions = actionsOf(upside);
  return [upside, ...actions][hashSeed(`${persona.persona_id}|action`) % (actions.length + 1)]!;
}

/** The persona's words for what pulls them, fitting their answer. */
function motivationFor(
  motivation: Driver | undefined,
  idea: IdeaFeatures,
  persona: Persona,
  score: Score,
  lacking: boolean,
): string {
  if (!motivation)
    return score >= 4 ? "Can't name one thing; it just seems worth a try" : "Nothing compelling yet";
  const upside = lacking ? null : ideaWordsFor(idea, persona.role).upside;
  const reason = motivationText(motivation, idea, persona, upside && oneOrAllOf(upside, persona));
  if (score > 2) return reason;
  return CONCESSIONS[hashSeed(persona.persona_id) % CONCESSIONS.length]!(reason);
}

/**
 * Cut points for how the question is put. Asked yes or no, nobody can stay in
 * the middle: the undecided band splits at `yesNoPivot` into no (2) and yes (4).
 * Asked yes, not sure or no, those above the pivot still say yes; only those
 * below it, not yet a no, are not sure (3). Asked whether they already use it,
 * the yes needs more than an intent by `usedGap`: not everyone who would take
 * it up has done so.
 */
export function cutPointsFor(parameters: ModelParameters, format: AnswerFormat = "scale"): number[] {
  const [c1, c2, c3, c4] = parameters.cutPoints;
  if (format === "scale") return [c1, c2, c3, c4];
  const pivot = c2 + parameters.yesNoPivot * (c3 - c2);
  if (format === "three_way") return [c1, c2, pivot, c4];
  const yes = format === "used" ? pivot + parameters.usedGap : pivot;
  return [c1, yes, yes, Math.max(c4, yes)];
}

/** The full reaction, with the drivers behind it (kept for reports). */
export function reactInDetail(
  persona: Persona,
  idea: IdeaFeatures,
  rng: Rng,
  parameters: ModelParameters = DEFAULT_PARAMETERS,
  { format = "scale", context }: { format?: AnswerFormat; context?: PanelContext } = {},
): Reaction {
  // A price for some people only ("free for women") is the price this persona would pay.
  idea = asOfferedTo(idea, persona);
  const { latent, drivers } = computeUtility(persona, idea, rng, parameters, context);
  const cutPoints = cutPointsFor(parameters, format);
  const score = scoreFromUtility(latent, cutPoints);
  const motivation = pickMotivation(drivers, idea, score, parameters.wording.motivationThreshold);
  const concernDrivers = pickConcerns(drivers, score, idea, parameters);
  const concerns = [
    ...new Set(
      concernDrivers
        .map((driver) => concernLabel(driver, idea, persona))
        .filter((label): label is string => label !== null),
    ),
  ];
  const primaryMotivation = motivationFor(motivation, idea, persona, score, lacksWhatItNeeds(drivers));
  const response: PersonaResponse = {
    overall_reaction: composeReaction({
      persona,
      idea,
      score,
      motivation,
      concerns: concernDrivers,
      drivers,
      rng,
      panel: context,
      motivationText: primaryMotivation,
    }),
    primary_motivation: primaryMotivation,
    concerns,
    sentiment: sentimentOf(latent, score, parameters.cutPoints),
    action_taken: chooseAction(score, idea, persona, concernDrivers, rng),
    score,
  };
  return { response, latent: round(latent, 3), drivers, motivation: motivation?.key ?? null };
}

/** How the persona responds to the idea; deterministic for the rng's seed. */
export function react(
  persona: Persona,
  idea: IdeaFeatures,
  rng: Rng,
  parameters: ModelParameters = DEFAULT_PARAMETERS,
): PersonaResponse {
  return reactInDetail(persona, idea, rng, parameters).response;
}
