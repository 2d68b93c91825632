import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export default function Home() {
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col items-start gap-6 px-6 py-20 sm:py-28">
      <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
        Concept testing with simulated personas
      </p>
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
        Hear from your market before you build.
      </h1>
      <p className="max-w-2xl text-lg text-slate-600">
        Describe a product idea, pick a target audience and see how a panel of simulated personas reacts: who
        would try it, what they like, what holds them back, and what to do next.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/app" className="btn-primary px-5 py-3 text-base">
          Try it now
        </Link>
        <Link to="/auth/sign-up" reloadDocument className="btn-secondary px-5 py-3 text-base">
          Create a free account
        </Link>
      </div>
      <p className="text-sm text-slate-500">
        One free simulation as a guest. 200 free personas every month with an account.
      </p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Sounding Board: test ideas with simulated personas" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
