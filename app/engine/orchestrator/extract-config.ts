import { findPresetCohort, type PresetCohortId } from "../cohorts";
import { tokenize } from "../text";
import { AUDIENCE_CUES, PERSONA_COUNT_OPTIONS, PRESET_NAMES } from "./audience-data";
import { SIZE_MENTION } from "./dialogue-data";
import { listOf, mergeGoal, userTurns } from "./dialogue";
import type { ConfigDefaults, DialogueTurn, ExtractedConfig } from "./types";

// Config extraction: the run's goal, audience and size, read from the dialogue.

/** A preset named in so many words ("run it on Enterprise Buyers"). */
function namedPreset(text: string): PresetCohortId | null {
  const lower = text.toLowerCase();
  return PRESET_NAMES.find(([, pattern]) => pattern.test(lower))?.[0] ?? null;
}

function inferAudience(text: string): { id: PresetCohortId; cues: string[] } {
  const tokens = tokenize(text);
  let best: { id: PresetCohortId; cues: string[] } = { id: "general", cues: [] };
  for (const [id, matcher] of AUDIENCE_CUES) {
    const found = matcher.matches(tokens);
    if (found.length > best.cues.length) best = { id, cues: found };
  }
  return best;
}

function isPersonaCount(value: unknown): value is 25 | 50 | 100 {
  return (PERSONA_COUNT_OPTIONS as readonly unknown[]).includes(value);
}

/** The run's configuration, read from the dialogue: goal, audience and size, with the reasons. */
export function extractConfig(
  dialogueHistory: readonly DialogueTurn[],
  defaults: ConfigDefaults = {},
): ExtractedConfig {
  const text = userTurns(dialogueHistory).join("\n");
  const goal = mergeGoal(dialogueHistory);

  const chosen = defaults.audience ? findPresetCohort(defaults.audience) : undefined;
  const named = chosen ? null : namedPreset(text);
  const inferred = inferAudience(goal);
  const audienceId = (chosen?.id as PresetCohortId | undefined) ?? named ?? inferred.id;
  const audience = findPresetCohort(audienceId)!;
  const audienceReason = chosen
    ? `${audience.name}, as you chose.`
    : named
      ? `${audience.name}, as you asked.`
      : inferred.cues.length
        ? `${audience.name}, because the idea mentions ${listOf(inferred.cues.map((cue) => `"${cue.replace(/\*$/, "")}"`))}.`
        : `${audience.name}: nothing in the idea points to a narrower group.`;

  const mentioned = [...text.matchAll(SIZE_MENTION)].map((match) => Number(match[1]));
  const fromText = mentioned[mentioned.length - 1];
  const personaCount = isPersonaCount(fromText)
    ? fromText
    : isPersonaCount(defaults.personaCount)
      ? defaults.personaCount
      : 25;
  const sizeReason = isPersonaCount(fromText)
    ? `${personaCount} personas, as you asked.`
    : isPersonaCount(defaults.personaCount)
      ? `${personaCount} personas, as you chose.`
      : `${personaCount} personas, the default.`;

  return {
    goal,
    audience: audience.id as PresetCohortId,
    audience_name: audience.name,
    persona_count: personaCount,
    reasoning: `Audience: ${audienceReason} Size: ${sizeReason}`,
  };
}
