import { CONSUMER_ROLES } from "../cohorts";
import { CONSUMER_BUDGETS, MIDSIZE_BUDGETS, SMB_BUDGETS } from "./mixes-data";
import { unlessNamed } from "./patterns";
import { FAMILY_CARE } from "./relatives";
import { selfEmployed } from "./self-employed";
import { withoutOwnersAndManagers } from "./small-business";
import type { Rule, Shift } from "./types";

// Occupation cues, part 2: marketing, sales, design, freelancing, farming,
// driving, law, real estate, creators, HR, product, arts, care work, first
// responders, the military, research and plain consumers. Marketing, sales, HR
// and product people buy tools for a team at a company: a mid-size company's
// budget, not a household's, unless the text says where they work.

// Managers of people, in any function.
const PEOPLE_MANAGERS =
  /\b(?:people|line|team|middle|first-line|frontline|operations|project|office) managers?\b|\bteam (?:leads?|leaders?)\b/i;
const PEOPLE_MANAGERS_SHIFT: Shift = {
  roles: [
    ["Project Manager", 3],
    ["Engineering Manager", 2],
    ["Operations Manager", 2],
    ["Office Manager", 2],
    ["Product Manager", 1],
    ["Retail Store Manager", 1],
  ],
  interests: ["Team leadership", "Productivity systems"],
  painPoints: ["Too many meetings", "Context switching all day", "Hiring and retaining talent"],
  usualBudgets: MIDSIZE_BUDGETS,
};

const DRIVING: Shift = {
  interests: ["Podcasts", "Music", "Cars", "Road trips"],
  painPoints: ["Irregular income", "Stress and poor sleep", "Eating healthy on the go"],
};

function driving(pattern: RegExp, roles: ReadonlyArray<readonly [string, number]>): Rule {
  return { pattern, shift: { ...DRIVING, roles } };
}

export const OTHER_OCCUPATION_RULES: readonly Rule[] = [
  {
    pattern: /\b(?:marketers?|marketing (?:teams?|managers?|people|professionals?))\b/i,
    shift: {
      roles: [
        ["Marketing Coordinator", 3],
        ["Growth Marketer", 3],
        ["Director of Marketing", 2],
        ["Brand Manager", 2],
        ["Content Creator", 1],
        ["Marketing Agency Founder", 1],
      ],
      interests: ["Growth marketing", "Social media marketing", "Data analytics", "Content creation"],
      painPoints: [
        "Marketing on a small budget",
        "Proving ROI to leadership",
        "Getting new customers",
        "Juggling too many apps",
      ],
      usualBudgets: MIDSIZE_BUDGETS,
    },
  },
  {
    pattern: /\b(?:sales ?(?:people|reps?|teams?|professionals?)|salespeople|account executives?|sdrs?)\b/i,
    shift: {
      roles: [
        ["Sales Representative", 4],
        ["Account Executive", 3],
        ["Sales Development Rep", 3],
        ["VP of Sales", 1],
      ],
      interests: ["Sales strategy", "Negotiation", "Career growth"],
      painPoints: ["Getting new customers", "Juggling too many apps", "Finding time for admin"],
      traits: ["Outgoing", "Competitive", "Ambitious"],
      usualBudgets: MIDSIZE_BUDGETS,
    },
  },
  {
    pattern: /\b(?:designers?|creatives?|illustrators?|ux)\b/i,
    shift: {
      roles: [
        ["Graphic Designer", 3],
        ["UX Designer", 3],
        ["Freelance Designer", 2],
        ["Illustrator", 2],
      ],
      interests: ["Product design", "Drawing and painting", "Photography", "Interior design"],
      painPoints: ["Finding clients", "Irregular income", "Juggling too many apps"],
      traits: ["Creative", "Detail-oriented"],
    },
  },
  // People who work for themselves, in a trade named or not.
  { read: selfEmployed },
  {
    // People who make and sell their own goods, or sell on an online marketplace: a shop of their own.
    pattern:
      /\b(?:etsy|ebay|amazon|online|marketplace) sellers?\b|\bsellers? on (?:etsy|ebay|amazon|(?:online )?marketplaces)\b|\b(?:artisans?|crafters?|craftspeople|potters|woodworkers|(?:furniture|jewel(?:le)?ry|candle|soap|craft|independent) makers)\b|\bwho (?:make and )?sell (?:their own|handmade)\b/i,
    shift: {
      roles: [["E-commerce Store Owner", 1]],
      interests: ["Social media marketing", "Local business networking"],
      painPoints: ["Finding clients", "Irregular income"],
      traits: ["Creative"],
    },
  },
  {
    pattern: /\b(?:photographers?|videographers?)\b/i,
    shift: {
      roles: [["Freelance Photographer", 1]],
      interests: ["Photography", "Social media marketing"],
      painPoints: ["Finding clients", "Irregular income"],
      traits: ["Creative"],
    },
  },
  {
    // People who farm; not "a farming state" or "agricultural towns", which say where, not who.
    pattern:
      /\b(?:farmers?|ranchers?|growers?|(?:[\w-]+ )?farm (?:owners?|operators?|workers?|families|managers?)|(?:owners?|operators?) of (?:[\w-]+ ){0,4}farms|agricultural (?:workers?|producers?)|(?:work|working|works) in (?:farming|agriculture))\b/i,
    shift: {
      roles: [
        ["Farmer", 5],
        ["Rancher", 2],
        ["Farm Manager", 2],
      ],
      interests: ["Fishing", "Hunting", "Gardening", "Country music", "Cars"],
      painPoints: [
        "Unpredictable weather and crop prices",
        "Long drives between towns",
        "Unreliable internet",
        "Rising costs of supplies",
      ],
      traits: ["Independent", "Traditional", "Resilient"],
      tech: -0.1,
    },
  },
  {
    pattern:
      /\b(?:trades(?:people|men|women)?|electricians?|plumbers?|carpenters?|construction workers?|mechanics?)\b/i,
    shift: {
      roles: [
        ["Electrician", 3],
        ["Plumbing Contractor", 2],
        ["Carpenter", 2],
        ["Construction Worker", 3],
        ["Mechanic", 2],
        ["Apprentice Electrician", 1],
      ],
      interests: ["DIY home projects", "Cars", "Sports", "Fishing"],
      painPoints: ["Irregular income", "Finding time for admin", "Finding clients"],
      traits: ["Pragmatic", "Independent"],
    },
  },
  // Drivers by what they drive: "long-haul truck drivers" are truck drivers, not couriers.
  driving(
    /\b(?:truckers?|truck(?:ing)? drivers?|lorry drivers?|long[- ]haul|over[- ]the[- ]road drivers?)\b/i,
    [["Truck Driver", 1]],
  ),
  driving(/\b(?:couriers?|delivery (?:drivers?|workers?|riders?))\b/i, [["Delivery Driver", 1]]),
  driving(/\b(?:rideshare|ride[- ]hail(?:ing)?|uber|lyft|taxi|cab) drivers?\b|\brideshare\b/i, [
    ["Rideshare Driver", 1],
  ]),
  driving(
    /\bgig (?:drivers?|workers?)\b|\bdrivers? (?:for|with|on) (?:uber|lyft|doordash|instacart|grubhub)\b/i,
    [
      ["Rideshare Driver", 1],
      ["Delivery Driver", 1],
    ],
  ),
  // Drivers who drive for a living; "drivers" alone are people who drive (a car, not a job).
  driving(
    /\b(?:professional|commercial|full-time|part-time|company) drivers\b|\bdrivers? (?:by trade|for a living)\b|\bdrive for a living\b/i,
    [
      ["Truck Driver", 3],
      ["Delivery Driver", 3],
      ["Rideshare Driver", 3],
    ],
  ),
  {
    pattern: /\b(?:lawyers?|attorneys?|paralegals?|legal (?:teams?|professionals?))\b/i,
    shift: {
      roles: [
        ["Attorney", 4],
        ["Paralegal", 2],
      ],
      interests: ["Compliance and risk", "Reading", "Leadership books"],
      painPoints: ["Finding time for admin", "Burnout", "Compliance and audit pressure"],
      traits: ["Detail-oriented", "Analytical"],
      thrift: -0.1,
    },
  },
  {
    pattern:
      /\b(?:accountants?|bookkeepers?|bankers?|financial (?:analysts?|advisors?|professionals?)|finance (?:teams?|professionals?))\b/i,
    shift: {
      roles: [
        ["Accountant", 4],
        ["Financial Analyst", 3],
        ["Investment Banker", 1],
        ["Accounting Firm Partner", 1],
      ],
      interests: ["Investing", "Personal finance", "Data analytics", "Bookkeeping"],
      painPoints: [
        "Keeping up with bookkeeping and taxes",
        "Finding time for admin",
        "Compliance and audit pressure",
      ],
      traits: ["Analytical", "Detail-oriented"],
    },
  },
  // Small landlords let a property or two as a business of their own: they buy its tools
  // themselves, from what the rents bring in, not from a household budget or an employer's.
  {
    pattern:
      /\b(?:landlords?|(?:real estate|property) investors?|(?:own|owns|owning) (?:a |one or two |\d+(?:-\d+)? )?rental propert(?:y|ies))\b/i,
    shift: {
      roles: [["Landlord", 1]],
      budgets: SMB_BUDGETS,
      interests: ["Real estate investing", "Personal finance", "DIY home projects"],
      painPoints: ["Finding time for admin", "Keeping up with bookkeeping and taxes"],
      ages: [30, 75],
    },
  },
  {
    pattern: /\b(?:real estate(?! invest)|realtors?|property managers?)\b/i,
    shift: {
      roles: [
        ["Real Estate Agent", 4],
        ["Real Estate Broker", 2],
      ],
      interests: ["Real estate investing", "Interior design", "Local business networking"],
      painPoints: ["Getting new customers", "Irregular income", "Finding time for admin"],
    },
  },
  {
    pattern:
      /\b(?:hospitality|restaurant (?:staff|workers?)|waiters?|waitresses?|bartenders?|chefs?|(?:line|short[- ]order) cooks?)\b/i,
    shift: {
      roles: [
        ["Line Cook", 3],
        ["Chef", 2],
        ["Server", 3],
        ["Bartender", 2],
        ["Hotel Front Desk Manager", 1],
        ["Waiter", 2],
      ],
      interests: ["Home cooking", "Trying new foods", "Nightlife", "Wine and craft beer"],
      painPoints: ["Irregular sleep and meal times", "Irregular income", "Stress and poor sleep"],
    },
  },
  {
    pattern: /\b(?:creators?|youtubers?|influencers?|streamers?|podcasters?|tiktokers?)\b/i,
    shift: {
      roles: [
        ["Content Creator", 4],
        ["Podcaster", 2],
        ["Part-time Streamer", 2],
      ],
      interests: ["Content creation", "Social media", "Photography", "Twitch streaming"],
      painPoints: ["Irregular income", "Getting new customers", "Burnout"],
      traits: ["Creative", "Trend-conscious"],
      tech: 0.15,
    },
  },
  {
    pattern: /\b(?:hr|human resources|recruiters?|people ops|talent (?:teams?|acquisition))\b/i,
    shift: {
      roles: [
        ["HR Specialist", 3],
        ["Recruiter", 3],
        ["HR Director", 1],
      ],
      interests: ["Hiring and culture", "Team leadership"],
      painPoints: ["Hiring and retaining talent", "Finding time for admin"],
      usualBudgets: MIDSIZE_BUDGETS,
    },
  },
  {
    // People who work for a nonprofit, not people who give to one.
    pattern:
      /\b(?:work(?:s|ing)?|staff|employees?|workers?|leaders?|directors?|managers?) (?:at|for|in) (?:(?:a|an|small|local|large|community) )*(?:non-?profits?|charit(?:y|ies)|ngos?|the (?:non-?profit|charity|third) sector)\b|\b(?:non-?profit|charity|ngo) (?:staff|workers?|employees?|leaders?|directors?|managers?|fundraisers?|professionals?)\b|\b(?:grant writers?|fundraisers|development directors?)\b/i,
    shift: {
      roles: [
        ["Nonprofit Program Manager", 4],
        ["Grant Writer", 3],
        ["Development Director", 2],
        ["Nonprofit Executive Director", 2],
        ["Volunteer Coordinator", 2],
      ],
      interests: ["Community service", "Fundraising", "Volunteering"],
      painPoints: ["Stretching a small budget", "Writing grant reports", "Finding time for admin"],
      traits: ["Mission-driven"],
      usualBudgets: SMB_BUDGETS,
    },
  },
  {
    // Managers of people, in any function: "people managers", "team leads"; not the office managers
    // of a kind of business named with its owners (small-business.ts reads them).
    read: (text) =>
      PEOPLE_MANAGERS.test(withoutOwnersAndManagers(text)) ? PEOPLE_MANAGERS_SHIFT : undefined,
  },
  {
    pattern: /\bproduct (?:managers?|people|teams?)\b|\bpms\b/i,
    shift: {
      roles: [
        ["Product Manager", 5],
        ["UX Designer", 1],
      ],
      interests: ["Product design", "Data analytics", "Productivity systems"],
      painPoints: ["Context switching all day", "Too many tools that don't talk to each other"],
      tech: 0.15,
      usualBudgets: MIDSIZE_BUDGETS,
    },
  },
  {
    pattern: /\b(?:musicians?|artists?|painters?)\b/i,
    shift: {
      roles: [
        ["Musician", 3],
        ["Illustrator", 2],
        ["Music Teacher", 1],
      ],
      interests: ["Music", "Drawing and painting", "Content creation"],
      painPoints: ["Irregular income", "Finding clients"],
      traits: ["Creative"],
    },
  },
  {
    // Paid care work; family caregivers care for a relative beside their own job (groups-data.ts).
    pattern: unlessNamed(String.raw`\b(?:caregivers?|carers?|home health aides?)\b`, FAMILY_CARE.source),
    shift: {
      roles: [
        ["Caregiver", 3],
        ["Home Health Aide", 3],
      ],
      interests: ["Wellness", "Family time"],
      painPoints: ["Burnout", "Finding time for myself", "Stress and poor sleep"],
      traits: ["Caring"],
    },
  },
  {
    pattern: /\b(?:police|firefighters?|first responders?|paramedics?|emts?)\b/i,
    shift: {
      roles: [
        ["Police Officer", 3],
        ["Firefighter", 3],
        ["Paramedic", 3],
      ],
      interests: ["Fitness and running", "Sports", "Family time"],
      painPoints: ["Fatigue from night shifts", "Stress and poor sleep"],
      traits: ["Resilient"],
    },
  },
  {
    pattern: /\b(?:military|veterans?|service members?)\b/i,
    shift: {
      roles: [["Military Veteran", 4]],
      interests: ["Fitness and running", "Hunting"],
      traits: ["Resilient", "Loyal"],
    },
  },
  {
    pattern: /\b(?:scientists?|researchers?|academics?|phd)\b/i,
    shift: {
      roles: [
        ["Research Scientist", 4],
        ["Graduate Student", 2],
      ],
      interests: ["Data analytics", "Reading", "Medical research"],
      painPoints: ["Finding time for admin", "Keeping up with new tech"],
      traits: ["Analytical", "Curious"],
    },
  },
  {
    pattern: /\b(?:consumers?|shoppers?|general public|everyday people|households?|customers)\b/i,
    shift: {
      fallbackRoles: CONSUMER_ROLES,
      budgets: CONSUMER_BUDGETS,
      thrift: 0.08,
    },
  },
];
