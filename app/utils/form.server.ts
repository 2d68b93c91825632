import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./validation";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refuse(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The body of a form post, or a thrown 415 (not a form's content type) or 400
 * (a form body that cannot be read, or fields with control characters), never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    throw refuse(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data");
  }
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw refuse(400, "The form could not be read");
  }
  for (const [name, value] of formData) {
    if (hasControlCharacters(name) || (typeof value === "string" && hasControlCharacters(value))) {
      throw refuse(400, CONTROL_CHARACTERS_MESSAGE);
    }
  }
  return formData;
}
