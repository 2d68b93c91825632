import { useEffect, useState } from "react";

/**
 * How far down the landing page the visitor has read, as a thin bar under the
 * top edge (JavaScript only; decorative, so hidden from assistive technology).
 */
export function ScrollProgress() {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    function measure() {
      frame = 0;
      const root = document.documentElement;
      const scrollable = root.scrollHeight - root.clientHeight;
      setProgress(scrollable > 0 ? Math.min(1, root.scrollTop / scrollable) : 0);
    }
    function onScroll() {
      if (!frame) frame = window.requestAnimationFrame(measure);
    }
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5">
      <div className="h-full origin-left bg-brand-500" style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
