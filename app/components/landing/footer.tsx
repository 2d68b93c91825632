import { Link } from "@remix-run/react";
import type { Tone } from "~/landing/content";
import { cn } from "~/utils/misc";

/** The landing footer: only the legal pages (and the contact address) are real links. */
export function LandingFooter({ tone, contactEmail }: { tone: Tone; contactEmail?: string }) {
  const dark = tone === "dark";
  return (
    <footer
      className={cn(
        "border-t px-6 py-8 text-sm",
        dark ? "border-slate-800 text-slate-400" : "border-slate-200 text-slate-500",
      )}
    >
      <nav aria-label="Footer" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2">
        <span className="font-semibold">Sounding Board</span>
        {/* The spec's footer links lead nowhere: plain text rather than links to "#". */}
        <span>About</span>
        <span>Blog</span>
        <span>Careers</span>
        <Link to="/terms">Terms</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/methodology">Methodology</Link>
        {contactEmail ? <a href={`mailto:${contactEmail}`}>Contact</a> : null}
      </nav>
    </footer>
  );
}
