import { useId, type ReactNode } from "react";
import type { Tone } from "~/landing/content";
import { cn } from "~/utils/misc";

/**
 * A landing-page section with its heading (the section is labelled by it);
 * `id` makes it an anchor (#demo, #pricing, #waitlist). The minimal variant is
 * narrower and quieter; `narrow` gives the others its width.
 */
export function LandingSection({
  id,
  title,
  tone,
  narrow = tone === "minimal",
  className,
  children,
}: {
  id?: string;
  title: ReactNode;
  tone: Tone;
  narrow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const minimal = tone === "minimal";
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn(
        "mx-auto px-6",
        narrow ? "max-w-5xl" : "max-w-6xl",
        minimal ? "py-12" : "py-16",
        className,
      )}
    >
      <h2
        id={titleId}
        className={cn("mb-6 tracking-tight", minimal ? "text-2xl font-semibold" : "text-3xl font-bold")}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
