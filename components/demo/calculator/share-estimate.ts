/**
 * 'Share Estimate' without a server: the Web Share API where the browser has it (phones,
 * some desktops), else the clipboard. Nothing leaves the device unless the visitor sends it.
 */
export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

export async function shareEstimate(text: string): Promise<ShareOutcome> {
  const data = { title: "Service Estimate", text };
  if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Not allowed here (e.g. no user activation): fall back to the clipboard.
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    return "failed";
  }
}
