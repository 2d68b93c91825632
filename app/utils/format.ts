/** A history label: at most 60 characters, the 57 first and an ellipsis. */
export function historyLabel(goal: string): string {
  const text = goal.replace(/\s+/g, " ").trim();
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export function formatNumber(value: number): string {
  return value.toLocaleString("en-US");
}

// One formatter per format: building an Intl.DateTimeFormat per date was a few percent of /app's CPU.
const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

const DATE_TIME = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/**
 * A stored timestamp as people read it, "Nov 23, 2026, 6:56 PM UTC": the same on the server and in the
 * browser, whatever their time zones, so hydration keeps it. Put it in `<time dateTime={iso}>`.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  // Some ICU versions put a narrow no-break space before "PM": one kind of space, whichever formats it.
  return `${DATE_TIME.format(date).replace(/\s/g, " ")} UTC`;
}
