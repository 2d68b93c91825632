import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireUser } from "~/utils/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return { name: user.name, email: user.email, createdAt: user.created_at };
}

export default function AccountSettings() {
  const { name, email, createdAt } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="settings-title" className="flex max-w-2xl flex-col gap-6">
      <h1 id="settings-title" className="text-2xl font-bold tracking-tight">
        Account Settings
      </h1>
      <dl className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-500">Name</dt>
          <dd className="font-medium">{name ?? "Not set"}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Email</dt>
          <dd className="font-medium">{email}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Member since</dt>
          <dd className="font-medium">
            {new Date(createdAt).toLocaleDateString("en", { dateStyle: "long", timeZone: "UTC" })}
          </dd>
        </div>
      </dl>
      <Form method="post" action="/auth/sign-out">
        <button type="submit" className="btn-secondary">
          Sign Out
        </button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Account Settings | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
