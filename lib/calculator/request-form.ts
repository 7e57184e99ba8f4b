/**
 * The estimate request form's rules (docs/product.md §5 "Estimate request"): what each field
 * needs, the inline message of each problem, where a server issue belongs and what is sent.
 * Pure functions, shared by the dialog and its tests; no React, no network.
 */
import { customerZipProblem } from "@/lib/validation/zip";

export type RequestAddress = {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
};
export const PERIODS = ["morning", "afternoon", "evening"] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = {
  morning: "Morning (8am–12pm)",
  afternoon: "Afternoon (12–5pm)",
  evening: "Evening (5–8pm)",
};
export type PreferredWindow = { date: string; period: Period | "" };

export type RequestForm = {
  name: string;
  email: string;
  phone: string;
  smsConsent: boolean;
  address: RequestAddress;
  description: string;
  windows: PreferredWindow[];
  /** Honeypot. */
  website: string;
};

export const MAX_DESCRIPTION = 2000;
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_WINDOWS = 3;
/** Lines a customer may describe when no service fits ('Something else?'). */
export {
  MAX_CUSTOM_ITEM_DESCRIPTION,
  MAX_CUSTOM_ITEM_QUANTITY,
  MAX_CUSTOM_ITEMS,
} from "@/lib/validation/estimate-values";

/** What US carriers expect next to an SMS opt-in (CTIA): purpose, rates, STOP, HELP, not a condition. */
export const SMS_CONSENT_TEXT =
  "Text me about this request. Msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.";

export const emptyRequestForm = (): RequestForm => ({
  name: "",
  email: "",
  phone: "",
  smsConsent: false,
  address: { line1: "", line2: "", city: "", region: "", postalCode: "" },
  description: "",
  windows: [{ date: "", period: "" }],
  website: "",
});

/** The company's Calculator Setup flags (GET /api/public/{company}); absent means not required. */
export type RequestFlags = {
  requireAddress: boolean;
  requireDescription: boolean;
  requirePhotos: boolean;
  hasServiceAreas: boolean;
};

/** The photos as the picker holds them: uploaded ones carry their id. */
export type PhotoState = { uploaded: number; uploading: number };

/** Field ids in the order of the form: the first invalid one takes focus. */
export const FIELD_ORDER = [
  "request-name",
  "request-email",
  "request-phone",
  "request-sms",
  "request-line1",
  "request-line2",
  "request-city",
  "request-region",
  "request-postal",
  "request-description",
  "request-photos",
  ...Array.from({ length: MAX_WINDOWS }, (_, i) => [
    `request-window-${i}-date`,
    `request-window-${i}-period`,
  ]).flat(),
] as const;
export type FieldId = string;
export type FieldErrors = Record<FieldId, string>;

export const MESSAGES = {
  name: "Please provide your name.",
  email: "Please provide your email address.",
  emailFormat: "Enter a valid email address, like name@example.com.",
  smsPhone: "Enter the phone number to text.",
  line1: "Enter the street address.",
  city: "Enter the city.",
  region: "Enter the state.",
  postalCode: "Enter the ZIP code.",
  description: "Describe the job.",
  descriptionLong: `At most ${MAX_DESCRIPTION} characters.`,
  photos: "Add at least one photo of the job.",
  photosUploading: "Wait for the photos to finish uploading.",
  windowDate: "Pick a date.",
  windowPast: "Pick today or a later date.",
  windowPeriod: "Pick a time of day.",
} as const;

/** The local calendar day, YYYY-MM-DD (the customer's own today). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const filled = (value: string) => value.trim() !== "";

/** Whether the customer started an address (a ZIP alone is the service-area check, not an address). */
export const addressStarted = (address: RequestAddress) =>
  filled(address.line1) || filled(address.line2) || filled(address.city) || filled(address.region);

/** Every problem of the form, keyed by field id, in form order. */
export function validateRequest(
  form: RequestForm,
  flags: RequestFlags,
  photos: PhotoState,
  today = localToday(),
): FieldErrors {
  const errors: FieldErrors = {};
  if (!filled(form.name)) errors["request-name"] = MESSAGES.name;
  if (!filled(form.email)) errors["request-email"] = MESSAGES.email;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()))
    errors["request-email"] = MESSAGES.emailFormat;
  if (form.smsConsent && !filled(form.phone)) errors["request-phone"] = MESSAGES.smsPhone;

  const address = form.address;
  const wantAddress = flags.requireAddress || addressStarted(address);
  if (wantAddress) {
    if (!filled(address.line1)) errors["request-line1"] = MESSAGES.line1;
    if (!filled(address.city)) errors["request-city"] = MESSAGES.city;
    if (!filled(address.region)) errors["request-region"] = MESSAGES.region;
  }
  const zipProblem = customerZipProblem(flags.hasServiceAreas, address.postalCode);
  if (zipProblem) errors["request-postal"] = zipProblem;
  else if (wantAddress && !filled(address.postalCode))
    errors["request-postal"] = MESSAGES.postalCode;

  if (flags.requireDescription && !filled(form.description))
    errors["request-description"] = MESSAGES.description;
  else if (form.description.trim().length > MAX_DESCRIPTION)
    errors["request-description"] = MESSAGES.descriptionLong;

  if (photos.uploading > 0) errors["request-photos"] = MESSAGES.photosUploading;
  else if (flags.requirePhotos && photos.uploaded === 0) errors["request-photos"] = MESSAGES.photos;

  form.windows.forEach((window, index) => {
    if (!filled(window.date) && window.period === "") return; // an empty row is no window
    if (!filled(window.date)) errors[`request-window-${index}-date`] = MESSAGES.windowDate;
    else if (window.date < today) errors[`request-window-${index}-date`] = MESSAGES.windowPast;
    if (window.period === "") errors[`request-window-${index}-period`] = MESSAGES.windowPeriod;
  });
  return errors;
}

/** The first invalid field in form order. */
export function firstInvalid(errors: FieldErrors): FieldId | null {
  const ids = Object.keys(errors);
  if (ids.length === 0) return null;
  const ordered = FIELD_ORDER.find((id) => id in errors);
  return ordered ?? ids[0];
}

const ADDRESS_FIELDS: Record<string, FieldId> = {
  line1: "request-line1",
  line2: "request-line2",
  city: "request-city",
  region: "request-region",
  postalCode: "request-postal",
};

/**
 * The field a server issue (POST /api/estimates 400 `issues[].path`) belongs to, or null for
 * one the form has no field for (its message shows above the buttons).
 */
export function fieldOfIssue(path: string): FieldId | null {
  const parts = path.split(".");
  switch (parts[0]) {
    case "customerName":
      return "request-name";
    case "customerEmail":
      return "request-email";
    case "customerPhone":
      return "request-phone";
    case "customerZip":
      return "request-postal";
    case "smsConsent":
      return "request-sms";
    case "description":
      return "request-description";
    case "photoIds":
      return "request-photos";
    case "serviceAddress":
      return ADDRESS_FIELDS[parts[1] ?? ""] ?? "request-line1";
    case "preferredWindows": {
      const index = Number(parts[1] ?? 0);
      const row = Number.isInteger(index) && index >= 0 && index < MAX_WINDOWS ? index : 0;
      return `request-window-${row}-${parts[2] === "period" ? "period" : "date"}`;
    }
    default:
      return null;
  }
}

/** Server issues as field errors (the first message of each field) and the rest. */
export function mapIssues(issues: readonly { path: string; message: string }[]) {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const issue of issues) {
    const field = fieldOfIssue(issue.path);
    if (field) fields[field] ??= issue.message;
    else other.push(issue.message);
  }
  return { fields, other };
}

/** A custom line ('Something else?'): what the customer described, 'To be quoted'. */
export type CustomItem = { key: string; description: string; quantity: number };

/**
 * The request's new fields (docs/product.md §7): only what the customer gave, so a request
 * without them is the spec's payload unchanged.
 */
export function requestDetailsPayload(
  form: RequestForm,
  photoIds: readonly string[],
  customItems: readonly CustomItem[],
) {
  const trim = (value: string) => value.trim();
  const address = form.address;
  const windows = form.windows
    .filter((window) => filled(window.date) && window.period !== "")
    .map((window) => ({ date: window.date, period: window.period as Period }));
  return {
    ...(filled(address.postalCode) ? { customerZip: trim(address.postalCode) } : {}),
    ...(filled(address.line1)
      ? {
          serviceAddress: {
            line1: trim(address.line1),
            ...(filled(address.line2) ? { line2: trim(address.line2) } : {}),
            city: trim(address.city),
            region: trim(address.region),
            postalCode: trim(address.postalCode),
          },
        }
      : {}),
    ...(filled(form.description) ? { description: trim(form.description) } : {}),
    ...(photoIds.length > 0 ? { photoIds: [...photoIds] } : {}),
    ...(windows.length > 0 ? { preferredWindows: windows } : {}),
    ...(form.smsConsent ? { smsConsent: true } : {}),
    ...(customItems.length > 0
      ? {
          customItems: customItems.map((item) => ({
            description: item.description,
            quantity: item.quantity,
          })),
        }
      : {}),
  };
}
