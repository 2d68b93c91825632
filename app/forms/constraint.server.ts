import { getZodConstraint } from "@conform-to/zod/v4";

type Schema = Parameters<typeof getZodConstraint>[0];

const constraints = new WeakMap<Schema, ReturnType<typeof getZodConstraint>>();

/**
 * A form's native constraints (required, pattern, max length) read from its schema once: a schema
 * does not change, and reading it again walks it on every page view.
 */
export function constraintOf(schema: Schema): ReturnType<typeof getZodConstraint> {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}
