import type { PersonaOpinion } from "./types";

/**
 * Picks the personas quoted under each theme of a view so that nobody is
 * quoted under two themes, and a theme quotes first those for whom it is the
 * main point (so the words match the theme). Call the picker once per theme,
 * in the order the themes are shown.
 */
export function createQuotePicker(perTheme: number) {
  const quoted = new Set<string>();
  return (members: readonly PersonaOpinion[], isMainPoint: (persona: PersonaOpinion) => boolean) => {
    const ordered = [...members.filter(isMainPoint), ...members.filter((persona) => !isMainPoint(persona))];
    const picked = ordered.filter((persona) => !quoted.has(persona.persona_id)).slice(0, perTheme);
    for (const persona of picked) quoted.add(persona.persona_id);
    return picked;
  };
}
