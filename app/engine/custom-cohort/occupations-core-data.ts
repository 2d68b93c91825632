import { ENTERPRISE_BUDGETS, LOW_BUDGETS, TECH_BUDGETS } from "./mixes-data";
import { unlessNamed } from "./patterns";
import { RESTAURANT_OWNERS, namesOwners, smallBusinessOwners, UNDER_A_HUNDRED } from "./small-business";
import type { Rule, Shift } from "./types";

// Occupation cues, part 1: care, software, teaching, founders, students,
// retirees, small business owners and enterprise buyers. Their roles replace
// the general population's.

const TEACHERS = "teachers?|educators?|teaching staff|instructors?";

const RETIRED = String.raw`\b(?:retirees?|retired|seniors|senior citizens|elderly|pensioners?|older adults|grandparents?)\b`;
const RETIRED_FROM: ReadonlyArray<readonly [job: string, role: string]> = [
  [String.raw`(?:school )?(?:teachers?|educators?)`, "Retired Teacher"],
  ["nurses?", "Retired Nurse"],
  ["engineers?", "Retired Engineer"],
];
const TEACHING_LEVEL =
  "high school|secondary|middle school|elementary|primary|grade school|kindergarten|preschool|pre-k|nursery|special (?:education|ed|needs)";

/** Teachers with no level named; a level named elsewhere in the text takes their place. */
const TEACHERS_OF_ANY_LEVEL: ReadonlyArray<readonly [string, number]> = [
  ["Elementary School Teacher", 4],
  ["High School Teacher", 4],
  ["Middle School Math Teacher", 2],
  ["Special Education Teacher", 2],
  ["Kindergarten Teacher", 2],
  ["Substitute Teacher", 1],
  ["Music Teacher", 1],
];

const COMPANIES = new RegExp(
  String.raw`\b(?:enterprises?|large (?:companies|organi[sz]ations|corporations)|fortune 500|corporates?|corporations|cios?|ctos?|it (?:leaders|directors|managers|buyers|decision[- ]makers)|procurement|executives?)\b|(?:^|[.]\s+)(?:(?!(?:small|local|family|micro|tiny|at|in|for|of|with|from|by)\b)[\w-]+\s+){0,3}?(?:companies|organi[sz]ations|firms)\b(?![^.]{0,60}${UNDER_A_HUNDRED})`,
  "i",
);

const COMPANIES_SHIFT: Shift = {
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
};

export const CORE_OCCUPATION_RULES: readonly Rule[] = [
  {
    pattern: /(?<!\bretired )\bnurs(?:e|es|ing)\b/i,
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
    pattern:
      /(?<!\bretired )\b(?:developers?|devs|programmers?|software engineers?|engineers|coders?|devops|sres?)\b/i,
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
  // Teachers of one level teach at that level; "teachers" alone teach at any.
  {
    pattern:
      /\b(?:high school|secondary(?: school)?) (?:teachers?|educators?)\b|\bteachers? (?:at|in) (?:high|secondary) schools?\b|\bhigh school teachers?\b/i,
    shift: { roles: [["High School Teacher", 1]] },
  },
  {
    pattern: /\bmiddle school (?:teachers?|educators?)\b/i,
    shift: { roles: [["Middle School Math Teacher", 1]] },
  },
  {
    pattern: /\b(?:elementary|primary|grade) (?:school )?(?:teachers?|educators?)\b/i,
    shift: { roles: [["Elementary School Teacher", 1]] },
  },
  {
    pattern: /\b(?:kindergarten|preschool|pre-k|nursery) (?:teachers?|educators?)\b/i,
    shift: { roles: [["Kindergarten Teacher", 1]] },
  },
  {
    pattern: /\bspecial (?:education|ed|needs) (?:teachers?|educators?)\b/i,
    shift: { roles: [["Special Education Teacher", 1]] },
  },
  {
    pattern: unlessNamed(
      String.raw`(?<!\bretired )\b(?:${TEACHERS})\b`,
      String.raw`\b(?:${TEACHING_LEVEL})\b`,
    ),
    shift: { roles: TEACHERS_OF_ANY_LEVEL },
  },
  {
    pattern: new RegExp(String.raw`(?<!\bretired )\b(?:${TEACHERS})\b`, "i"),
    shift: {
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
    // "Startups" alone name their founders; people who work at one are its staff (groups-data.ts).
    pattern:
      /\b(?:founders?|entrepreneurs?|co-?founders?|indie hackers?)\b|(?<!\b(?:at|for|in|with|of) (?:[\w-]+ ){0,3})\bstartups?\b/i,
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
  // People retired from a named job were in it: "retired teachers" are retired teachers.
  ...RETIRED_FROM.map(([job, role]): Rule => ({
    pattern: new RegExp(String.raw`\bretired (?:${job})\b`, "i"),
    shift: { roles: [[role, 1]] },
  })),
  {
    pattern: unlessNamed(RETIRED, String.raw`\bretired (?:${RETIRED_FROM.map(([job]) => job).join("|")})\b`),
    shift: {
      roles: [
        ["Retiree", 6],
        ["Retired Teacher", 2],
        ["Retired Engineer", 1],
        ["Retired Nurse", 1],
        ["Military Veteran", 1],
      ],
    },
  },
  {
    pattern: new RegExp(RETIRED, "i"),
    shift: {
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
    // "Restaurant operators", "owners and managers of US restaurants": their roles are read
    // with every other kind of business (small-business.ts).
    pattern: new RegExp(RESTAURANT_OWNERS, "i"),
    shift: {
      interests: ["Local business networking", "Social media marketing", "Customer service"],
      painPoints: [
        "Finding and keeping staff",
        "Rising costs of supplies",
        "Scheduling staff shifts",
        "Getting new customers",
      ],
      tech: -0.05,
      thrift: 0.1,
    },
  },
  // Owners of small businesses of any kind, and what running one is like.
  { read: smallBusinessOwners },
  // Companies named as the audience itself ("Companies in Europe implementing IoT projects",
  // "IoT-implementing organisations") answer through the people who decide for them; people who
  // work at one ("HR managers at mid-size companies") are named by their job, and small ones are
  // small businesses. Where the text names the owners of a kind of business ("owners at general
  // contracting firms"), those firms are theirs, whatever the audience's name calls them.
  { read: (text) => (COMPANIES.test(text) && !namesOwners(text) ? COMPANIES_SHIFT : undefined) },
];
