import { Link } from "@remix-run/react";
import { Modal } from "./modal";
import { SignUpLinks } from "./sign-up-links";
import { FREE_MONTHLY_PERSONAS } from "~/constants";

/** A guest's second try: the sign-up gate (core-app §5). */
export function SignUpGateDialog({
  closeTo,
  title = "You've used your free simulation",
}: {
  closeTo: string;
  title?: string;
}) {
  return (
    <Modal title={title} closeTo={closeTo}>
      <p className="text-slate-700">
        Create a free account to keep going: {FREE_MONTHLY_PERSONAS} personas every month, runs of 50 and 100
        personas, saved results and custom audiences.
      </p>
      <SignUpLinks />
    </Modal>
  );
}

const INSUFFICIENT_TITLE = "Not enough personas left";

function InsufficientCreditsText({
  required,
  available,
  daysUntilRefill,
}: {
  required: number;
  available: number;
  daysUntilRefill: number;
}) {
  return (
    <>
      <p className="text-slate-700">
        You need {required} personas but only have {available}
      </p>
      <p className="mt-2 text-sm text-slate-500">
        {daysUntilRefill > 0
          ? `Free credits refill in ${daysUntilRefill} day(s)`
          : "Free credits refill soon"}
      </p>
    </>
  );
}

/** A start beyond the balance: the insufficient-credits dialog with the spec's wording (core-app §8). */
export function InsufficientCreditsDialog({
  required,
  available,
  daysUntilRefill,
  closeTo,
  closeLabel,
}: {
  required: number;
  available: number;
  daysUntilRefill: number;
  closeTo: string;
  closeLabel: string;
}) {
  return (
    <Modal title={INSUFFICIENT_TITLE} closeTo={closeTo}>
      <InsufficientCreditsText required={required} available={available} daysUntilRefill={daysUntilRefill} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/app/purchase" className="btn-primary">
          Buy more personas
        </Link>
        <Link to={closeTo} className="btn-secondary">
          {closeLabel}
        </Link>
      </div>
    </Modal>
  );
}

/**
 * The same message inline, for a multi-step form whose answers a dialog's
 * close link would throw away (the /new-simulation wizard).
 */
export function InsufficientCreditsNotice({
  required,
  available,
  daysUntilRefill,
}: {
  required: number;
  available: number;
  daysUntilRefill: number;
}) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold">{INSUFFICIENT_TITLE}</p>
      <InsufficientCreditsText required={required} available={available} daysUntilRefill={daysUntilRefill} />
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to="/app/purchase" className="btn-primary">
          Buy more personas
        </Link>
      </div>
    </div>
  );
}
