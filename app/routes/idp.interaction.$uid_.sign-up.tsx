import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirectDocument } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { ErrorList, Field, StatusButton } from "~/components/forms";
import { constraintOf } from "~/forms/constraint.server";
import { SignUpSchema } from "~/forms/sign-up.server";
import { ProviderCard, ProviderErrorBoundary, requireInteraction } from "~/components/identity-provider";
import type { RouteHandle } from "~/root";
import { createAccount, DuplicateEmailError } from "~/services/password-accounts.server";
import { getUserByEmail } from "~/services/users.server";
import { PASSWORD_MIN } from "~/utils/validation";
import { readForm } from "~/utils/form.server";
import { FREE_MONTHLY_PERSONAS } from "~/constants";

const DUPLICATE_EMAIL = "An account with this email already exists";

export const handle: RouteHandle = { layout: "identity-provider" };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const interaction = await requireInteraction(context, params.uid);
  return { uid: interaction.uid, constraint: constraintOf(SignUpSchema) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const interaction = await requireInteraction(context, params.uid);
  const formData = await readForm(request);
  const { db } = context.services;
  const { signUp } = context.services.limits;
  if (!(await signUp.attempt(context.clientIp)).allowed) {
    return Response.json(
      parseWithZod(formData, { schema: SignUpSchema }).reply({
        formErrors: ["Too many sign-up attempts from this network. Please try again in a few minutes."],
        hideFields: ["password"],
      }),
      { status: 429 },
    );
  }

  const submission = await parseWithZod(formData, {
    async: true,
    schema: SignUpSchema.superRefine(async (data, ctx) => {
      if (await getUserByEmail(db, data.email)) {
        ctx.addIssue({ code: "custom", path: ["email"], message: DUPLICATE_EMAIL });
      }
    }),
  });
  if (submission.status !== "success") {
    return Response.json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }

  try {
    const user = await createAccount(db, submission.value, context.services.now());
    return redirectDocument(await interaction.complete(user.id));
  } catch (error) {
    if (!(error instanceof DuplicateEmailError)) throw error;
    return Response.json(
      submission.reply({ fieldErrors: { email: [DUPLICATE_EMAIL] }, hideFields: ["password"] }),
      {
        status: 400,
      },
    );
  }
}

export default function ProviderSignUp() {
  const { uid, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof SignUpSchema>>({
    id: "sign-up",
    lastResult,
    constraint,
  });

  return (
    <ProviderCard
      title="Create your account"
      subtitle={`Save your simulations and get ${FREE_MONTHLY_PERSONAS} free personas every month.`}
    >
      <Form method="post" reloadDocument className="flex flex-col gap-4" {...getFormProps(form)}>
        <ErrorList id={form.errorId} errors={form.errors} tone="dark" />
        <Field label="Name (optional)" field={fields.name} autoComplete="name" tone="dark" />
        <Field label="Email" field={fields.email} type="email" autoComplete="email" tone="dark" />
        <Field
          label="Password"
          field={fields.password}
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters, with a letter and a number.`}
          tone="dark"
        />
        <StatusButton className="btn-primary mt-2 w-full py-2.5" pendingText="Creating account...">
          Create account
        </StatusButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-400">
        Already have an account?{" "}
        <Link
          reloadDocument
          to={`/idp/interaction/${uid}`}
          className="font-medium text-indigo-300 hover:text-indigo-200"
        >
          Sign in
        </Link>
      </p>
    </ProviderCard>
  );
}

export const meta: MetaFunction = () => [{ title: "Create account | Sounding Board ID" }];

export function ErrorBoundary() {
  return <ProviderErrorBoundary />;
}
