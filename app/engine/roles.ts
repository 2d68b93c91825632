import { topicsOfText } from "./topics";
import type { IdeaAudience, IdeaCategory, RoleSpec, Topic } from "./types";

// Jobs and life situations personas can have. `b2b` says how much the
// person buys for an organisation; ages keep roles plausible (no retired
// students). Company templates fill {brand}, {city}, {surname} (anyone's
// family name) and {owner} (the persona's own).

const HOSPITAL = [
  "{city} General Hospital",
  "{city} Regional Medical Center",
  "St. {surname}'s Hospital",
  "{brand} Health",
];
const CLINIC = ["{brand} Family Clinic", "{city} Community Health Centre", "{brand} Medical Group"];
const SCHOOL = ["{city} Elementary School", "{city} High School", "{brand} Academy", "{city} Middle School"];
const UNIVERSITY = ["University of {city}", "{city} Community College", "{city} Institute of Technology"];
const STARTUP = [
  "{brand} (seed-stage startup)",
  "{brand} (Series A startup)",
  "{brand}.io (Series B)",
  "{brand} Labs",
];
const TECH = [
  "{brand} Software",
  "{brand} Systems",
  "{brand} Cloud",
  "{brand} Labs",
  "{brand} Analytics",
  "{brand}.io",
];
const ENTERPRISE = [
  "{brand} Financial Group (12,000 employees)",
  "{brand} Insurance (8,500 employees)",
  "{brand} Retail Group (40,000 employees)",
  "{brand} Health System (22,000 employees)",
  "{brand} Manufacturing (6,000 employees)",
  "{brand} Telecom (15,000 employees)",
  "{brand} Logistics (9,000 employees)",
  "{brand} Energy (5,000 employees)",
  "{brand} Pharmaceuticals (30,000 employees)",
];
const OFFICE = [
  "{brand} Insurance",
  "{city} Dental Group",
  "{surname} & Associates",
  "{brand} Property Management",
];
const RETAIL = ["{brand} Outfitters", "{brand} Market", "{brand} Home Store", "{brand} Supermarkets"];
const AGENCY = ["{brand} Media", "{brand} Creative", "{brand} Brands"];
const SELF = ["Self-employed"];
/** An employer of no known trade. */
const EMPLOYER = ["{brand} Group", "{brand} Holdings", "{brand} Partners", "{surname} Industries"];
/**
 * The last word of an employee's title, by rank or function ("Warehouse Manager", "Claims Adjuster"):
 * someone employed, where a trade's name alone ("Physiotherapist") may be one's own.
 */
export const EMPLOYEE_WORDS =
  "manager director supervisor lead head chief vp specialist coordinator agent analyst officer administrator admin technician planner representative rep associate consultant assistant clerk operator inspector dispatcher controller auditor bookkeeper underwriter broker adjuster architect strategist editor producer hygienist attendant counselor counsellor librarian".split(
    " ",
  );
const EMPLOYEE_TITLE = new RegExp(String.raw`\b(?:${EMPLOYEE_WORDS.join("|")})\b`, "i");
const OWN_WORK = /\b(?:freelance|self-employed|sole trader|independent|contractor|owner|founder)\b/i;
const RETIRED = ["Retired"];
const HOME = ["Full-time at home"];
const PUBLIC = ["City of {city}", "{city} County"];
const NONPROFIT = [
  "{city} Community Foundation",
  "{brand} Trust (charity)",
  "{city} Food Bank",
  "{brand} Youth Alliance",
];

function role(
  title: string,
  topics: Topic[],
  b2b: number,
  minAge: number,
  maxAge: number,
  companies: string[],
): RoleSpec {
  return { title, topics, b2b, minAge, maxAge, companies };
}

const ALL_ROLES: RoleSpec[] = [
  // everyday jobs
  role("Registered Nurse", ["health"], 0.25, 22, 66, HOSPITAL),
  role("Elementary School Teacher", ["education", "parenting"], 0.2, 23, 66, SCHOOL),
  role("High School Teacher", ["education"], 0.2, 23, 66, SCHOOL),
  role("Retail Store Manager", ["shopping", "operations"], 0.4, 24, 62, RETAIL),
  role("Retail Associate", ["shopping"], 0.05, 18, 62, RETAIL),
  role("Software Engineer", ["software"], 0.65, 22, 62, TECH),
  role("Accountant", ["finance"], 0.5, 23, 67, ["{surname} & Partners CPA", "{brand} Accounting"]),
  role("College Student", ["education"], 0.05, 18, 25, UNIVERSITY),
  role("Graduate Student", ["education", "data"], 0.1, 22, 34, UNIVERSITY),
  role("High School Student", ["education"], 0.02, 15, 18, SCHOOL),
  role("Retiree", [], 0.03, 62, 92, RETIRED),
  role("Retired Teacher", ["education"], 0.03, 60, 88, RETIRED),
  role("Retired Engineer", ["hardware"], 0.05, 60, 88, RETIRED),
  role("Retired Nurse", ["health"], 0.03, 60, 88, RETIRED),
  // A trade's topics are what its work is about (vehicles, a home's wiring), not the devices in
  // its hands: "hardware" made every gadget a need a mechanic's work showed him.
  role("Electrician", ["home"], 0.3, 20, 66, ["{surname} Electric", "Self-employed"]),
  role("Marketing Coordinator", ["marketing"], 0.55, 22, 42, AGENCY),
  role("Stay-at-home Parent", ["parenting", "home"], 0.02, 22, 52, HOME),
  role("Truck Driver", ["transport"], 0.15, 22, 67, ["{brand} Freight", "{brand} Logistics"]),
  role("Graphic Designer", ["creativity"], 0.4, 21, 58, ["{brand} Studio", "Freelance"]),
  role("Sales Representative", ["sales"], 0.55, 22, 62, ["{brand} Solutions", "{brand} Supply Co."]),
  role("HR Specialist", ["hr"], 0.6, 23, 62, OFFICE),
  role("Line Cook", ["food"], 0.1, 18, 58, ["{brand} Kitchen", "{brand} Bistro", "{surname}'s Diner"]),
  role("Customer Service Representative", ["sales"], 0.25, 19, 62, ["{brand} Telecom", "{brand} Insurance"]),
  role("Project Manager", ["productivity", "teamwork"], 0.65, 25, 63, [
    "{brand} Group",
    "{brand} Construction",
  ]),
  role("Pharmacist", ["health"], 0.3, 25, 67, ["{brand} Pharmacy", "{city} Drug Store"]),
  role("Warehouse Associate", ["operations"], 0.08, 18, 62, ["{brand} Fulfillment Center"]),
  role("Freelance Writer", ["creativity"], 0.35, 22, 70, SELF),
  role("Civil Engineer", ["operations"], 0.45, 23, 65, ["{brand} Engineering"]),
  role("Administrative Assistant", ["productivity"], 0.35, 19, 66, OFFICE),
  role("Barista", ["food"], 0.05, 17, 35, ["{brand} Coffee", "{surname}'s Café"]),
  role("Delivery Driver", ["transport"], 0.08, 19, 62, ["Self-employed (gig work)", "{brand} Couriers"]),
  role("Rideshare Driver", ["transport"], 0.08, 21, 70, ["Self-employed (gig work)"]),
  role("Hairdresser", ["beauty"], 0.2, 18, 62, ["{brand} Salon"]),
  role("Bank Teller", ["finance"], 0.15, 19, 58, ["{city} Savings Bank", "{brand} Bank"]),
  role("Physical Therapist", ["health", "fitness"], 0.3, 25, 63, CLINIC),
  role("Police Officer", [], 0.15, 22, 58, ["{city} Police Department"]),
  role("Firefighter", [], 0.1, 21, 58, ["{city} Fire Department"]),
  role("Paramedic", ["health"], 0.15, 21, 58, ["{city} Emergency Services"]),
  role("Real Estate Agent", ["real_estate", "sales"], 0.45, 24, 70, ["{brand} Realty"]),
  role("Chef", ["food"], 0.3, 21, 62, ["{brand} Kitchen", "{surname}'s"]),
  role("Server", ["food"], 0.05, 18, 50, ["{brand} Grill", "{surname}'s Diner"]),
  role("Bartender", ["food", "social"], 0.05, 21, 50, ["{brand} Tap Room"]),
  role("Construction Worker", ["home"], 0.1, 18, 62, ["{brand} Builders"]),
  role("Carpenter", ["home"], 0.25, 19, 66, ["Self-employed", "{brand} Builders"]),
  role("Office Manager", ["operations", "productivity"], 0.55, 25, 64, OFFICE),
  role("Operations Manager", ["operations", "teamwork"], 0.65, 26, 64, [
    "{brand} Logistics",
    "{brand} Group",
    "{brand} Software",
  ]),
  role("Social Worker", ["social", "health"], 0.2, 23, 65, PUBLIC),
  // nonprofits
  role("Grant Writer", ["creativity", "finance"], 0.5, 24, 66, NONPROFIT),
  role("Nonprofit Program Manager", ["operations", "social"], 0.55, 25, 64, NONPROFIT),
  role("Development Director", ["sales", "finance"], 0.7, 28, 66, NONPROFIT),
  role("Nonprofit Executive Director", ["operations", "finance"], 0.8, 32, 70, NONPROFIT),
  role("Volunteer Coordinator", ["social"], 0.35, 22, 64, NONPROFIT),
  role("Dental Hygienist", ["health"], 0.2, 22, 62, ["{city} Dental Group"]),
  role("Mechanic", ["transport"], 0.2, 19, 66, ["{surname}'s Auto Repair"]),
  role("Home Health Aide", ["health"], 0.1, 19, 66, ["{brand} Home Care"]),
  role("Caregiver", ["health", "parenting"], 0.05, 22, 70, HOME),
  role("Farmer", ["outdoors", "food"], 0.3, 20, 72, ["{owner} Family Farm"]),
  role("Rancher", ["outdoors"], 0.3, 22, 78, ["{owner} Ranch"]),
  role("Government Clerk", ["operations"], 0.3, 22, 65, PUBLIC),
  role("Financial Analyst", ["finance", "data"], 0.6, 22, 55, ["{brand} Capital", "{brand} Bank"]),
  role("Attorney", ["legal"], 0.55, 26, 72, ["{surname} & {brand} LLP", "{brand} Law Group"]),
  role("Paralegal", ["legal"], 0.35, 21, 62, ["{surname} & {brand} LLP"]),
  role("Research Scientist", ["data", "health"], 0.4, 25, 68, ["{brand} Biotech", "University of {city}"]),
  role("Musician", ["entertainment", "creativity"], 0.15, 18, 70, SELF),
  role("Personal Trainer", ["fitness"], 0.3, 20, 55, ["{brand} Fitness", "Self-employed"]),
  role("Yoga Instructor", ["fitness", "mental_health"], 0.3, 21, 60, ["{brand} Yoga Studio"]),
  role("IT Support Technician", ["software", "hardware"], 0.45, 19, 60, OFFICE),
  role("Hotel Front Desk Manager", ["travel", "operations"], 0.35, 22, 58, ["{brand} Hotel"]),
  // builders and early adopters
  role("Senior Software Engineer", ["software"], 0.7, 26, 60, TECH),
  role("Staff Engineer", ["software"], 0.75, 30, 60, TECH),
  role("Frontend Developer", ["software", "creativity"], 0.65, 21, 55, TECH),
  role("Junior Developer", ["software"], 0.45, 20, 32, TECH),
  role("DevOps Engineer", ["software", "operations"], 0.75, 24, 58, TECH),
  role("Site Reliability Engineer", ["software", "operations"], 0.75, 25, 58, TECH),
  role("Platform Engineer", ["software"], 0.75, 25, 58, TECH),
  role("Security Engineer", ["security", "software"], 0.75, 25, 58, TECH),
  role("Engineering Manager", ["software", "teamwork"], 0.85, 29, 60, TECH),
  role("Product Manager", ["software", "productivity"], 0.75, 24, 58, STARTUP),
  role("Data Scientist", ["data", "ai"], 0.65, 23, 55, TECH),
  role("Machine Learning Engineer", ["ai", "software"], 0.7, 23, 55, STARTUP),
  role("Startup Founder", ["software", "careers", "finance"], 0.85, 21, 60, STARTUP),
  role("Technical Co-founder", ["software", "careers"], 0.85, 22, 55, STARTUP),
  role("CTO", ["software", "teamwork"], 0.9, 28, 62, STARTUP),
  role("UX Designer", ["creativity", "software"], 0.55, 22, 55, STARTUP),
  role("Indie Hacker", ["software", "careers"], 0.5, 20, 55, SELF),
  role("Game Developer", ["gaming", "software"], 0.55, 21, 50, ["{brand} Games", "{brand} Interactive"]),
  role("Growth Marketer", ["marketing", "data"], 0.7, 23, 45, STARTUP),
  // enterprise buyers
  role("VP of Engineering", ["software", "teamwork"], 0.95, 34, 62, ENTERPRISE),
  role("IT Director", ["software", "security", "operations"], 0.95, 33, 64, ENTERPRISE),
  role("Chief Information Officer", ["software", "operations"], 1, 40, 66, ENTERPRISE),
  role("Head of Procurement", ["operations", "finance"], 0.95, 33, 64, ENTERPRISE),
  role("Director of Operations", ["operations"], 0.9, 32, 64, ENTERPRISE),
  role("Chief Information Security Officer", ["security"], 0.95, 36, 64, ENTERPRISE),
  role("VP of Sales", ["sales"], 0.9, 32, 64, ENTERPRISE),
  role("HR Director", ["hr"], 0.9, 33, 64, ENTERPRISE),
  role("Chief Financial Officer", ["finance"], 0.95, 38, 66, ENTERPRISE),
  role("Head of Data", ["data", "ai"], 0.9, 31, 60, ENTERPRISE),
  role("Enterprise Architect", ["software", "operations"], 0.9, 32, 64, ENTERPRISE),
  role("Director of Marketing", ["marketing"], 0.9, 31, 62, ENTERPRISE),
  role("Head of Customer Support", ["sales", "operations"], 0.9, 30, 62, ENTERPRISE),
  // small business owners
  role("Bakery Owner", ["food"], 0.8, 25, 70, [
    "{owner}'s Bakery (6 employees)",
    "{brand} Bakehouse (9 employees)",
  ]),
  role("Restaurant Owner", ["food", "operations"], 0.8, 27, 70, [
    "{owner}'s Kitchen (18 employees)",
    "{brand} Taqueria (12 employees)",
  ]),
  role("Salon Owner", ["beauty"], 0.75, 25, 68, ["{brand} Salon (7 employees)"]),
  role("Landscaping Company Owner", ["outdoors", "home"], 0.75, 25, 68, [
    "{owner} Landscaping (11 employees)",
  ]),
  role("Boutique Owner", ["fashion", "shopping"], 0.75, 25, 68, ["{brand} Boutique (4 employees)"]),
  role("Accounting Firm Partner", ["finance"], 0.85, 32, 70, ["{owner} & Partners CPA (14 employees)"]),
  role("Dental Practice Owner", ["health"], 0.8, 32, 70, ["{city} Family Dentistry (10 employees)"]),
  role("E-commerce Store Owner", ["shopping", "marketing"], 0.8, 22, 62, [
    "{brand} Goods (online store, 4 employees)",
  ]),
  role("Marketing Agency Founder", ["marketing"], 0.85, 26, 62, ["{brand} Creative (12 employees)"]),
  role("Plumbing Contractor", ["home"], 0.7, 24, 68, ["{owner} Plumbing (5 employees)"]),
  role("Gym Owner", ["fitness"], 0.75, 25, 62, ["{brand} Fitness (8 employees)"]),
  role("Café Owner", ["food"], 0.75, 24, 68, ["{brand} Coffee House (6 employees)"]),
  role("Real Estate Broker", ["real_estate", "sales"], 0.75, 28, 72, ["{brand} Realty (9 agents)"]),
  role("Bookstore Owner", ["education", "shopping"], 0.7, 28, 75, ["{brand} Books (3 employees)"]),
  role("Auto Repair Shop Owner", ["transport"], 0.7, 28, 70, ["{owner}'s Auto Repair (7 employees)"]),
  role("Cleaning Service Owner", ["home", "operations"], 0.7, 25, 66, [
    "{brand} Cleaning Co. (15 employees)",
  ]),
  role("Daycare Owner", ["parenting", "education"], 0.7, 27, 66, ["{brand} Little Learners (9 employees)"]),
  role("Freelance Consultant", ["careers", "sales"], 0.65, 26, 70, SELF),
  // Lets a few homes as a business of their own; a consumer too, unlike a company's buyer.
  role("Landlord", ["real_estate", "finance"], 0.55, 28, 85, SELF),
  role("Craft Brewery Owner", ["food"], 0.75, 27, 66, ["{brand} Brewing Co. (10 employees)"]),
  role("Florist", ["shopping"], 0.65, 22, 70, ["{owner}'s Flowers (3 employees)"]),
  // particular groups used by custom cohorts
  role("ICU Nurse", ["health"], 0.25, 23, 64, HOSPITAL),
  role("Night-shift Nurse", ["health"], 0.25, 22, 62, HOSPITAL),
  role("Nurse Practitioner", ["health"], 0.35, 27, 66, CLINIC),
  role("Emergency Room Nurse", ["health"], 0.25, 23, 62, HOSPITAL),
  role("Licensed Practical Nurse", ["health"], 0.2, 20, 64, ["{city} Care Home", "{brand} Senior Living"]),
  role("Charge Nurse", ["health", "teamwork"], 0.4, 28, 64, HOSPITAL),
  role("Family Physician", ["health"], 0.45, 29, 70, CLINIC),
  role("Emergency Physician", ["health"], 0.4, 29, 66, HOSPITAL),
  role("Resident Doctor", ["health"], 0.2, 25, 35, HOSPITAL),
  role("Pediatrician", ["health", "parenting"], 0.4, 30, 70, CLINIC),
  role("Middle School Math Teacher", ["education"], 0.2, 23, 66, SCHOOL),
  role("Special Education Teacher", ["education"], 0.2, 23, 66, SCHOOL),
  role("Kindergarten Teacher", ["education", "parenting"], 0.2, 22, 64, SCHOOL),
  role("Substitute Teacher", ["education"], 0.1, 22, 72, SCHOOL),
  role("Part-time Streamer", ["gaming", "entertainment"], 0.1, 16, 35, SELF),
  role("Game Tester", ["gaming", "software"], 0.2, 18, 35, ["{brand} Games"]),
  role("Apprentice Electrician", ["home"], 0.1, 17, 28, ["{surname} Electric"]),
  role("Trade School Student", ["education"], 0.05, 17, 30, ["{city} Technical College"]),
  role("Co-founder & CEO", ["careers", "finance", "software"], 0.9, 22, 60, STARTUP),
  role("Solo Founder", ["software", "careers"], 0.8, 21, 60, SELF),
  role("Freelance Designer", ["creativity"], 0.5, 21, 60, SELF),
  role("Freelance Developer", ["software"], 0.55, 21, 60, SELF),
  role("Freelance Photographer", ["creativity"], 0.45, 21, 65, SELF),
  role("Farm Manager", ["outdoors", "operations"], 0.5, 25, 68, ["{owner} Family Farm"]),
  role("Content Creator", ["creativity", "social", "marketing"], 0.35, 17, 45, SELF),
  role("Podcaster", ["entertainment", "creativity"], 0.3, 20, 60, SELF),
  role("Investment Banker", ["finance"], 0.7, 23, 55, ["{brand} Capital"]),
  role("Recruiter", ["hr", "sales"], 0.7, 22, 60, ["{brand} Talent", "{brand} Staffing"]),
  role("Sales Development Rep", ["sales"], 0.6, 21, 35, STARTUP),
  role("Account Executive", ["sales"], 0.7, 23, 55, TECH),
  role("Brand Manager", ["marketing"], 0.7, 25, 55, ENTERPRISE),
  role("Illustrator", ["creativity"], 0.35, 20, 65, SELF),
  role("Music Teacher", ["entertainment", "education"], 0.2, 22, 70, SCHOOL),
  role("Military Veteran", [], 0.15, 24, 85, ["Veteran"]),
  role("Waiter", ["food"], 0.05, 18, 50, ["{brand} Grill"]),
  role("Hotel Housekeeper", ["travel"], 0.05, 19, 62, ["{brand} Hotel"]),
];

const BY_TITLE = new Map(ALL_ROLES.map((spec) => [spec.title, spec]));

export function findRole(title: string): RoleSpec | undefined {
  return BY_TITLE.get(title);
}

/** A retiree's job is behind them: they knew the work, they no longer do it. */
export function isRetired(title: string): boolean {
  return findRole(title)?.companies === RETIRED;
}

/** Works for themselves: a freelancer or sole trader buys their own work tools, as an owner does. */
export function isSelfEmployed(persona: { role: string; company: string }): boolean {
  return (
    persona.company === SELF[0] ||
    persona.company === "Freelance" ||
    /\b(?:freelance|self-employed|sole trader|independent contractor)/i.test(persona.role)
  );
}

/** Farms or ranches: work done on the land, far from a city. */
export function worksTheLand(spec: RoleSpec): boolean {
  return spec.companies.some((company) => /\b(?:Farm|Ranch)\b/.test(company));
}

/** Works for themselves: a trade of one, or the owner of a business. */
export function worksForThemselves(spec: RoleSpec): boolean {
  return (
    spec.companies.some((company) => company.startsWith("Self-employed")) ||
    /\b(?:Freelance|Owner|Founder)\b/.test(spec.title)
  );
}

// Jobs done mostly at a desk, by their titles: software and data work, office and finance roles,
// design, writing, the law, management that is not on a shop floor. A front desk is stood at.
const DESK_TITLE =
  /\b(?:engineer(?:ing)?|developer|devops|data|analyst|accountant|accounting|marketing|marketer|designer|hr|recruiter|representative|rep|administrative|project manager|product manager|office manager|brand manager|writer|paralegal|attorney|lawyer|clerk|banker|consultant|architect|scientist|cto|cio|chief|vp|director|head of|founder|co-founder|ceo|executive|coordinator|it support|illustrator|indie hacker|podcaster|content creator|streamer|game tester)\b/i;
const FRONT_DESK = /\bfront desk\b/i;
/** Titles that are no job: retired, studying, at home with the children. */
const NOT_A_JOB = /\bretire(?:d|e)\b|\bstudent\b|\bstay-at-home\b/i;

/** The title is a job (not retired, studying or at home), read from its words, catalogued or not. */
export function isAJob(title: string): boolean {
  return !NOT_A_JOB.test(title);
}

/** Works mostly at a desk: a walking pad under it or a posture reminder is for their workday. */
export function worksAtADesk(title: string): boolean {
  return isAJob(title) && DESK_TITLE.test(title) && !FRONT_DESK.test(title);
}

/** The job a retiree did ("Teacher" of "Retired Teacher"), null for anyone else or a retiree of no named job. */
export function formerJob(title: string): string | null {
  if (!isRetired(title)) return null;
  const job = title.replace(/^Retired\s+/i, "");
  return job === title ? null : job;
}

/** At home or studying: what they do all day is no job, though it shows them needs. */
export function isOutOfWorkTitle(title: string): boolean {
  return isOutOfWork(roleByTitle(title));
}

/** Not in work: retired, studying or at home full-time. */
export function isOutOfWork(spec: RoleSpec): boolean {
  return spec.companies === RETIRED || spec.companies === HOME || /\bStudent\b/.test(spec.title);
}

/** The catalogued role with this title, or one derived from its wording. */
const derivedRoles = new Map<string, RoleSpec>();

export function roleByTitle(title: string): RoleSpec {
  const spec = BY_TITLE.get(title) ?? derivedRoles.get(title);
  if (spec) return spec;
  // Unknown titles still make a usable role, read from their wording; the
  // owner of a kind of business ("Physiotherapy Clinic Owner") runs one.
  const ownedKind = /^(.+) Owner$/.exec(title)?.[1];
  // A firm or company of a trade goes by the trade ("Kim General Contracting", not "Kim's General
  // Contracting Firm").
  const trade = ownedKind && /^(.+) (?:Firm|Company|Business)$/.exec(ownedKind)?.[1];
  // A title with an employee's rank or function ("Warehouse Manager", "Claims Adjuster") works for
  // an employer, at a working age; a trade's name alone ("Physiotherapist") may be one's own.
  const employed = !ownedKind && EMPLOYEE_TITLE.test(title) && !OWN_WORK.test(title);
  const derived: RoleSpec = {
    title,
    topics: topicsOfText(ownedKind ?? title).map(({ topic }) => topic),
    b2b: roleB2bAffinity(title),
    minAge: ownedKind || BUSINESS_TITLE.test(title) ? 25 : employed ? 20 : 18,
    maxAge: ownedKind ? 70 : employed ? 67 : 80,
    companies: trade
      ? [`{surname} ${trade}`, `{brand} ${trade}`]
      : ownedKind
        ? [`{owner}'s ${ownedKind}`, `{brand} ${ownedKind}`]
        : employed
          ? EMPLOYER
          : SELF,
  };
  derivedRoles.set(title, derived);
  return derived;
}

const BUSINESS_TITLE =
  /\b(?:owner|founder|ceo|cto|cfo|cio|vp|director|head|chief|manager|partner|architect|lead|buyer|procurement)\b/i;
const PRIVATE_TITLE = /\b(?:student|retire|parent|homemaker|unemployed)/i;

/** From this affinity on, someone buys for an organisation: a buyer's words, a buyer's trial. */
export const BUYS_FOR_AN_ORGANISATION = 0.6;

/** How much someone with this title buys for an organisation (0..1). */
export function roleB2bAffinity(title: string): number {
  const spec = BY_TITLE.get(title);
  if (spec) return spec.b2b;
  if (PRIVATE_TITLE.test(title)) return 0.05;
  if (BUSINESS_TITLE.test(title)) return 0.75;
  return 0.35;
}

export function roleTopics(title: string): readonly Topic[] {
  return roleByTitle(title).topics;
}

/**
 * Fields where a job's work is done on a place, a machine or goods for others (a home's wiring, a
 * truck's route, a farm's land, a restaurant's food), not on what its people buy for themselves: an
 * electrician's work shows him the need for a new breaker panel, not for a houseplant subscription,
 * and a line cook's shows her what a kitchen needs, not what she eats at home.
 */
const WORKED_ON: ReadonlySet<Topic> = new Set(["home", "transport", "outdoors", "food"]);

/**
 * The functions of a business (its operations, selling, marketing, staff, teamwork): a job's field
 * that nobody buys for at home. A warehouse associate's work shows him what a warehouse needs, not
 * what an app that switches his household's energy supplier is for.
 */
const BUSINESS_FUNCTIONS: ReadonlySet<Topic> = new Set([
  "operations",
  "sales",
  "marketing",
  "hr",
  "teamwork",
]);

/**
 * The fields of a role that bear on what its people buy for themselves: a job's, less where its work
 * is done and the business functions it serves. Someone out of work keeps them all: a stay-at-home
 * parent's home is their life.
 */
export function ownUseTopics(title: string): readonly Topic[] {
  const spec = roleByTitle(title);
  if (isOutOfWork(spec)) return spec.topics;
  return spec.topics.filter((topic) => !WORKED_ON.has(topic) && !BUSINESS_FUNCTIONS.has(topic));
}

/**
 * The fields of a job an idea can fit: for a business's tool, the job's own (building software
 * only where the tool is for building it, not because it is software: a contract reviewer is not a
 * developer's); for what one buys for oneself, `ownUseTopics`.
 */
export function jobFieldsFor(
  title: string,
  idea: { audience: IdeaAudience; category: IdeaCategory },
): readonly Topic[] {
  if (idea.audience !== "B2B") return ownUseTopics(title);
  const topics = roleTopics(title);
  return idea.category === "developer_tool" ? topics : topics.filter((topic) => topic !== "software");
}

/**
 * Whether the idea's leading field is one of the job's: only then is it "made for my job". A
 * contract reviewer that flags clauses to "your legal team" touches a VP of engineering's teams,
 * not their field.
 */
export function inTheirField(
  title: string,
  idea: { audience: IdeaAudience; category: IdeaCategory; topics: readonly { topic: Topic }[] },
): boolean {
  const lead = idea.topics[0]?.topic;
  return lead !== undefined && jobFieldsFor(title, idea).includes(lead);
}
