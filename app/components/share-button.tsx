import { Form, useSearchParams } from "@remix-run/react";
import { useRef, useState } from "react";
import { ClientOnly } from "remix-utils/client-only";
import { useTrackEvent } from "./analytics-client";

/** The owner's Share button; after sharing, the verdict link to copy. */
export function ShareButton({ simulationId }: { simulationId: string }) {
  const [searchParams] = useSearchParams();
  const shared = searchParams.get("shared") === "1";
  const path = `/verdict/${simulationId}`;
  const track = useTrackEvent();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Form
        method="post"
        action={`/app/simulation/${simulationId}/share`}
        onSubmit={() => track("feature_used", { feature: "share_verdict" })}
      >
        <button type="submit" className="btn-secondary">
          Share
        </button>
      </Form>
      {shared ? (
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="share-link" className="text-sm font-medium text-slate-800">
            Anyone with this link can see the verdict
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id="share-link"
              readOnly
              value={path}
              onFocus={(event) => {
                const field = event.currentTarget;
                field.value = `${window.location.origin}${path}`;
                field.select();
              }}
              onCopy={() => track("feature_used", { feature: "copy_verdict_link" })}
              className="flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
            />
            <ClientOnly>{() => <CopyLinkButton path={path} input={input} />}</ClientOnly>
          </div>
          <a
            href={path}
            className="text-sm text-brand-600 underline"
            onClick={() => track("feature_used", { feature: "open_verdict" })}
          >
            Open the verdict page
          </a>
        </div>
      ) : null}
    </div>
  );
}

/** Copies the full verdict address (JavaScript only: without it the field is there to select). */
function CopyLinkButton({ path, input }: { path: string; input: React.RefObject<HTMLInputElement> }) {
  const track = useTrackEvent();
  const [copied, setCopied] = useState<boolean | null>(null);
  async function copy() {
    const url = `${window.location.origin}${path}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      track("feature_used", { feature: "copy_verdict_link" });
    } catch {
      // No clipboard access (permissions, an insecure origin): select the link to copy by hand.
      input.current?.focus();
      setCopied(false);
    }
  }
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => void copy()}>
        {copied ? "Copied" : "Copy link"}
      </button>
      <span role="status" className={copied === false ? "self-center text-xs text-slate-600" : "sr-only"}>
        {copied === true ? "Link copied" : copied === false ? "Press Ctrl+C or ⌘C to copy the link" : ""}
      </span>
    </>
  );
}
