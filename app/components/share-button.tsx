import { Form, useSearchParams } from "@remix-run/react";

/** The owner's Share button; after sharing, the verdict link to copy. */
export function ShareButton({ simulationId }: { simulationId: string }) {
  const [searchParams] = useSearchParams();
  const shared = searchParams.get("shared") === "1";
  const path = `/verdict/${simulationId}`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Form method="post" action={`/app/simulation/${simulationId}/share`}>
        <button type="submit" className="btn-secondary">
          Share
        </button>
      </Form>
      {shared ? (
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="share-link" className="text-sm font-medium text-slate-800">
            Anyone with this link can see the verdict
          </label>
          <input
            id="share-link"
            readOnly
            value={path}
            onFocus={(event) => {
              const input = event.currentTarget;
              input.value = `${window.location.origin}${path}`;
              input.select();
            }}
            className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
          />
          <a href={path} className="text-sm text-brand-600 underline">
            Open the verdict page
          </a>
        </div>
      ) : null}
    </div>
  );
}
