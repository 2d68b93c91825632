import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, redirectDocument } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ErrorList, Field, StatusButton } from "~/components/forms";
import { constraintOf } from "~/forms/constraint.server";
import { SignInSchema } from "~/forms/sign-in.server";
import { ProviderCard, ProviderErrorBoundary, requireInteraction } from "~/components/identity-provider";
import type { RouteHandle } from "~/root";
import { verifyCredentials } from "~/services/password-accounts.server";
import { readForm } from "~/utils/form.server";

export const handle: RouteHandle = { layout: "identity-provider" };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const interaction = await requireInteraction(context, params.uid);
  if (interaction.screen === "sign-up") throw redirect(`/idp/interaction/${interaction.uid}/sign-up`);
  return {
    uid: interaction.uid,
    loginHint: interaction.loginHint,
    constraint: constraintOf(SignInSchema),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const interaction = await requireInteraction(context, params.uid);
  const formData = await readForm(request);
  const { signIn } = context.services.limits;
  const limited = await signIn.attempt(context.clientIp);
  if (!limited.allowed) {
    const minutes = Math.ceil(limited.retryAfterSeconds / 60);
    return Response.json(
      parseWithZod(formData, { schema: SignInSchema }).reply({
        formErrors: [
          `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        ],
        hideFields: ["password"],
      }),
      { status: 429 },
    );
  }

  const submission = await parseWithZod(formData, {
    async: true,
    schema: SignInSchema.transform(async (data, ctx) => {
      const user = await verifyCredentials(context.services.db, data.email, data.password);
      if (!user) {
        ctx.addIssue({ code: "custom", message: "Incorrect email or password" });
        return z.NEVER;
      }
      return { user };
    }),
  });
  if (submission.status !== "success") {
    return Response.json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  return redirectDocument(await interaction.complete(submission.value.user.id));
}

export default function ProviderSignIn() {
  const { uid, loginHint, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof SignInSchema>>({
    id: "sign-in",
    lastResult,
    defaultValue: { email: loginHint ?? "" },
    constraint,
  });

  return (
    <ProviderCard title="Sign in to Sounding Board" subtitle="Welcome back. Enter your email and password.">
      <Form method="post" reloadDocument className="flex flex-col gap-4" {...getFormProps(form)}>
        <ErrorList id={form.errorId} errors={form.errors} tone="dark" />
        <Field label="Email" field={fields.email} type="email" autoComplete="email" tone="dark" />
        <Field
          label="Password"
          field={fields.password}
          type="password"
          autoComplete="current-password"
          tone="dark"
        />
        <StatusButton className="btn-primary mt-2 w-full py-2.5" pendingText="Signing in...">
          Sign in
        </StatusButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-400">
        New here?{" "}
        <Link
          reloadDocument
          to={`/idp/interaction/${uid}/sign-up`}
          className="font-medium text-indigo-300 hover:text-indigo-200"
        >
          Create an account
        </Link>
      </p>
    </ProviderCard>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign in | Sounding Board ID" }];

export function ErrorBoundary() {
  return <ProviderErrorBoundary />;
}
