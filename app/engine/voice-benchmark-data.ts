// The voice benchmark's ideas and the patterns that mark a reaction whose
// words contradict its score, voice noise, break grammar or act out of role
// (voice-benchmark.ts counts them).

export interface VoiceIdea {
  label: string;
  idea: string;
  cohort: string;
}

/** Thirteen ideas of different kinds, none from the calibration data. */
export const VOICE_IDEAS: readonly VoiceIdea[] = [
  {
    label: "B2B software",
    idea: "An AI assistant that triages IT support tickets for mid-size companies, $2,000/month.",
    cohort: "enterprise",
  },
  {
    label: "consumer app",
    idea: "A meal-planning app for busy parents that builds a weekly menu and shopping list, $6/month.",
    cohort: "consumer",
  },
  {
    label: "food",
    idea: "Ready-to-eat Korean rice bowls sold in the freezer aisle, $5 each.",
    cohort: "general",
  },
  { label: "hardware", idea: "A smart water bottle that reminds you to drink, $49.", cohort: "general" },
  {
    label: "health",
    idea: "A dermatology app that checks moles from a photo, $9/month.",
    cohort: "consumer",
  },
  {
    label: "harmful",
    idea: "An app that lets you secretly track your partner's phone location.",
    cohort: "general",
  },
  {
    label: "non-English",
    idea: "Eine App, die Rezepte aus den Resten im Kühlschrank vorschlägt, 4 Euro im Monat.",
    cohort: "general",
  },
  { label: "one word", idea: "Umbrellas", cohort: "general" },
  {
    label: "very long",
    idea:
      "A neighbourhood tool library where members borrow drills, ladders, pressure washers and garden tools " +
      "instead of buying them; members reserve items in an app, pick them up from a locker on their street " +
      "with a code, and return them within a week. A volunteer checks each tool between loans, and members " +
      "can donate tools they no longer use in exchange for a month free. Membership is $8/month, or $60 " +
      "a year, and the first borrow is free so people can see how it works before they commit.",
    cohort: "consumer",
  },
  {
    label: "small business",
    idea: "Online booking and reminders for hair salons, $29/month.",
    cohort: "smb",
  },
  {
    label: "developer tool",
    idea: "A CLI that finds unused cloud resources and deletes them on a schedule, $15 per developer/month.",
    cohort: "tech_early",
  },
  {
    label: "big purchase",
    idea: "A robot butler that does the laundry and the dishes, $12,000.",
    cohort: "general",
  },
  {
    label: "price rise",
    idea: "Your music streaming subscription going up by $2 a month.",
    cohort: "general",
  },
  {
    label: "essential bill",
    idea: "Your home internet going up by $6 a month at renewal.",
    cohort: "general",
  },
];

/** The concern label that says the idea does not concern the persona. */
export const IRRELEVANT_CONCERN = "Not relevant to their needs";

/** An adopter's words saying the idea does not concern them. */
export const IRRELEVANT_WORDS =
  /\b(?:not relevant to|no (?:need|use) for|don't have a need|doesn't (?:really )?fit my life|never go looking for|that's not me|not aimed at my life)\b/i;

/** Motivations that are the model's noise, not a reason. */
export const NOISE_MOTIVATION = /^(?:It just appeals to me|Open to trying new products|Personal taste)$/;

/** Taste or mood presented as the reason ("It just appeals to me"). */
export const NOISE_WORDS: readonly RegExp[] = [
  /\bjust (?:isn't|is not) my (?:taste|thing|style)\b/i,
  /\bI'm just not into it\b/i,
  /\bjust (?:appeals|clicks|grabs)\b/i,
  /\bjust wouldn't appeal\b/i,
  /\bnot (?:really )?my (?:style|vibe|kind of fun|taste)\b/i,
  /\bwould not be my style\b/i,
  /\bdoesn't sit right with me\b/i,
  /\bdon't click with\b/i,
  /\bdoesn't grab me\b/i,
  /\bskeptical of new products\b/i,
  /\bhappy to give new products a try\b/i,
  /\bcan't quite say why, but I like it\b/i,
  /\bappeals to me\.$/i,
];

/** The words "Nothing compelling yet" that mean a rejecter names no pull. */
export const NO_MOTIVATION = "Nothing compelling yet";

/** A rejecter's motivation said as a concession. */
export const CONCEDED_MOTIVATION =
  /, but that isn't enough$|, though not enough to win me over$|^Granted: .*\. Still no$/;

/** Words of wanting it. */
export const POSITIVE_WORDS =
  /\b(?:I (?:love|like) (?:this|it|that)|easy yes|I'd (?:happily|gladly)|count me in|I'm (?:sold|interested)|right up my street|I'm drawn to|would fit right in|worth a lot to me|is what sold me|caught my eye|sounds (?:tasty|good|great|useful))\b/i;

/** Words that make a positive remark a concession or a negation. */
export const CONCEDING_WORDS =
  /\b(?:but|though|although|still|even if|grant|to be fair|sure|admit|not|never|no)\b|n't\b/i;

/** Words saying what it costs is no question ("the budget conversation would be short", "is nothing"). */
export const PRICE_NO_QUESTION =
  /\b(?:find budget for this|budget without a fight|pay for itself, so|price is no (?:issue|object|problem)|money well spent|is nothing for what you get|I'd try [^.]* without thinking twice|is a small price if|there isn't much to lose)\b/i;

/** Grammar faults by kind. */
export const GRAMMAR_FAULTS: Readonly<Record<string, RegExp>> = {
  // "a ambitious", "a AI"; "a one-time", "a user", "a European" are right.
  "a before a vowel sound":
    /\b[Aa] (?:(?!one\b|once\b|eu|uni|us[eu]|usu|ur[aeiou]|uk|ubi|uti)[aeiouAEIO][a-z]|(?:AI|API|HR|IT|SQL|MBA|SEO|SMS|LLM|NFT|ICU|EV|MRI|RV|ER)\b)/,
  // "an new"; "an hour", "an honest", "an HR" are right.
  "an before a consonant": /\ban (?!h(?:our|onest|eir|onou?r))[bcdfghjklmnpqrstvwxyz][a-z]/,
  // "operationses", "marketings"; "other director of operations" for "other directors of operations".
  "doubled plural": /\b\w+(?:ion|ment|er|or|ist|ant|ent|ic)ses\b|\bmarketings\b|\bsaleses\b/i,
  "plural on the wrong word":
    /\b(?:other|fellow) (?:[\w-]+ )*?(?:director|head|president|manager|officer|chief|lead|specialist) (?:of|for) /i,
  "lowercase sentence start": /(?:^|[.!?]\s+)[a-z]/,
  "doubled space or punctuation": /\s{2,}|([,;:!?.])\1|[,;:]\s*[.!?]|\s[,.;:!?]/,
  "doubled word": /\b(?!(?:that|had|is)\b)(\w+) \1\b/i,
  "unfilled slot": /[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object/,
};

/** Actions by whom they fit. */
export const ACTIONS_OF = {
  /** A company's buying process: not for consumers or small traders. */
  team: /\b(?:demo|pilot|security review|case studies|roll it out|my team|our current tools)\b/i,
  /** Running a small business. */
  owner: /\b(?:in the business|other owners|of the business)\b/i,
  /** Goods from a shop: not software. */
  goods: /\b(?:buy one|pick one up|on the shelf|walk past|in stores|pre-order|what I buy now)\b/i,
  /** Single goods: not a subscription or membership. */
  single: /\b(?:buy one|pick one up|on the shelf|walk past)\b/i,
  /** Software sign-ups: not goods bought once. */
  app: /\b(?:sign up|beta|download|free trial|test run|install)\b/i,
  /** Paying: not for something free or not sold. */
  paying: /\b(?:pay|price|pricing|on sale|buy)\b/i,
} as const;
