/**
 * How often a service paid by the visit is used, by kind of service, so that "$65 a visit" of a
 * dog groomer is weighed as what it costs a month (about $26), not as a weekly bill (about $260).
 * A service of no kind here (a lesson, a walk, a cleaner's visit) is taken as weekly
 * (`price.ts`); what the idea says ("every two weeks") comes before either.
 */

/** Work done when a thing breaks: a repair, a fix, a tune-up (a handyman's work). */
const REPAIRS = String.raw`repairs?|fix(?:es)?|mends?|tune-?ups?`;

interface ServiceFrequency {
  kind: string;
  /** Names the service or what one use of it is ("groomer", "a groom"), in a phrase or a price's unit. */
  noun: RegExp;
  /** Says the service is done to something of the customer's ("fixes your bike"). */
  verb?: RegExp;
  usesPerMonth: number;
}

const SERVICE_FREQUENCIES: readonly ServiceFrequency[] = [
  {
    // An assumption without a source (ADR 034): a bike or an appliance needs fixing a few times a year.
    kind: "repair",
    noun: new RegExp(
      String.raw`\b(?:${REPAIRS}|repairing|fixing|mending|handym[ae]n|handypersons?)\b(?!\s+(?:price|rate|fee|cost|term|income|schedule)s?\b)`,
      "iu",
    ),
    verb: new RegExp(String.raw`\b(?:${REPAIRS})\s+(?:your|their|the|a|an|any|broken)\b`, "iu"),
    usesPerMonth: 1 / 3,
  },
  {
    // PETS International and Yummypets survey of 500 dog owners (2023): the largest group (37%) goes
    // every 2-3 months, a quarter at least monthly, 14% once or twice a year: about every 2.5 months.
    kind: "pet grooming",
    noun: /\bgroom(?:s|ers?|ing)?\b/iu,
    verb: /\bgrooms?\s+(?:your|their|the)\b/iu,
    usesPerMonth: 0.4,
  },
  {
    // CivicScience poll of US adults: 23% every 6 weeks or less, 25% every 7-12 weeks, 52% 13 weeks
    // or longer; the middle answer is about every three months.
    kind: "haircut",
    noun: /\b(?:hair ?cuts?|barbers?(?:hops?)?|hair ?(?:dress(?:ers?|ing)|stylists?|salons?))\b/iu,
    verb: /\bcuts?\s+(?:your|their)\s+hair\b/iu,
    usesPerMonth: 1 / 3,
  },
  {
    // International Carwash Association consumer study (2016): 26% wash a few times a month or more,
    // 24% monthly, 32% every couple of months, 19% twice a year or less: about monthly.
    kind: "car wash",
    noun: /\b(?:car ?wash(?:es)?|(?:car|auto) detail(?:ing|ers?))\b/iu,
    verb: /\b(?:washe?s?|details?)\s+(?:your|their|the)\s+(?:car|vehicle)s?\b/iu,
    usesPerMonth: 1,
  },
  {
    // National Ambulatory Medical Care Survey (NCHS, 2007): 336 visits to a doctor's office per 100
    // people a year, about 3.4 each.
    kind: "doctor's visit",
    // Any visit to a clinician counts: a specialist seen by video is a doctor's visit too.
    noun: /\b(?:doctors?|physicians?|consultations?|check-?ups?|specialists?|clinicians?|nurse practitioners?|telehealth|telemedicine|dermatologists?|gyn(?:a)?ecologists?|p(?:a)?ediatricians?|cardiologists?|urologists?|endocrinologists?)\b/iu,
    usesPerMonth: 3.4 / 12,
  },
  {
    // A test or a screening ("$69 per test") is had when there is a reason to check, as a doctor
    // orders one: taken as often as a doctor's visit (above), an assumption (ADR 034). Weekly, the
    // default for a service of no known kind, made a $69 home blood test a $276-a-month bill.
    kind: "test",
    noun: /\b(?:tests?|screenings?|exams?|examinations?|inspections?)\b/iu,
    usesPerMonth: 3.4 / 12,
  },
  {
    // AVMA Pet Ownership and Demographics Sourcebook (2017-2018): a dog-owning client visits a vet
    // about three times a year, a cat-owning client 2.4.
    kind: "vet visit",
    noun: /\b(?:vets?|veterinar(?:y|ians?))\b/iu,
    usesPerMonth: 3 / 12,
  },
];

/** The kind of service a phrase or a price's unit names, first in the table's order. */
export function serviceFrequencyOf(...phrases: (string | null | undefined)[]): ServiceFrequency | null {
  for (const phrase of phrases) {
    if (!phrase) continue;
    const found = SERVICE_FREQUENCIES.find(({ noun }) => noun.test(phrase));
    if (found) return found;
  }
  return null;
}

/**
 * How many times a month the product, a service paid each use, is used: read from its main
 * phrase ("a mobile dog groomer") or what it does ("fixes your bike"); null when it names no kind.
 */
export function usesPerMonthOf(text: string, mainPhrase: string | null): number | null {
  const named = serviceFrequencyOf(mainPhrase) ?? SERVICE_FREQUENCIES.find(({ verb }) => verb?.test(text));
  return named?.usesPerMonth ?? null;
}
