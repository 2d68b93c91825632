import { calibrationSummary } from "~/engine/calibration-info";

/** Beside every report's numbers: the answers are simulated, and how well the panel agrees with people. */
export function SyntheticNote({ calibration }: { calibration?: string }) {
  return (
    <p className="text-sm text-slate-600">
      <strong className="font-medium text-slate-800">Simulated personas, not real people.</strong> Panel
      calibration: {calibration ?? calibrationSummary()}.{" "}
      <a href="/methodology" className="text-brand-700 underline">
        Methodology
      </a>
    </p>
  );
}
