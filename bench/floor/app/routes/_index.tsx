import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getNote } from "../db.server";

export const meta: MetaFunction = () => [{ title: "Floor" }];

export function loader() {
  const note = getNote(1);
  if (!note) throw new Response("Not found", { status: 404 });
  return { note };
}

export default function Index() {
  const { note } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{note.title}</h1>
      <p>{note.body}</p>
    </main>
  );
}
