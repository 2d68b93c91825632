import { OFFERS } from "~/constants";
import type { Plan, Tone } from "~/landing/content";
import { cn } from "~/utils/misc";

/** "Pro" → "pro": the plan as it appears in value_proposition_clicked. */
function propositionSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}

/**
 * Two plan cards; the call to action is a link (the sign-up or the waitlist). A plan not sold yet says
 * so, and what the app sells meanwhile.
 */
export function Pricing({ plans, tone, ctaHref }: { plans: Plan[]; tone: Tone; ctaHref: string }) {
  const upcoming = plans.filter((plan) => plan.upcoming).map((plan) => plan.name);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {plans.map((plan) => (
        <article
          key={plan.name}
          aria-labelledby={`plan-${plan.name}`}
          className={cn(
            "relative flex flex-col gap-4 rounded-2xl p-6",
            tone === "dark" && "border border-slate-800 bg-slate-900",
            tone === "dark" && plan.popular && "border-indigo-500",
            tone !== "dark" && "bg-white ring-1 ring-slate-200",
            tone !== "dark" && plan.popular && "ring-2 ring-brand-500",
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 id={`plan-${plan.name}`} className="text-xl font-semibold">
              {plan.name}
            </h3>
            {plan.popular && tone === "dark" ? (
              <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-bold text-white">
                POPULAR
              </span>
            ) : null}
          </div>
          <p>
            <span className="text-4xl font-bold">{plan.price}</span>{" "}
            <span className={tone === "dark" ? "text-slate-400" : "text-slate-500"}>{plan.period}</span>
          </p>
          {plan.upcoming ? (
            <p className={cn("text-sm font-medium", tone === "dark" ? "text-indigo-300" : "text-brand-700")}>
              Opens at launch. Until then: {OFFERS.pack}, in the app.
            </p>
          ) : null}
          <ul
            className={cn(
              "flex flex-col gap-2 text-sm",
              tone === "dark" ? "text-slate-300" : "text-slate-700",
            )}
          >
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden>✓</span>
                {feature}
              </li>
            ))}
          </ul>
          <a
            href={ctaHref}
            data-value-proposition={`pricing_${propositionSlug(plan.name)}`}
            className={cn(
              "mt-auto",
              tone === "dark"
                ? "btn bg-indigo-600 text-white hover:bg-indigo-700"
                : plan.popular
                  ? "btn-primary"
                  : "btn-secondary",
            )}
          >
            {plan.cta}
          </a>
        </article>
      ))}
      {/* How the two offers fit together: the same story as the app's purchase dialog. */}
      <p className={cn("text-sm sm:col-span-2", tone === "dark" ? "text-slate-400" : "text-slate-600")}>
        Today: {OFFERS.freeTests} and {OFFERS.guestSimulation}, and {OFFERS.monthlyPersonas}. Need more?{" "}
        {OFFERS.pack}, and they never expire.{" "}
        {upcoming.length > 0
          ? `${upcoming.join(" and ")} opens at launch: join the waitlist to hear first. `
          : ""}
        No credit card required.
      </p>
    </div>
  );
}
