import { z } from "zod";
import { CALIBRATION_CSV_MAX_BYTES } from "~/engine/calibration/user-data";

const NAME_MAX = 80;
const TOO_LARGE = "The file is larger than 256 KB.";

/** The calibration upload (Account Settings → Calibration): a name and the CSV, as a file or pasted text. */
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
