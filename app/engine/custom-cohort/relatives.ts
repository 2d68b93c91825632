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
