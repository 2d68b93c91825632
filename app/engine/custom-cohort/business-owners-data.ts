// Owners of one kind of small business: "owners of independent hair salons",
// "gym owners", "people who run a bakery". Each kind names the owner role the
// panel is made of; other kinds and businesses of no named kind are read in
// small-business.ts.

/** A kind of business as the text may name it (singular and plural), and its owner's role. */
export const BUSINESS_KINDS: ReadonlyArray<readonly [kind: string, role: string]> = [
  [String.raw`(?:hair |nail |beauty )?salons?|barbers(?:hops?)?|barber ?shops?`, "Salon Owner"],
  [String.raw`gyms?|(?:fitness|yoga|pilates|boxing|dance) studios?`, "Gym Owner"],
  [String.raw`bakery|bakeries`, "Bakery Owner"],
  [String.raw`restaurants?|diners?|eater(?:y|ies)|bistros?`, "Restaurant Owner"],
  [String.raw`caf(?:e|é)s?|coffee ?(?:shops?|houses?)`, "Café Owner"],
  [String.raw`boutiques?|(?:clothing|fashion|gift) (?:stores?|shops?)`, "Boutique Owner"],
  [String.raw`dental (?:practices?|clinics?|offices?)`, "Dental Practice Owner"],
  [
    String.raw`(?:e-?commerce|online|shopify|etsy) (?:stores?|shops?|brands?|businesses)`,
    "E-commerce Store Owner",
  ],
  [String.raw`(?:independent )?book ?(?:stores?|shops?)`, "Bookstore Owner"],
  [String.raw`(?:auto|car) repair (?:shops?|garages?)|garages`, "Auto Repair Shop Owner"],
  [String.raw`cleaning (?:services?|companies|company|businesses|business)`, "Cleaning Service Owner"],
  [String.raw`daycares?|day cares?|childcare cent(?:er|re)s?`, "Daycare Owner"],
  [String.raw`(?:craft )?brewer(?:y|ies)`, "Craft Brewery Owner"],
  [String.raw`flower shops?|florists?`, "Florist"],
  [String.raw`landscaping (?:companies|company|businesses|business|firms?)`, "Landscaping Company Owner"],
  [String.raw`plumbing (?:companies|company|businesses|business|firms?)`, "Plumbing Contractor"],
  [String.raw`accounting (?:firms?|practices?)`, "Accounting Firm Partner"],
  [String.raw`marketing agenc(?:y|ies)`, "Marketing Agency Founder"],
];
