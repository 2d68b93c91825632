import { BUDGET_BANDS as B } from "./catalog";
import { CONSUMER_ROLES, getPresetCohort } from "./cohorts";
import { placeMix, placesFromText } from "./places";
import { hashHex } from "./rng";
import { roleByTitle } from "./roles";
import { clamp, normalizeText } from "./text";
import type { AgeBand, BetaShape, CohortModel, RoleSpec, Weighted } from "./types";

// Derives a cohort from a free-text audience description. Cue words shift
// the general population: who they are (roles), how old, where, what they
// care about and struggle with, how much they spend and how they feel about
// new technology. Text with no cues gives the general audience.

interface Shift {
  /** Jobs this group holds; the union over matched rules replaces the base. */
  roles?: ReadonlyArray<readonly [string, number]>;
  /** Jobs used only when no rule names an occupation (hobby groups). */
  fallbackRoles?: ReadonlyArray<readonly [string, number]>;
  interests?: readonly string[];
  painPoints?: readonly string[];
  traits?: readonly string[];
  decisionStyles?: readonly string[];
  /** Implied age range, used when the text gives no explicit age. */
  ages?: readonly [number, number];
  genders?: Weighted<string>[];
  /** Added to the mean of tech_adoption. */
  tech?: number;
  /** Added to the mean of budget_sensitivity. */
  thrift?: number;
  budgets?: Weighted<string>[];
}

interface Rule {
  pattern: RegExp;
  shift: Shift;
}

const LOW_BUDGETS: Weighted<string>[] = [
  [B.minimal, 40],
  [B.low, 40],
  [B.moderate, 20],
];
const HIGH_BUDGETS: Weighted<string>[] = [
  [B.moderate, 20],
  [B.comfortable, 50],
  [B.business, 30],
];
const CONSUMER_BUDGETS: Weighted<string>[] = [
  [B.minimal, 30],
  [B.low, 34],
  [B.moderate, 24],
  [B.comfortable, 12],
];
const SMB_BUDGETS: Weighted<string>[] = [
  [B.low, 18],
  [B.moderate, 34],
  [B.comfortable, 36],
  [B.business, 12],
];
const ENTERPRISE_BUDGETS: Weighted<string>[] = [
  [B.business, 20],
  [B.department, 35],
  [B.enterprise, 33],
  [B.strategic, 12],
];
const TECH_BUDGETS: Weighted<string>[] = [
  [B.low, 15],
  [B.moderate, 30],
  [B.comfortable, 38],
  [B.business, 17],
];

const NIGHT_WORK: ReadonlyArray<readonly [string, number]> = [
  ["Night-shift Nurse", 4],
  ["Paramedic", 2],
  ["Warehouse Associate", 2],
  ["Police Officer", 1],
  ["Firefighter", 1],
  ["Truck Driver", 2],
  ["Emergency Room Nurse", 2],
  ["Bartender", 1],
];

// Order matters only for readability; every matching rule applies.
const RULES: readonly Rule[] = [
  // occupations
  {
    pattern: /\bnurs(?:e|es|ing)\b/i,
    shift: {
      roles: [
        ["Registered Nurse", 5],
        ["ICU Nurse", 3],
        ["Night-shift Nurse", 3],
        ["Nurse Practitioner", 2],
        ["Emergency Room Nurse", 3],
        ["Licensed Practical Nurse", 2],
        ["Charge Nurse", 2],
      ],
      interests: [
        "Patient care",
        "Wellness",
        "Mental health and mindfulness",
        "Continuing education",
        "Family time",
      ],
      painPoints: [
        "Short-staffed wards",
        "Charting and paperwork after shifts",
        "Burnout",
        "Stress and poor sleep",
      ],
      traits: ["Caring", "Resilient", "Busy"],
      genders: [
        ["Female", 86],
        ["Male", 12],
        ["Non-binary", 2],
      ],
    },
  },
  {
    pattern: /\b(?:doctors?|physicians?|clinicians?|surgeons?)\b/i,
    shift: {
      roles: [
        ["Family Physician", 4],
        ["Emergency Physician", 2],
        ["Resident Doctor", 3],
        ["Pediatrician", 2],
      ],
      interests: ["Medical research", "Patient care", "Continuing education"],
      painPoints: ["Charting and paperwork after shifts", "Burnout", "Finding time for admin"],
      traits: ["Analytical", "Busy", "Caring"],
      thrift: -0.1,
    },
  },
  {
    pattern: /\bhealth ?care (?:workers?|professionals?|staff)\b|\bhospital (?:staff|workers?)\b/i,
    shift: {
      roles: [
        ["Registered Nurse", 4],
        ["Family Physician", 1],
        ["Pharmacist", 1],
        ["Paramedic", 1],
        ["Home Health Aide", 2],
        ["Physical Therapist", 1],
      ],
      interests: ["Patient care", "Wellness"],
      painPoints: ["Short-staffed wards", "Burnout"],
    },
  },
  {
    pattern: /\b(?:developers?|devs|programmers?|software engineers?|engineers|coders?|devops|sres?)\b/i,
    shift: {
      roles: [
        ["Software Engineer", 6],
        ["Senior Software Engineer", 5],
        ["Frontend Developer", 3],
        ["DevOps Engineer", 3],
        ["Junior Developer", 3],
        ["Staff Engineer", 2],
        ["Freelance Developer", 2],
        ["Engineering Manager", 2],
      ],
      interests: [
        "Open-source software",
        "AI and machine learning",
        "Developer productivity",
        "DevOps tooling",
        "Mechanical keyboards",
        "Video games",
      ],
      painPoints: [
        "Context switching all day",
        "Flaky CI pipelines",
        "Technical debt",
        "Slow code reviews",
        "Repetitive boilerplate work",
      ],
      traits: ["Tech-savvy", "Analytical", "Curious"],
      tech: 0.25,
      thrift: -0.1,
      budgets: TECH_BUDGETS,
    },
  },
  {
    pattern: /\b(?:teachers?|educators?|teaching staff|instructors?)\b/i,
    shift: {
      roles: [
        ["Elementary School Teacher", 4],
        ["High School Teacher", 4],
        ["Middle School Math Teacher", 2],
        ["Special Education Teacher", 2],
        ["Kindergarten Teacher", 2],
        ["Substitute Teacher", 1],
        ["Music Teacher", 1],
      ],
      interests: [
        "Lesson planning",
        "Classroom technology",
        "Reading",
        "Continuing education",
        "Family time",
      ],
      painPoints: ["Grading and paperwork", "Tight classroom budgets", "Keeping students engaged", "Burnout"],
      traits: ["Caring", "Organized", "Busy"],
      genders: [
        ["Female", 74],
        ["Male", 24],
        ["Non-binary", 2],
      ],
      thrift: 0.1,
    },
  },
  {
    pattern: /\b(?:founders?|startups?|entrepreneurs?|co-?founders?|indie hackers?)\b/i,
    shift: {
      roles: [
        ["Startup Founder", 5],
        ["Co-founder & CEO", 3],
        ["Solo Founder", 2],
        ["Technical Co-founder", 2],
        ["Indie Hacker", 2],
      ],
      interests: [
        "Startups",
        "Indie hacking",
        "Growth marketing",
        "AI and machine learning",
        "Productivity systems",
        "Podcasts",
      ],
      painPoints: [
        "Fundraising",
        "Finding product-market fit",
        "Shipping fast with a small team",
        "Getting new customers",
        "Burnout",
      ],
      traits: ["Ambitious", "Early adopter", "Impatient"],
      decisionStyles: ["Experimental", "Intuitive"],
      tech: 0.2,
      budgets: TECH_BUDGETS,
    },
  },
  {
    pattern: /\b(?:students?|college|university|undergrads?|undergraduates?)\b/i,
    shift: {
      roles: [
        ["College Student", 6],
        ["Graduate Student", 2],
        ["Trade School Student", 1],
      ],
      interests: [
        "Online courses",
        "Social media",
        "Video games",
        "Music",
        "Learning languages",
        "Nightlife",
      ],
      painPoints: [
        "Student debt",
        "Balancing study and a part-time job",
        "Finding a first job",
        "Sticking to a tight budget",
      ],
      traits: ["Curious", "Social", "Frugal"],
      ages: [18, 27],
      thrift: 0.2,
      budgets: LOW_BUDGETS,
    },
  },
  {
    pattern:
      /\b(?:retirees?|retired|seniors|senior citizens|elderly|pensioners?|older adults|grandparents?)\b/i,
    shift: {
      roles: [
        ["Retiree", 6],
        ["Retired Teacher", 2],
        ["Retired Engineer", 1],
        ["Retired Nurse", 1],
        ["Military Veteran", 1],
      ],
      interests: [
        "Grandchildren",
        "Gardening",
        "Reading",
        "Crosswords and puzzles",
        "Travel",
        "Church and faith community",
      ],
      painPoints: [
        "Managing a health condition",
        "Mobility and staying independent",
        "Loneliness",
        "Tech that's hard to use",
        "Worries about online scams",
      ],
      traits: ["Traditional", "Cautious", "Loyal"],
      decisionStyles: ["Cautious", "Follows recommendations"],
      ages: [62, 88],
      tech: -0.2,
      thrift: 0.1,
    },
  },
  {
    pattern:
      /\b(?:small business(?:es)?|smbs?|shop owners?|store owners?|restaurant owners?|local business(?:es)?|business owners?|merchants?)\b/i,
    shift: {
      roles: [
        ["Restaurant Owner", 4],
        ["Café Owner", 3],
        ["Bakery Owner", 2],
        ["Salon Owner", 3],
        ["Boutique Owner", 3],
        ["E-commerce Store Owner", 3],
        ["Plumbing Contractor", 2],
        ["Auto Repair Shop Owner", 2],
        ["Cleaning Service Owner", 2],
        ["Freelance Consultant", 2],
      ],
      interests: ["Local business networking", "Social media marketing", "Bookkeeping", "Customer service"],
      painPoints: [
        "Cash flow swings",
        "Finding time for admin",
        "Finding and keeping staff",
        "Getting new customers",
        "Marketing on a small budget",
      ],
      traits: ["Pragmatic", "Busy", "Independent"],
      budgets: SMB_BUDGETS,
      thrift: 0.1,
    },
  },
  {
    pattern:
      /\b(?:enterprises?|large (?:companies|organi[sz]ations|corporations)|fortune 500|corporates?|corporations|cios?|ctos?|it (?:leaders|directors|managers)|procurement|executives?)\b/i,
    shift: {
      roles: [
        ["IT Director", 5],
        ["VP of Engineering", 4],
        ["Chief Information Officer", 3],
        ["Head of Procurement", 3],
        ["Director of Operations", 3],
        ["Chief Information Security Officer", 2],
        ["Head of Data", 2],
        ["Enterprise Architect", 2],
      ],
      interests: [
        "Digital transformation",
        "Enterprise software",
        "Cybersecurity",
        "Team leadership",
        "Compliance and risk",
      ],
      painPoints: [
        "Long procurement and security reviews",
        "Vendor sprawl",
        "Legacy systems that are hard to integrate",
        "Compliance and audit pressure",
        "Proving ROI to leadership",
      ],
      traits: ["Cautious", "Analytical", "Detail-oriented"],
      decisionStyles: ["Consensus-driven", "Data-driven"],
      ages: [32, 62],
      thrift: -0.2,
      budgets: ENTERPRISE_BUDGETS,
    },
  },
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
  {
    pattern: /\b(?:freelancers?|self-employed|gig workers?|contractors?|consultants?|solopreneurs?)\b/i,
    shift: {
      roles: [
        ["Freelance Writer", 2],
        ["Freelance Designer", 2],
        ["Freelance Developer", 2],
        ["Freelance Consultant", 2],
        ["Freelance Photographer", 1],
        ["Rideshare Driver", 1],
      ],
      interests: ["Productivity systems", "Personal finance", "Remote work"],
      painPoints: [
        "Irregular income",
        "Finding clients",
        "Keeping up with bookkeeping and taxes",
        "Late-paying clients",
      ],
      traits: ["Independent", "Resilient"],
    },
  },
  {
    pattern: /\b(?:farmers?|ranchers?|farming|agricultur\w*|growers?)\b/i,
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
  {
    pattern: /\b(?:drivers?|truckers?|truck drivers?|couriers?|rideshare|delivery workers?)\b/i,
    shift: {
      roles: [
        ["Truck Driver", 3],
        ["Delivery Driver", 3],
        ["Rideshare Driver", 3],
      ],
      interests: ["Podcasts", "Music", "Cars", "Road trips"],
      painPoints: ["Irregular income", "Stress and poor sleep", "Eating healthy on the go"],
    },
  },
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
  {
    pattern: /\b(?:real estate|realtors?|landlords?|property managers?)\b/i,
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
    },
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
    pattern: /\b(?:caregivers?|carers?|home health aides?)\b/i,
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
  // hobbies and situations (they add interests; roles only if no job was named)
  {
    pattern: /\b(?:gamers?|gaming|esports?|video games?)\b/i,
    shift: {
      fallbackRoles: [
        ["College Student", 5],
        ["High School Student", 2],
        ["Retail Associate", 2],
        ["Barista", 2],
        ["Junior Developer", 2],
        ["Part-time Streamer", 2],
        ["Game Tester", 1],
        ["Delivery Driver", 1],
        ["Apprentice Electrician", 1],
        ["IT Support Technician", 2],
        ["Warehouse Associate", 1],
      ],
      interests: ["Video games", "Esports", "Twitch streaming", "PC building", "Anime", "Board games"],
      painPoints: [
        "Finding good games to play with friends",
        "Lag and expensive gaming gear",
        "Boredom with the same routine",
      ],
      traits: ["Competitive", "Social", "Tech-savvy"],
      tech: 0.15,
    },
  },
  {
    pattern:
      /\bnight[- ]?shifts?\b|\bnight workers?\b|\bovernight\b|\bshift work(?:ers?)?\b|\bgraveyard shifts?\b/i,
    shift: {
      fallbackRoles: NIGHT_WORK,
      interests: ["Sleep and recovery"],
      painPoints: ["Fatigue from night shifts", "Irregular sleep and meal times", "Stress and poor sleep"],
      traits: ["Resilient"],
    },
  },
  {
    pattern: /\b(?:parents?|moms?|mums?|mothers?|dads?|fathers?|families)\b/i,
    shift: {
      fallbackRoles: [
        ["Stay-at-home Parent", 5],
        ["Registered Nurse", 2],
        ["Elementary School Teacher", 2],
        ["Administrative Assistant", 2],
        ["Project Manager", 2],
        ["Software Engineer", 1],
        ["Accountant", 1],
        ["Sales Representative", 1],
        ["Retail Store Manager", 1],
      ],
      interests: ["Parenting", "Family time", "Home cooking"],
      painPoints: [
        "Keeping the family organized",
        "Screen time with the kids",
        "Finding reliable childcare",
        "Planning meals for picky eaters",
        "Finding time for myself",
      ],
      traits: ["Family-oriented", "Busy"],
      ages: [26, 50],
    },
  },
  {
    pattern: /\bnew parents\b|\bexpecting\b|\bbabies\b|\btoddlers?\b/i,
    shift: { ages: [25, 40], painPoints: ["Stress and poor sleep"] },
  },
  {
    pattern: /\b(?:fitness|athletes?|runners?|gym[- ]goers?|cyclists?|triathletes?)\b/i,
    shift: {
      interests: ["Fitness and running", "Yoga", "Cycling", "Healthy eating", "Nutrition"],
      painPoints: ["Staying motivated to exercise"],
      traits: ["Health-conscious", "Competitive"],
    },
  },
  {
    pattern: /\bhealth[- ]conscious\b|\bwellness\b|\bhealthy\b/i,
    shift: { interests: ["Healthy eating", "Wellness", "Nutrition", "Yoga"], traits: ["Health-conscious"] },
  },
  {
    pattern: /\b(?:foodies?|home cooks?|cook(?:s|ing)? at home|cooking|food lovers?|bakers?)\b/i,
    shift: {
      interests: ["Home cooking", "Trying new foods", "Baking", "Farmers markets", "Wine and craft beer"],
      traits: ["Adventurous"],
    },
  },
  {
    pattern: /\b(?:pet|dog|cat) (?:owners?|parents?|lovers?)\b/i,
    shift: { interests: ["Pets", "Dog training"] },
  },
  {
    pattern: /\b(?:travell?ers?|digital nomads?|tourists?)\b/i,
    shift: {
      interests: ["Travel", "Road trips", "Learning languages", "Photography"],
      traits: ["Adventurous"],
    },
  },
  {
    pattern: /\bremote (?:workers?|teams?|employees?)\b|\bwork(?:ing)? from home\b/i,
    shift: {
      interests: ["Remote work", "Productivity systems"],
      painPoints: ["Loneliness", "Context switching all day"],
    },
  },
  {
    pattern: /\beco\b|\bsustainab\w*|\bgreen\b|\bvegans?\b|\bclimate\b|\benvironment\w*/i,
    shift: { interests: ["Sustainability", "Plant-based diets", "Electric vehicles", "Farmers markets"] },
  },
  {
    pattern:
      /\bon a (?:tight )?budget\b|\bbudget[- ](?:conscious|minded)\b|\blow[- ]income\b|\bfrugal\b|\bprice[- ]sensitive\b|\bbargain\b|\bcash[- ]strapped\b|\bpaycheck to paycheck\b/i,
    shift: {
      painPoints: ["Sticking to a tight budget", "Rising grocery prices"],
      traits: ["Frugal", "Thrifty"],
      thrift: 0.25,
      budgets: LOW_BUDGETS,
    },
  },
  {
    pattern: /\baffluent\b|\bwealthy\b|\bhigh[- ](?:income|earners?|net[- ]worth)\b|\bluxury\b|\bpremium\b/i,
    shift: {
      thrift: -0.25,
      budgets: HIGH_BUDGETS,
      interests: ["Travel", "Investing", "Wine and craft beer"],
    },
  },
  {
    pattern:
      /\btech[- ]savvy\b|\bearly adopters?\b|\bgeeks?\b|\btech enthusiasts?\b|\bnerds?\b|\bgadget lovers?\b/i,
    shift: {
      tech: 0.25,
      traits: ["Early adopter", "Tech-savvy"],
      interests: ["Consumer electronics", "AI and machine learning", "Smart home gadgets"],
    },
  },
  {
    pattern: /\bnon[- ]?technical\b|\bnot tech[- ]savvy\b|\btechnophob\w*|\bluddites?\b|\bless tech\w*/i,
    shift: { tech: -0.25, traits: ["Traditional", "Cautious"], painPoints: ["Tech that's hard to use"] },
  },
  {
    pattern: /\bprivacy\b/i,
    shift: { traits: ["Privacy-conscious", "Skeptical"] },
  },
  {
    pattern: /\bbusy\b|\bprofessionals\b|\bworking (?:people|adults)\b|\bcommuters?\b/i,
    shift: {
      painPoints: ["Finding time to cook", "Finding time for myself", "A long commute"],
      traits: ["Busy"],
    },
  },
  {
    pattern: /\brural\b|\bsmall[- ]towns?\b|\bcountryside\b|\bremote (?:areas|regions|communities)\b/i,
    shift: {
      painPoints: ["Long drives between towns", "Limited local services", "Unreliable internet"],
      interests: ["Fishing", "Hiking and camping", "Gardening", "Local community events"],
      traits: ["Independent", "Resilient"],
      tech: -0.05,
    },
  },
  {
    pattern: /\bgen(?:eration)?[- ]?z\b|\bzoomers?\b/i,
    shift: {
      ages: [16, 28],
      interests: ["Social media", "Content creation", "Anime", "Music"],
      traits: ["Trend-conscious"],
      tech: 0.15,
      thrift: 0.1,
    },
  },
  {
    pattern: /\bteens?\b|\bteenagers?\b|\badolescents?\b/i,
    shift: {
      ages: [13, 19],
      roles: [["High School Student", 5]],
      interests: ["Social media", "Video games", "Music"],
      tech: 0.1,
      thrift: 0.15,
      budgets: LOW_BUDGETS,
    },
  },
  {
    pattern: /\bmillennials?\b/i,
    shift: { ages: [28, 44], tech: 0.08 },
  },
  {
    pattern: /\bgen(?:eration)?[- ]?x\b/i,
    shift: { ages: [45, 60] },
  },
  {
    pattern: /\b(?:baby )?boomers?\b/i,
    shift: { ages: [60, 79], tech: -0.15 },
  },
  {
    pattern: /\byoung professionals?\b|\byoung adults?\b/i,
    shift: { ages: [22, 34] },
  },
  {
    pattern: /\bmiddle[- ]aged\b/i,
    shift: { ages: [40, 60] },
  },
  {
    pattern: /\b(?:women|females?|moms|mums|mothers|ladies)\b/i,
    shift: {
      genders: [
        ["Female", 94],
        ["Non-binary", 3],
        ["Male", 3],
      ],
    },
  },
  {
    pattern: /\b(?:men|males?|dads|fathers|guys)\b/i,
    shift: {
      genders: [
        ["Male", 94],
        ["Non-binary", 3],
        ["Female", 3],
      ],
    },
  },
];

const DECADES: Record<string, number> = {
  teens: 13,
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
};

/** An explicit age range in the text ("aged 25-40", "in their 40s", "over 65"). */
function explicitAges(text: string): [number, number] | null {
  const range =
    /\b(?:aged?|ages|between)\s*(\d{1,2})\s*(?:-|–|to|and)\s*(\d{1,2})\b|\b(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\s*(?:years?|yrs?|y\/o|yo)\b/i.exec(
      text,
    );
  if (range) {
    const low = Number(range[1] ?? range[3]);
    const high = Number(range[2] ?? range[4]);
    if (low >= 10 && high <= 99 && low < high) return [low, high];
  }
  const decade =
    /\b(?:in their|aged? in (?:their)?)?\s*(early|mid|late)?[- ]?(\d0)s\b|\bin their (early |mid |late )?(teens|twenties|thirties|forties|fifties|sixties|seventies|eighties)\b/i.exec(
      text,
    );
  if (decade) {
    const start = decade[2] ? Number(decade[2]) : DECADES[(decade[4] ?? "").toLowerCase()];
    const part = (decade[1] ?? decade[3] ?? "").trim().toLowerCase();
    if (start !== undefined && start >= 10 && start <= 90) {
      if (start === 13) return [13, 19];
      if (part === "early") return [start, start + 4];
      if (part === "mid") return [start + 3, start + 7];
      if (part === "late") return [start + 5, start + 9];
      return [start, start + 9];
    }
  }
  const over = /\b(?:over|above|older than)\s*(\d{2})\b|\b(\d{2})\s*\+/i.exec(text);
  if (over) {
    const low = Number(over[1] ?? over[2]);
    if (low >= 16 && low <= 90) return [low, Math.max(low + 5, 88)];
  }
  const under = /\b(?:under|below|younger than)\s*(\d{2})\b/i.exec(text);
  if (under) {
    const high = Number(under[1]);
    if (high >= 16 && high <= 90) return [Math.min(18, high - 3), high];
  }
  return null;
}

const ALL_ADULTS: AgeBand[] = [
  { min: 18, max: 24, weight: 12 },
  { min: 25, max: 34, weight: 18 },
  { min: 35, max: 44, weight: 17 },
  { min: 45, max: 54, weight: 16 },
  { min: 55, max: 64, weight: 16 },
  { min: 65, max: 85, weight: 21 },
];

/**
 * Mixes cue-derived labels into the base distribution: each takes
 * `perLabel` of the mass, together at most `maxShare`, so one cue word with
 * two labels does not crowd out everything else.
 */
function boost(
  base: Weighted<string>[],
  added: readonly string[],
  perLabel: number,
  maxShare: number,
): Weighted<string>[] {
  const unique = [...new Set(added)];
  if (unique.length === 0) return base;
  const addedShare = Math.min(maxShare, perLabel * unique.length);
  const baseTotal = base.reduce((sum, [, weight]) => sum + weight, 0) || 1;
  const each = (baseTotal * addedShare) / (1 - addedShare) / unique.length;
  const merged = new Map<string, number>(base.map(([label, weight]) => [label, weight]));
  for (const label of unique) merged.set(label, (merged.get(label) ?? 0) + each);
  return [...merged.entries()];
}

function shiftBeta(shape: BetaShape, delta: number): BetaShape {
  if (delta === 0) return shape;
  const concentration = shape.alpha + shape.beta;
  const mean = clamp(shape.alpha / concentration + delta, 0.08, 0.92);
  return { alpha: mean * concentration, beta: (1 - mean) * concentration };
}

function toRoles(entries: ReadonlyArray<readonly [string, number]>): Weighted<RoleSpec>[] {
  const merged = new Map<string, number>();
  for (const [title, weight] of entries) merged.set(title, (merged.get(title) ?? 0) + weight);
  return [...merged.entries()].map(([title, weight]) => [roleByTitle(title), weight]);
}

function lastDefined<T>(values: ReadonlyArray<T | undefined>): T | undefined {
  for (let i = values.length - 1; i >= 0; i--) if (values[i] !== undefined) return values[i];
  return undefined;
}

/**
 * A cohort model derived from a custom audience's name and description.
 * Deterministic: the same text always gives the same model and id.
 */
export function cohortFromDescription(name: string, description: string): CohortModel {
  const base = getPresetCohort("general");
  if (!base) throw new Error("general cohort missing");
  const cleanName = normalizeText(name).replace(/\s+/g, " ").trim().slice(0, 60);
  const cleanDescription = normalizeText(description).replace(/\s+/g, " ").trim().slice(0, 1000);
  const text = `${cleanName}. ${cleanDescription}`;
  const shifts = RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.shift);

  const occupationRoles = shifts.flatMap((shift) => shift.roles ?? []);
  const hobbyRoles = shifts.flatMap((shift) => shift.fallbackRoles ?? []);
  const roleEntries = occupationRoles.length > 0 ? occupationRoles : hobbyRoles;

  const explicit = explicitAges(text);
  const implied = lastDefined(shifts.map((shift) => shift.ages));
  const range = explicit ?? implied;
  const allAges = /\badults?\b|\ball ages\b/i.test(text);
  const ageBands: AgeBand[] = range
    ? [{ min: range[0], max: range[1], weight: 1 }]
    : allAges
      ? ALL_ADULTS
      : base.ages;

  const places = placesFromText(text);
  const tech = shifts.reduce((sum, shift) => sum + (shift.tech ?? 0), 0);
  const thrift = shifts.reduce((sum, shift) => sum + (shift.thrift ?? 0), 0);

  return {
    id: `custom-${hashHex(`${cleanName}\n${cleanDescription}`)}`,
    name: cleanName || "Custom audience",
    description: cleanDescription,
    icon: "users",
    isPreset: false,
    ages: ageBands,
    genders: lastDefined(shifts.map((shift) => shift.genders)) ?? base.genders,
    places:
      places.length > 0
        ? places
        : placeMix([
            ["usa", 40],
            ["uk", 8],
            ["canada", 6],
            ["germany", 6],
            ["india", 8],
            ["france", 4],
            ["spain", 3],
            ["brazil", 5],
            ["mexico", 4],
            ["japan", 4],
            ["australia", 4],
            ["nigeria", 3],
            ["philippines", 2],
            ["netherlands", 2],
            ["poland", 1],
          ]),
    roles: roleEntries.length > 0 ? toRoles(roleEntries) : base.roles,
    traits: boost(
      base.traits,
      shifts.flatMap((shift) => shift.traits ?? []),
      0.12,
      0.45,
    ),
    interests: boost(
      base.interests,
      shifts.flatMap((shift) => shift.interests ?? []),
      0.12,
      0.7,
    ),
    painPoints: boost(
      base.painPoints,
      shifts.flatMap((shift) => shift.painPoints ?? []),
      0.12,
      0.7,
    ),
    budgets: lastDefined(shifts.map((shift) => shift.budgets)) ?? base.budgets,
    decisionStyles: boost(
      base.decisionStyles,
      shifts.flatMap((shift) => shift.decisionStyles ?? []),
      0.2,
      0.4,
    ),
    techAdoption: shiftBeta(base.techAdoption, clamp(tech, -0.35, 0.35)),
    budgetSensitivity: shiftBeta(base.budgetSensitivity, clamp(thrift, -0.35, 0.35)),
  };
}

/**
 * General US adult consumers: the audience of the human panels in
 * bench/human-panels, used by fidelity checks and calibration.
 */
export function usAdultConsumers(): CohortModel {
  return cohortFromDescription("US adults", "General US consumers, adults of all ages");
}
