import { Link, useLocation } from "@remix-run/react";
import { createContext, useContext } from "react";
import type { DisplayPersona, Sentiment } from "~/utils/personas";
import { cn } from "~/utils/misc";

/** Whether the viewer may chat with the personas (signed in); set once by the report for every card. */
export const PersonaChatContext = createContext(false);

const SENTIMENT_STYLE: Record<Sentiment, string> = {
  positive: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
  negative: "bg-rose-50 text-rose-700 ring-rose-200",
};

function Tags({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="flex flex-wrap gap-1">
        {items.map((item) => (
          <span key={item} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {item}
          </span>
        ))}
      </dd>
    </div>
  );
}

export function PersonaCard({ persona, canChat }: { persona: DisplayPersona; canChat?: boolean }) {
  const chatAllowed = useContext(PersonaChatContext);
  const { search } = useLocation();
  const firstName = persona.name.split(" ")[0] || persona.name;
  return (
    <article
      aria-labelledby={`persona-${persona.id}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={`persona-${persona.id}`} className="font-semibold text-slate-900">
            {persona.name}
          </h4>
          <p className="text-sm text-slate-600">
            {persona.role} · {persona.company}
          </p>
          <p className="text-xs text-slate-500">
            {persona.age} · {persona.gender} · {persona.location}
          </p>
        </div>
        <span
          className={cn(
            "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium capitalize ring-1",
            SENTIMENT_STYLE[persona.sentiment],
          )}
        >
          {persona.sentiment}
        </span>
      </header>
      <blockquote className="border-l-4 border-brand-100 pl-3 text-sm italic text-slate-800">
        “{persona.initialThought}”
      </blockquote>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Tags label="Traits" items={persona.traits} />
        <Tags label="Interests" items={persona.interests} />
        <Tags label="Pain points" items={persona.painPoints} />
        <Tags label="Concerns" items={persona.concerns} />
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Budget</dt>
          <dd className="text-sm">{persona.budget}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Decision style</dt>
          <dd className="text-sm">{persona.decisionStyle}</dd>
        </div>
      </dl>
      {(canChat ?? chatAllowed) ? (
        <Link
          to={{ pathname: `/app/simulation/${persona.simulationId}/chat/${persona.id}`, search }}
          preventScrollReset
          className="self-start text-sm font-medium text-brand-700 hover:underline"
        >
          Chat with {firstName}
        </Link>
      ) : null}
    </article>
  );
}
