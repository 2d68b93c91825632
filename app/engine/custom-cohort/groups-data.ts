import { HIGH_BUDGETS, LOW_BUDGETS, MIDSIZE_BUDGETS, NIGHT_WORK, TECH_BUDGETS } from "./mixes-data";
import { CYCLISTS } from "../needs-data";
import { FAMILY_CARE } from "./relatives";
import type { Rule } from "./types";

// Hobby groups, situations, generations and gender words: they add interests,
// traits, ages or budgets; their roles apply only if no job was named.

const WOMEN = String.raw`\b(?:women|females?|moms|mums|mothers|ladies)\b`;
const MEN = String.raw`\b(?:men|males?|dads|fathers|guys)\b`;

export const GROUP_RULES: readonly Rule[] = [
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
    // A fitness tracker is a product: "people who do not own a fitness tracker" are not a fitness group.
    pattern:
      /\b(?:fitness(?! (?:trackers?|bands?|watch(?:es)?|apps?|devices?|wearables?))|athletes?|runners?|gym[- ]goers?|cyclists?|triathletes?)\b/i,
    shift: {
      interests: ["Fitness and running", "Yoga", "Cycling", "Healthy eating", "Nutrition"],
      painPoints: ["Staying motivated to exercise"],
      traits: ["Health-conscious", "Competitive"],
      // People who train; a few keep at it past retirement age, most are between.
      ages: [18, 70],
    },
  },
  {
    // Riding a bike to get somewhere is a habit, not training: "who cycle to work", "bike commuters".
    pattern: CYCLISTS,
    shift: { interests: ["Cycling"] },
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
    pattern: /\bremote (?:workers?|teams?|employees?)\b|\bwork(?:s|ing)? (?:from home|remotely)\b/i,
    shift: {
      // Jobs done at a desk, which can be done from home (not a nurse's or an electrician's).
      fallbackRoles: [
        ["Software Engineer", 3],
        ["Project Manager", 2],
        ["Accountant", 2],
        ["Marketing Coordinator", 2],
        ["Customer Service Representative", 2],
        ["UX Designer", 1],
        ["Data Scientist", 1],
        ["Freelance Writer", 1],
        ["HR Specialist", 1],
        ["Sales Representative", 1],
        ["Administrative Assistant", 1],
      ],
      working: true,
      interests: ["Remote work", "Productivity systems"],
      painPoints: ["Loneliness", "Context switching all day"],
    },
  },
  {
    // People who work in tech: the jobs there when none is named, and a tech company's budget.
    pattern:
      /\b(?:at|in|for) (?:[\w-]+ ){0,3}?(?:tech|software|saas|technology) (?:companies|company|firms?|startups?|industry|sector|employers?)\b|\btech (?:workers?|employees|professionals)\b|\bpeople (?:who work )?in tech\b/i,
    shift: {
      fallbackRoles: [
        ["Software Engineer", 4],
        ["Product Manager", 2],
        ["Data Scientist", 1],
        ["UX Designer", 1],
        ["Engineering Manager", 1],
        ["Growth Marketer", 1],
        ["Sales Representative", 1],
      ],
      usualBudgets: TECH_BUDGETS,
      tech: 0.15,
      working: true,
    },
  },
  {
    // Where they work sets what a tool for work is weighed against: "HR managers at mid-size companies".
    pattern:
      /\b(?:mid-?size[d]?|medium-?size[d]?|mid-?market) (?:companies|company|firms?|businesses|organi[sz]ations?|employers?)\b/i,
    shift: { budgets: MIDSIZE_BUDGETS, working: true },
  },
  {
    pattern:
      /\b(?:engaged couples?|planning (?:their|a|the) wedding|brides?(?:[- ]to[- ]be)?|grooms?|newlyweds?|getting married)\b/i,
    shift: { ages: [23, 42] },
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
    pattern:
      /\bcommut(?:e|es|ers?|ing)\b|\b(?:drive|drives|driving|go|goes|walk|cycle|travel|travels) (?:[\w-]+ ){0,4}?(?:to|for) work\b|\bworking (?:people|adults|parents|moms|mums|mothers|dads|fathers)\b|\b(?:employed|employees|workers|professionals)\b|\b(?:full|part)[- ]time (?:jobs?|work)\b|\bwork(?:s|ing)? (?:full|part)[- ]time\b|\bin (?:full|part)[- ]time (?:employment|work)\b/i,
    shift: { working: true },
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
    // Not "parents of teens": those are the parents' children.
    pattern: /(?<!\b(?:of|with|whose)\s(?:\w+\s)?)\b(?:teens?|teenagers?|adolescents?)\b/i,
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
    // Young people by what they do ("young renters", "young couples"), not young children of theirs.
    pattern:
      /\byoung (?:professionals?|adults?|people|renters|tenants|workers|employees|couples|singles|graduates|grads|drivers|home ?buyers|investors|savers|women|men)\b/i,
    shift: { ages: [22, 34] },
  },
  {
    pattern: /\bmiddle[- ]aged\b/i,
    shift: { ages: [40, 60] },
  },
  // Family caregivers (AARP and NAC, Caregiving in the U.S. 2020): 61% women, 49 years old on
  // average, 61% in work; their jobs are the general mix's.
  {
    pattern: FAMILY_CARE,
    shift: {
      interests: ["Family time", "Wellness"],
      painPoints: ["Burnout", "Finding time for myself", "Stress and poor sleep"],
      traits: ["Caring"],
      ages: [30, 68],
      genders: [
        ["Female", 0.61],
        ["Male", 0.39],
      ],
    },
  },
  // An audience of women is women, of men men; one that names both ("men and women aged 25 to
  // 60") keeps the general mix.
  {
    pattern: new RegExp(String.raw`^(?![\s\S]*${MEN})[\s\S]*${WOMEN}`, "i"),
    shift: { genders: [["Female", 1]] },
  },
  {
    pattern: new RegExp(String.raw`^(?![\s\S]*${WOMEN})[\s\S]*${MEN}`, "i"),
    shift: { genders: [["Male", 1]] },
  },
];
