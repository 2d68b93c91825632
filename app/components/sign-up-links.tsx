import { Link } from "@remix-run/react";

/** "Sign up free" and "Sign in": where a guest is asked for an account. Full page loads, through the identity provider. */
export function SignUpLinks() {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Link to="/auth/sign-up" reloadDocument className="btn-primary">
        Sign up free
      </Link>
      <Link to="/auth/sign-in" reloadDocument className="btn-secondary">
        Sign in
      </Link>
    </div>
  );
}
