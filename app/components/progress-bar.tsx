import { cn } from "~/utils/misc";

/** A run's progress, 0-100, as an accessible progress bar. */
export function ProgressBar({
  percent,
  label = "Simulation progress",
  size = "md",
  onWhite = true,
}: {
  percent: number;
  label?: string;
  size?: "sm" | "md";
  /** A grey track for white backgrounds; a white one for tinted panels. */
  onWhite?: boolean;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn(
        "w-full overflow-hidden rounded-full",
        size === "sm" ? "h-2" : "h-3",
        onWhite ? "bg-slate-200" : "bg-white",
      )}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-all duration-300"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
