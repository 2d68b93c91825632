import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AppSidebar } from "~/components/app-sidebar";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PurchaseBanner } from "~/components/purchase-banner";
import { HISTORY_PAGE_SIZE } from "~/constants";
import { getBalance } from "~/services/credits.server";
import { listCompletedSimulations } from "~/services/simulations.server";
import { getUser } from "~/utils/auth.server";
import type { RouteHandle } from "~/root";
import { historyLabel } from "~/utils/format";
import { ensureGuestId } from "~/utils/guest.server";

const MAX_HISTORY = 500;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, now } = context.services;
  const user = await getUser(context, request);
  if (!user) {
    const guest = await ensureGuestId(context, request);
    return data(
      { user: null, balance: null, history: null },
      guest.setCookie ? { headers: { "Set-Cookie": guest.setCookie } } : undefined,
    );
  }
  // "Load more" asks for a longer list (?history=20); with JS it follows the link by itself.
  const requested = Number(new URL(request.url).searchParams.get("history"));
  const shown =
    Number.isInteger(requested) && requested > 0 ? Math.min(requested, MAX_HISTORY) : HISTORY_PAGE_SIZE;
  const [balance, runs] = await Promise.all([
    getBalance(db, user, now()),
    listCompletedSimulations(db, user.id, { limit: shown + 1, offset: 0 }),
  ]);
  return {
    user: { name: user.name, email: user.email },
    balance: { remaining: balance.total_remaining, used: balance.total_used },
    history: {
      items: runs.slice(0, shown).map((run) => ({
        id: run.id,
        label: historyLabel(run.goal),
        title: run.goal,
        createdAt: run.created_at,
        audience: run.cohort_name,
        size: run.persona_count,
      })),
      shown,
      hasMore: runs.length > shown,
    },
  };
}

/** "Skip to content" passes the sidebar and lands on the current screen. */
export const handle: RouteHandle = { skipTo: "content" };

/** The app's frame: the 'Simulations' sidebar beside the current screen. */
export default function AppLayout() {
  const { user, balance, history } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 md:flex-row md:gap-6 md:py-6">
      <AppSidebar user={user} balance={balance} history={history} />
      <div id="content" className="flex min-w-0 flex-1 flex-col gap-4">
        <PurchaseBanner remaining={balance?.remaining ?? null} />
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
