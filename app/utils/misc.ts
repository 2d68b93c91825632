/** Throws a Response with this status when the condition fails (a 404 for a missing row). */
export function invariantResponse(condition: unknown, message: string, status = 400): asserts condition {
  if (!condition)
    throw new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
