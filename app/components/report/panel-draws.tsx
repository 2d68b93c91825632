import { Form, Link } from "@remix-run/react";
import type { PanelDraws } from "~/services/panel-draws.server";
import { formatDate } from "~/utils/format";
import { StatusButton } from "../forms";

/**
 * Which personas answered: the audience's standard panel (the same people on
 * every run, so ideas are compared on the same people) or a freshly drawn one,
 * with a button to draw another and, once there are several, how far the
 * headline moved between them.
 */
export function PanelDrawsSection({
  simulationId,
  audience,
  personaCount,
  stable,
  draws,
  guest,
}: {
  simulationId: string;
  audience: string;
  personaCount: number;
  stable: boolean;
  draws: PanelDraws | null;
  guest: boolean;
}) {
  return (
    <section
      aria-labelledby="panel-draws-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="panel-draws-title" className="text-lg font-semibold">
        Who answered
      </h2>
      <p className="text-sm text-slate-700">
        {stable
          ? `The standard panel for ${audience}: the same ${personaCount} personas answer every idea you test on this audience, so results repeat and ideas are compared on the same people.`
          : `A freshly drawn panel of ${personaCount} personas from ${audience}.`}
      </p>
      {draws ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-800">This idea on other panels</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {draws.draws.map((draw) => (
              <li key={draw.simulationId} className="flex flex-wrap gap-x-2">
                {draw.simulationId === simulationId ? (
                  <span className="font-medium">This run</span>
                ) : (
                  <Link to={`/app/simulation/${draw.simulationId}`} className="text-brand-700 underline">
                    {draw.stable ? "Standard panel" : "New panel"}
                    {draw.completedAt ? `, ${formatDate(draw.completedAt)}` : ""}
                  </Link>
                )}
                <span>
                  {draw.adopters} of {draw.total} would try it (
                  {Math.round((100 * draw.adopters) / Math.max(1, draw.total))}%)
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">
            Across {draws.draws.length} panels the share who would try it moved by {draws.spreadPoints}{" "}
            {draws.spreadPoints === 1 ? "point" : "points"}.
          </p>
        </div>
      ) : null}
      <Form
        method="post"
        action={`/app/simulation/${simulationId}`}
        className="flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="intent" value="redraw" />
        <StatusButton className="btn-secondary" pendingText="Drawing…">
          Draw a new panel
        </StatusButton>
        <span className="text-sm text-slate-600">
          {guest
            ? "Runs the same idea on different personas."
            : `Runs the same idea on ${personaCount} different personas (uses ${personaCount} personas from your balance).`}
        </span>
      </Form>
    </section>
  );
}
