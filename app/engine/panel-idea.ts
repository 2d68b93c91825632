import { analyzeIdea } from "./analyze-idea";
import { atPayersExpense } from "./payer";
import { BUYS_FOR_AN_ORGANISATION } from "./roles";
import type { CohortModel, IdeaCorrections, IdeaFeatures } from "./types";

// An idea is put to a panel. Where it does not say who buys it ("an AI
// receptionist that answers calls and books appointments"), a panel of
// business buyers (owners of clinics, IT directors) weighs it for their
// business, as they would in a real survey of them; other panels as written.

/** Whether the panel's people, weighted as drawn, mostly buy for an organisation. */
export function buysForABusiness(cohort: Pick<CohortModel, "roles">): boolean {
  let total = 0;
  let buying = 0;
  for (const [role, weight] of cohort.roles) {
    total += weight;
    buying += weight * role.b2b;
  }
  return total > 0 && buying / total >= BUYS_FOR_AN_ORGANISATION;
}

/**
 * A tool for work, judged by people for their job or their company, not bought for themselves.
 * What anyone might use ("both") is one only where a panel of business buyers read it so
 * (`ideaForPanel`), so actions, reactions and chat all speak of the same thing.
 */
export function isToolForWork(idea: Pick<IdeaFeatures, "audience">): boolean {
  return idea.audience === "B2B";
}

/** The idea as this panel reads it. */
export function ideaForPanel(
  text: string,
  cohort: Pick<CohortModel, "roles" | "name" | "description">,
  corrections?: IdeaCorrections,
): IdeaFeatures {
  const business = buysForABusiness(cohort);
  const idea = analyzeIdea(text, corrections, { buysForABusiness: business });
  // A price the user typed is what the panel pays.
  if (corrections?.price) return idea;
  return atPayersExpense(idea, {
    name: cohort.name,
    text: `${cohort.name}. ${cohort.description}`,
    buysForABusiness: business,
  });
}
