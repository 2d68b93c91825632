import type { PresetCohortId } from "../cohorts";
import { cues, keywordMatcher } from "../keywords";

// Which preset audience a dialogue points to: the run sizes on offer, cue
// words per preset, and the presets' names as a user would type them.

export const PERSONA_COUNT_OPTIONS = [25, 50, 100] as const;

export const AUDIENCE_CUES: ReadonlyArray<readonly [PresetCohortId, ReturnType<typeof keywordMatcher>]> = [
  [
    "enterprise",
    keywordMatcher(
      cues(
        "enterprise*, corporat*, large compan*, big compan*, large organi*, fortune 500, it department*, it teams, cio, cto, ciso, procurement, compliance, b2b, companies, organizations, organisations, departments, executives",
      ),
    ),
  ],
  [
    "smb",
    keywordMatcher(
      cues(
        "small business*, smb*, shop, shop owner*, store owner*, business owner*, restaurant*, cafe*, café*, bakery, bakeries, salon*, retailer*, merchant*, local business*, freelancer*, contractor*, plumber*, clinic*, agenc*, landlord*, small compan*, boutique*",
      ),
    ),
  ],
  [
    "tech_early",
    keywordMatcher(
      cues(
        "developer*, engineer*, programmer*, devs, coder*, early adopter*, tech savvy, techies, github, open source, indie hacker*, startups, data scientist*, devops, api",
      ),
    ),
  ],
  [
    "consumer",
    keywordMatcher(
      cues(
        "famil*, parent*, mom, moms, mum, mums, dad, dads, mother*, father*, shopper*, consumer*, households, couples, kid, kids, children, teen, teens, students, pet owner*, dog owner*, gamers, home cooks, homeowners, everyday people",
      ),
    ),
  ],
];

/** A preset named in so many words ("run it on Enterprise Buyers"). */
export const PRESET_NAMES: ReadonlyArray<readonly [PresetCohortId, RegExp]> = [
  ["general", /\bgeneral audience\b/],
  ["tech_early", /\btech early adopters\b/],
  ["enterprise", /\benterprise buyers\b/],
  ["smb", /\bsmall business owners\b/],
  ["consumer", /\bconsumer market\b/],
];
