/** The methods that only read: a loader answers them, and they change nothing. */
export const READ_METHODS: readonly string[] = ["GET", "HEAD"];

export function isRead(method: string): boolean {
  return READ_METHODS.includes(method);
}
