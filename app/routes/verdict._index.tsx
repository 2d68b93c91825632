import { data, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

/** /verdict without an id: a 400 page that says so. */
export function loader() {
  return data({ message: "No simulation ID provided" }, { status: 400 });
}

export default function VerdictWithoutId() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-6 py-20">
      <h1 className="text-2xl font-bold">Verdict</h1>
      <p role="alert">No simulation ID provided</p>
      <Link to="/" className="btn-primary self-start">
        Back to Home
      </Link>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Verdict | Sounding Board" }];
