import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { LEGAL } from "./constants";

/** The frame of the three legal pages: title, date, text, and the way back home. */
export function LegalPage({
  title,
  intro,
  placeholderNote,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Shown outside production while the operator details are the placeholders. */
  placeholderNote: boolean;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-6 py-12 sm:py-16">
      <Link to="/" className="btn-secondary">
        <span aria-hidden>←</span> Back to Home
      </Link>
      <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">
        Last updated: <time dateTime={LEGAL.lastUpdated}>{formatDate(LEGAL.lastUpdated)}</time>
      </p>
      {placeholderNote ? <PlaceholderNote /> : null}
      {intro ? <div className="mt-6 text-lg text-slate-700">{intro}</div> : null}
      <div className="mt-8 space-y-10 leading-relaxed text-slate-700">{children}</div>
    </article>
  );
}

export function PlaceholderNote() {
  return (
    <p
      role="note"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <strong>Placeholder operator details.</strong> The name, address and email on this site are examples.
      Set <code>OPERATOR_NAME</code>, <code>OPERATOR_ADDRESS</code> and <code>OPERATOR_EMAIL</code> before
      going live. This note is not shown in production.
    </p>
  );
}

/** A numbered or plain section with an anchor, for linking to it. */
export function LegalSection({
  id,
  title,
  number,
  children,
}: {
  id: string;
  title: string;
  number?: number;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-slate-900">
        {number ? `${number}. ` : null}
        {title}
      </h2>
      {children}
    </section>
  );
}

export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** In-text links as plain anchors, so the texts render without a router (and in tests). */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {children}
    </a>
  );
}
