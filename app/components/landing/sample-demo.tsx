import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { SAMPLE_IDEAS, SEGMENTS, type SegmentId } from "~/landing/demo";
import { cn } from "~/utils/misc";

const CONSENSUS_TONE: Record<string, string> = {
  "Strong consensus": "bg-emerald-100 text-emerald-800",
  "Mixed opinions": "bg-amber-100 text-amber-800",
  "Divided opinions": "bg-sky-100 text-sky-800",
  "Uniform rejection": "bg-rose-100 text-rose-800",
};

/**
 * The home page's #demo: four sample ideas with results per segment. Sample
 * and segment are links (?sample=&segment=), so it works without JavaScript;
 * with it, a gradient fades in once the section comes within 100 px of view.
 */
export function SampleDemo({ sample, segment }: { sample: number; segment: SegmentId }) {
  const idea = SAMPLE_IDEAS[sample]!;
  const result = idea.results[segment];
  const ref = useRef<HTMLElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: "100px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const href = (index: number, id: SegmentId) => `?sample=${index}&segment=${id}#demo`;

  return (
    <section
      id="demo"
      ref={ref}
      aria-labelledby="demo-title"
      className={cn(
        "scroll-mt-16 px-6 py-16 transition-colors duration-700",
        inView && "bg-gradient-to-br from-brand-50 via-white to-indigo-50",
      )}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <h2 id="demo-title" className="text-3xl font-bold tracking-tight">
          See what different audiences think
        </h2>
        <nav aria-label="Sample ideas" className="grid gap-2 sm:grid-cols-2">
          {SAMPLE_IDEAS.map((option, index) => (
            <Link
              key={option.text}
              to={href(index, segment)}
              preventScrollReset
              replace
              aria-current={index === sample ? "true" : undefined}
              className={cn(
                "rounded-xl border p-3 text-sm",
                index === sample ? "border-brand-500 bg-white font-semibold" : "border-slate-200 bg-white/70",
              )}
            >
              {option.text}
            </Link>
          ))}
        </nav>
        <nav aria-label="Segments" className="flex flex-wrap gap-2">
          {SEGMENTS.map((option) => (
            <Link
              key={option.id}
              to={href(sample, option.id)}
              preventScrollReset
              replace
              aria-current={option.id === segment ? "true" : undefined}
              className={cn(
                "rounded-full px-3 py-1 text-sm",
                option.id === segment ? "bg-slate-900 text-white" : "bg-white ring-1 ring-slate-300",
              )}
            >
              {option.label}
            </Link>
          ))}
        </nav>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-live="polite">
          <p className="text-sm text-slate-500">
            {SEGMENTS.find((option) => option.id === segment)!.label} on “{idea.text}”
          </p>
          <p className="mt-2 text-4xl font-bold">{result.percentage}% interested</p>
          <p className="mt-2 text-slate-700">{result.insight}</p>
          <span
            className={cn(
              "mt-3 inline-block rounded-full px-2 py-0.5 text-xs font-semibold",
              CONSENSUS_TONE[result.consensus],
            )}
          >
            {result.consensus}
          </span>
          <table className="mt-6 w-full text-left text-sm">
            <caption className="sr-only">Results per segment</caption>
            <thead className="text-slate-500">
              <tr>
                <th scope="col">Segment</th>
                <th scope="col">Interested</th>
                <th scope="col">Consensus</th>
              </tr>
            </thead>
            <tbody>
              {SEGMENTS.map((option) => (
                <tr key={option.id} className="border-t border-slate-100">
                  <th scope="row" className="py-1 font-medium">
                    {option.label}
                  </th>
                  <td>{idea.results[option.id].percentage}%</td>
                  <td>{idea.results[option.id].consensus}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
