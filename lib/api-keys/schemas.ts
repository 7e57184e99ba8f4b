import { z } from "zod";
import { noControlCharacters, CONTROL_CHARACTERS_MESSAGE } from "@/lib/validation/service";

export const API_KEY_SCOPES = ["read", "write"] as const;
export const MAX_KEY_NAME_LENGTH = 80;

/** POST /api/api-keys: a name the owner recognises the key by, and its scope. */
export const apiKeyCreateSchema = z
  .object({
    name: z
      .string({ error: "Name is required." })
      .trim()
      .min(1, "Name is required.")
      .max(MAX_KEY_NAME_LENGTH, `Name can have at most ${MAX_KEY_NAME_LENGTH} characters.`)
      .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    scope: z.enum(API_KEY_SCOPES, { error: "Scope must be read or write." }),
  })
  .strict();
export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateSchema>;
