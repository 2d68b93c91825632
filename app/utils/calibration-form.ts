import { z } from "zod";
import { CALIBRATION_CSV_MAX_BYTES } from "~/engine/calibration/user-data";

// The calibration upload: a name and the CSV, as a file or pasted text.

const NAME_MAX = 80;
const TOO_LARGE = "The file is larger than 256 KB.";

export const CalibrationUploadSchema = z
  .object({
    name: z
      .string({ message: "Name this calibration" })
      .trim()
      .min(1, "Name this calibration")
      .max(NAME_MAX, `Keep the name under ${NAME_MAX} characters`),
    // An empty file input still sends a nameless, empty file: that is no file.
    file: z
      .instanceof(File)
      .optional()
      .transform((file) => (file && file.size > 0 ? file : undefined))
      .refine((file) => !file || file.size <= CALIBRATION_CSV_MAX_BYTES, TOO_LARGE),
    csv: z.string().max(CALIBRATION_CSV_MAX_BYTES, TOO_LARGE).optional(),
  })
  .refine((value) => value.file || value.csv?.trim(), {
    message: "Choose a CSV file or paste its text",
    path: ["file"],
  });

export type CalibrationUpload = z.infer<typeof CalibrationUploadSchema>;

export async function calibrationCsvOf(upload: CalibrationUpload): Promise<string> {
  return upload.file ? await upload.file.text() : (upload.csv ?? "");
}

export const EXAMPLE_CALIBRATION_CSV = `concept_text,audience,yes_share,n
"A meal kit for two, $9 a serving",us_adults,0.31,400
"A budgeting app for freelancers, $5/month",custom:Freelancers|Self-employed designers and writers,0.42,150
"Noise-cancelling earbuds for sleep, $199",general,0.12,400
"A dog-walking app for city owners, $20 a walk",us_adults,0.18,400
"A tax-filing service for small shops, $30/month",smb,0.36,120`;
