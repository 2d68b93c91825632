import { describe, expect, it } from "vitest";
import { splitPulseReasons } from "~/components/pulse-results";

const reason = (text: string, pct: number) => ({ text, pct });

describe("splitPulseReasons", () => {
  it("puts the reasons before the summary's main concern among the likes, the rest among the concerns", () => {
    const pulse = {
      summary:
        "41 of 100 personas would try it (41%). Most cited upside: built for teams like mine. Main concern: doesn't want another subscription.",
      reasons: [
        reason("Built for teams like mine", 20),
        reason("Saves time", 12),
        reason("Doesn't want another subscription", 40),
        reason("Price feels high for what it does", 30),
      ],
    };
    expect(splitPulseReasons(pulse)).toEqual({
      likes: pulse.reasons.slice(0, 2),
      concerns: pulse.reasons.slice(2),
    });
  });

  it("takes the later of a like and a concern with the same name as the first concern", () => {
    const pulse = {
      summary:
        "10 of 100 personas would try it (10%). Most cited upside: the price. Main concern: the price.",
      reasons: [reason("The price", 5), reason("The price", 60)],
    };
    expect(splitPulseReasons(pulse)).toEqual({ likes: [pulse.reasons[0]], concerns: [pulse.reasons[1]] });
  });

  it("has only likes without a concern, only concerns without an upside", () => {
    const likes = [reason("Saves time", 80)];
    expect(
      splitPulseReasons({
        summary: "80 of 100 would try it (80%). Most cited upside: saves time.",
        reasons: likes,
      }),
    ).toEqual({ likes, concerns: [] });
    const concerns = [reason("Too expensive", 90)];
    expect(
      splitPulseReasons({
        summary: "0 of 100 would try it (0%). Main concern: too expensive.",
        reasons: concerns,
      }),
    ).toEqual({ likes: [], concerns });
  });
});
