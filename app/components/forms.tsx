import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { cn } from "~/utils/misc";

/**
 * A form's native constraints (required, lengths) as `useForm({ constraint })` takes them: worked
 * out from the form's schema by its loader, so zod stays on the server (docs/decisions/025).
 */
export type FormConstraint = ReturnType<typeof getZodConstraint>;

/** Errors under a field or a form, announced to screen readers. */
export function ErrorList({
  id,
  errors,
  tone = "light",
}: {
  id?: string;
  errors?: string[];
  tone?: "light" | "dark";
}) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="flex flex-col gap-1" aria-live="polite">
      {errors.map((error) => (
        <li key={error} className={cn("text-sm", tone === "dark" ? "text-rose-300" : "text-rose-700")}>
          {error}
        </li>
      ))}
    </ul>
  );
}

/** A label, an input wired to its Conform field (aria-invalid, aria-describedby), a hint and the errors. */
export function Field({
  label,
  field,
  type = "text",
  hint,
  autoComplete,
  tone = "light",
}: {
  label: ReactNode;
  field: FieldMetadata<string | null | undefined>;
  type?: "text" | "email" | "password";
  hint?: string;
  autoComplete?: string;
  tone?: "light" | "dark";
}) {
  const hintId = useId();
  const errorId = field.errors?.length ? field.errorId : undefined;
  const describedBy = [hint ? hintId : undefined, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={field.id}
        className={cn("text-sm font-medium", tone === "dark" ? "text-slate-200" : "text-slate-800")}
      >
        {label}
      </label>
      <input
        {...getInputProps(field, { type, ariaAttributes: false })}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        className={cn(
          "rounded-lg border px-3 py-2 text-base shadow-sm outline-none focus:ring-2",
          tone === "dark"
            ? "border-slate-700 bg-slate-900 text-slate-100 placeholder:text-slate-400 focus:border-indigo-400 focus:ring-indigo-400"
            : "border-slate-300 bg-white focus:border-brand-600 focus:ring-brand-600",
          errorId && (tone === "dark" ? "border-rose-400" : "border-rose-500"),
        )}
      />
      {hint ? (
        <p id={hintId} className={cn("text-xs", tone === "dark" ? "text-slate-400" : "text-slate-500")}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={field.errors} tone={tone} />
    </div>
  );
}

/** A submit button that says it is busy while its form is being sent. */
export function StatusButton({
  children,
  pendingText,
  className,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { pendingText: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  return (
    <button
      type="submit"
      {...props}
      className={className}
      disabled={pending || props.disabled}
      aria-busy={pending}
    >
      {pending ? pendingText : children}
    </button>
  );
}
