import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList } from "~/components/forms";
import { PriceLineChart } from "~/components/price-test/price-line-chart";
import { PriceTable } from "~/components/price-test/price-table";
import { SyntheticNote } from "~/components/synthetic-note";
import { formatPrice } from "~/engine/price";
import { TOO_CHEAP_SHARE_OF_BARGAIN, type PriceTest } from "~/engine/price-test";
import { priceTestOf } from "~/services/price-tests.server";
import { PricePointsSchema } from "~/utils/price-points";
import { requirePageSimulation } from "~/utils/simulation-owner.server";

/** GET /app/simulation/{id}/price-test[?prices=5,8,12]: the run's panel asked at other prices. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { simulation } = await requirePageSimulation(context, request, params.id);
  const asked = new URL(request.url).searchParams.get("prices");
  const parsed = asked ? PricePointsSchema.safeParse(asked) : null;
  const error = parsed && !parsed.success ? (parsed.error.issues[0]?.message ?? null) : null;
  const outcome = await priceTestOf(
    context.services.db,
    simulation,
    parsed?.success ? parsed.data : undefined,
  );
  return data(
    { id: simulation.id, goal: simulation.goal, personas: simulation.persona_count, asked, error, outcome },
    { status: error ? 400 : 200 },
  );
}

export default function PriceTestPage() {
  const { id, goal, personas, asked, error, outcome } = useLoaderData<typeof loader>();
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Price test</h1>
        <p className="text-slate-700">{goal}</p>
        <p className="text-sm text-slate-600">
          The same {personas} personas as the report, asked again at other prices.{" "}
          <Link to={`/app/simulation/${id}`} className="text-brand-700 underline">
            Back to the report
          </Link>
        </p>
      </header>
      {outcome.ok ? (
        <PriceTestView test={outcome.test} asked={asked} error={error} />
      ) : (
        <p role="status">{outcome.reason}</p>
      )}
    </article>
  );
}

function PriceTestView({
  test,
  asked,
  error,
}: {
  test: PriceTest;
  asked: string | null;
  error: string | null;
}) {
  const money = (amount: number) => formatPrice(amount, test.currency, test.period, false);
  const vw = test.vanWestendorp;
  const stated = test.stated === null ? [] : [{ amount: test.stated, legend: "stated price" }];
  return (
    <>
      <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800">{test.summary}</p>

      <section
        aria-labelledby="demand-title"
        className="flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="demand-title" className="text-lg font-semibold">
          Demand and revenue by price
        </h2>
        <PriceLineChart
          series={[
            {
              id: "Would try it",
              color: "#4f46e5",
              points: test.demand.map((p) => ({ amount: p.amount, value: p.percent })),
            },
          ]}
          marks={stated}
          maxValue={Math.min(100, Math.ceil((Math.max(...test.demand.map((p) => p.high)) + 5) / 10) * 10)}
          label={`Share who would try it: ${test.demand.map((p) => `${p.label} ${p.percent}%`).join(", ")}`}
          format={money}
        />
        <PriceTable
          caption="Demand and revenue at each price"
          columns={["Price", "Would try it", "90% interval", "Revenue per 1,000 reached"]}
          rows={test.demand.map((point) => ({
            key: point.amount,
            head: `${point.label}${point.amount === test.stated ? " (stated)" : ""}`,
            cells: [
              `${point.adopters} of ${point.total} (${point.percent}%)`,
              `${point.low}-${point.high}%`,
              money(point.revenuePer1000),
            ],
          }))}
        />
        <p className="text-sm text-slate-600">
          Revenue per 1,000 people reached is the share who would try it × the price × 1,000, per billing
          period: what the panel&apos;s answers imply, not a market size.
        </p>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="prices" className="text-sm font-medium text-slate-800">
              Prices to test
            </label>
            <input
              id="prices"
              name="prices"
              defaultValue={asked ?? test.demand.map((point) => point.amount).join(", ")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "prices-error" : undefined}
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          <button type="submit" className="btn-secondary">
            Test these prices
          </button>
          <ErrorList id="prices-error" errors={error ? [error] : undefined} />
        </Form>
      </section>

      <section
        aria-labelledby="segments-title"
        className="flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="segments-title" className="text-lg font-semibold">
          Demand by age
        </h2>
        <PriceTable
          caption="Share who would try it, by age and price"
          columns={["Ages", ...test.demand.map((point) => point.label)]}
          rows={test.byAge.map((row) => ({
            key: row.group,
            head: `${row.group} (${row.personas})`,
            cells: row.percents.map((percent) => `${percent}%`),
          }))}
        />
      </section>

      <section
        aria-labelledby="vw-title"
        className="flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="vw-title" className="text-lg font-semibold">
          Van Westendorp price sensitivity
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Acceptable range</dt>
            <dd className="font-semibold">
              {vw.pmc !== null && vw.pme !== null ? `${money(vw.pmc)} to ${money(vw.pme)}` : "No clear range"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Optimal price point</dt>
            <dd className="font-semibold">{vw.opp !== null ? money(vw.opp) : "Not found"}</dd>
          </div>
        </dl>
        <PriceLineChart
          series={[
            {
              id: "Too cheap",
              color: "#0ea5e9",
              points: vw.curves.map((c) => ({ amount: c.amount, value: c.tooCheap })),
            },
            {
              id: "A bargain",
              color: "#16a34a",
              points: vw.curves.map((c) => ({ amount: c.amount, value: c.cheap })),
            },
            {
              id: "Getting expensive",
              color: "#f59e0b",
              points: vw.curves.map((c) => ({ amount: c.amount, value: c.expensive })),
            },
            {
              id: "Too expensive",
              color: "#e11d48",
              points: vw.curves.map((c) => ({ amount: c.amount, value: c.tooExpensive })),
            },
          ]}
          marks={[...stated, ...(vw.opp !== null ? [{ amount: vw.opp, legend: "optimal" }] : [])]}
          label="Van Westendorp curves: shares calling each price too cheap, a bargain, getting expensive and too expensive"
          format={money}
        />
        <PriceTable
          caption="Van Westendorp shares at each price"
          columns={["Price", "Too cheap", "A bargain", "Getting expensive", "Too expensive"]}
          rows={vw.curves.map((curve) => ({
            key: curve.amount,
            head: money(curve.amount),
            cells: [curve.tooCheap, curve.cheap, curve.expensive, curve.tooExpensive].map(
              (share) => `${share}%`,
            ),
          }))}
        />
        <p className="text-sm text-slate-600">
          Each persona&apos;s thresholds come from what the price changes in their own answers across these
          prices, never from disliking the idea: getting expensive where the price first weighs (it feels
          high, or their score drops), too expensive where the price alone turns them to a no, a bargain up to
          the last price that changes nothing. The engine has no sense of a price too low to trust, so
          &quot;too cheap&quot; is an assumption: {Math.round(TOO_CHEAP_SHARE_OF_BARGAIN * 100)}% of the
          persona&apos;s bargain price (of the price tested around, for someone the price never moves).
        </p>
      </section>
      <SyntheticNote />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Price test | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
