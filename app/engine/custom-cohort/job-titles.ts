import { EMPLOYEE_WORDS } from "../roles";
import { plural, singular } from "../word-number";

// An audience named by a job no rule knows ("customer support managers at software companies",
// "warehouse managers", "marketing directors at consumer brands") is people who hold that job,
// not the general public or whoever works where they work: the title is read from the words.

// The job words of a title, as an audience names many: "managers", "counsellors".
const JOB_NOUNS = EMPLOYEE_WORDS.map(plural).join("|");

// Words before the job that say what kind of person, not what job: "busy office managers".
const NOT_OF_THE_TITLE = new Set(
  "a an the all any most many some our your their busy new young old experienced aspiring first-time overworked small local independent us american british uk canadian australian european who that and or of at in for with to from by on as are is was were be being been work works working worked become becoming want wants like such".split(
    " ",
  ),
);

const ACRONYMS = new Set("seo sem ppc crm qa it hr ux ui pr ai ml erp hvac ehs".split(" "));

const TITLE = new RegExp(String.raw`((?:[\p{L}-]+\s+){1,3})(${JOB_NOUNS})\b`, "giu");
const HEAD_OF = /\b(heads|directors|vps) of ([\p{L}-]+(?:\s+[\p{L}-]+)?)/giu;

/** The job titles an audience names, each as one person's title ("Customer Support Manager"). */
export function jobTitlesNamed(text: string): string[] {
  const titles = new Set<string>();
  for (const match of text.matchAll(HEAD_OF)) {
    const words = match[2]!.split(/\s+/).filter((word) => !NOT_OF_THE_TITLE.has(word.toLowerCase()));
    if (words.length > 0)
      titles.add(`${titleCase([singular(match[1]!.toLowerCase())])} of ${titleCase(words)}`);
  }
  for (const match of text.matchAll(TITLE)) {
    const before = match[1]!.trim().split(/\s+/);
    // The title's own words run back from the job to the first word that is not one of them.
    const own: string[] = [];
    for (const word of before.reverse()) {
      if (NOT_OF_THE_TITLE.has(word.toLowerCase())) break;
      own.unshift(word);
    }
    if (own.length > 0) titles.add(titleCase([...own, singular(match[2]!.toLowerCase())]));
  }
  // "Support Manager" from the audience's name is the "Customer Support Manager" of its description.
  return [...titles].filter(
    (title) => ![...titles].some((other) => other !== title && other.endsWith(` ${title}`)),
  );
}

function titleCase(words: readonly string[]): string {
  return words
    .map((word) => {
      const lower = word.toLowerCase();
      if (ACRONYMS.has(lower)) return lower.toUpperCase();
      return lower.replace(
        /(^|-)(\p{L})/gu,
        (_, dash: string, letter: string) => dash + letter.toUpperCase(),
      );
    })
    .join(" ");
}
