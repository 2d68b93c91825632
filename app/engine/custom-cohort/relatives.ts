// "Parents of high school students", "caregivers of elderly parents", "families
// with teenagers": the people described are the parents, caregivers and
// families. Who their relatives are says nothing of their own job, studies or
// age, so the words after "of", "with" or "whose" (up to where the phrase
// ends) are left out when reading who they are.

const RELATION = String.raw`parents?|mothers?|fathers?|moms?|mums?|dads?|families|caregivers?|carers?|guardians?|grandparents?|spouses?|partners?|relatives`;

// The phrase about the relatives ends at punctuation or where the sentence turns back to
// the people themselves ("... in the US", "... who work full time").
const RELATIVES = new RegExp(
  String.raw`\b((?:${RELATION})\s+(?:of|with|whose)\s)(.*?)(?=[,.;:()]|\s(?:in|who|that|and|living|across|from|at)\b|$)`,
  "gi",
);

/** The audience text without the phrases that describe the people's relatives. */
export function withoutRelatives(text: string): string {
  return text.replace(RELATIVES, "$1…");
}

const KIN = String.raw`parents?|mothers?|fathers?|moms?|mums?|dads?|relatives?|spouses?|partners?|grandparents?|children|kids|family members?|loved ones?`;

// "Caring for an elderly parent", "looking after their kids", "carers of elderly parents": the one
// cared for is a relative, neither who the people are nor their age.
const CARED_FOR = new RegExp(
  String.raw`\b((?:caring|cares|care|looking|looks|look) (?:for|after) |(?:caregivers?|carers?) (?:of|for|to) )(?:(?:a|an|the|their|his|her|my|our|your) )?(?:(?:elderly|aging|ageing|older|old|sick|disabled|ill|frail|young|little) )?(?:${KIN})\b`,
  "gi",
);

/** The audience text without the relatives its people care for. */
export function withoutCaredFor(text: string): string {
  return text.replace(CARED_FOR, "$1…");
}

// "Family caregivers", "carers of elderly parents", "adults who look after an aging parent": they
// care for a relative, unpaid, beside whatever work they do; no care job. Read before and after
// the relatives are left out ("caregivers of …").
const CARER = String.raw`caregivers?|carers?`;
export const FAMILY_CARE = new RegExp(
  String.raw`\b(?:family|unpaid|informal)\s+(?:${CARER})\b|\b(?:${CARER})\s+(?:of|for)\s+(?:(?:an?|the|their|his|her|aging|ageing|elderly|older|sick|disabled|ill|frail)\s+)*(?:…|${KIN})|\b(?:caring|cares|care|looking|looks|look)\s+(?:for|after)\s+…`,
  "i",
);
