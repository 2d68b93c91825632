import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getUser } from "~/utils/auth.server";
import { ensureGuestId } from "~/utils/guest.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(context, request);
  if (user) return { user: { name: user.name, email: user.email } };
  const guest = await ensureGuestId(context, request);
  return data({ user: null }, guest.setCookie ? { headers: { "Set-Cookie": guest.setCookie } } : undefined);
}

/** The app's frame: the 'Simulations' sidebar beside the current screen. */
export default function AppLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 md:flex-row md:gap-6 md:py-6">
      <details open className="group/sidebar shrink-0 md:w-72 md:[&:not([open])]:w-auto">
        <summary
          className="flex items-center justify-between gap-2 rounded-lg px-3 py-2 hover:bg-slate-100"
          aria-label="Simulations (show or hide the sidebar)"
        >
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Simulations</h2>
          <span aria-hidden className="text-slate-400 transition group-open/sidebar:rotate-180">
            ▾
          </span>
        </summary>
        <nav
          aria-label="Simulations"
          className="mt-2 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <Link to="/app" className="btn-primary w-full">
            <span aria-hidden>＋</span> New simulation
          </Link>
          {user ? <SignedInSidebar name={user.name} email={user.email} /> : <GuestSidebar />}
        </nav>
      </details>
      <div className="flex min-w-0 flex-1 flex-col">
        <Outlet />
      </div>
    </div>
  );
}

function SignedInSidebar({ name, email }: { name: string | null; email: string }) {
  return (
    <>
      <p className="text-sm text-slate-500">Your completed simulations will be listed here.</p>
      <details className="relative border-t border-slate-200 pt-4">
        <summary className="flex items-center gap-3 rounded-lg p-2 hover:bg-slate-100">
          <span
            aria-hidden
            className="grid h-8 w-8 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
          >
            {(name ?? email).slice(0, 1).toUpperCase()}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{name ?? email}</span>
            <span className="block truncate text-xs text-slate-500">Account menu</span>
          </span>
        </summary>
        <ul className="mt-2 flex flex-col gap-1" aria-label="Account">
          <li>
            <Link to="/app/settings" className="btn-ghost w-full justify-start">
              Account Settings
            </Link>
          </li>
          <li>
            <Form method="post" action="/auth/sign-out">
              <button type="submit" className="btn-ghost w-full justify-start">
                Sign Out
              </button>
            </Form>
          </li>
        </ul>
      </details>
    </>
  );
}

function GuestSidebar() {
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-4">
      <p className="text-sm font-semibold text-brand-700">Keep your results</p>
      <p className="text-sm text-slate-700">
        Create a free account to save every simulation, get 200 personas each month and build custom
        audiences.
      </p>
      <Link to="/auth/sign-up" reloadDocument className="btn-primary">
        Sign up free
      </Link>
      <Link
        to="/auth/sign-in"
        reloadDocument
        className="text-center text-sm font-medium text-brand-700 hover:underline"
      >
        I already have an account
      </Link>
      <p className="text-center text-xs text-slate-500">Guest mode • Results not saved</p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
