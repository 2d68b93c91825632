import { intervalLabel, smallPanelNote } from "~/engine/intervals";

/** Beside a headline share: its 90% interval and, for a small panel, how rough it is. */
export function ShareIntervalNote({ adopt, total }: { adopt: number; total: number }) {
  if (total === 0) return null;
  const small = smallPanelNote(total);
  return (
    <p className="text-sm text-slate-600">
      {intervalLabel(adopt, total)}
      {small ? ` · Small panel (${small}): run more personas for a firmer figure.` : ""}{" "}
      <a href="/methodology#intervals" className="text-brand-700 underline">
        How to read this
      </a>
    </p>
  );
}
