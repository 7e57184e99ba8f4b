import type * as React from "react";
import { render } from "@react-email/render";

export type RenderedMail = { html: string; text: string };

/**
 * A mail component as the two parts every mail carries: HTML, and the plain text made from
 * the same component (readers without HTML, spam filters, screen readers).
 */
export async function renderMail(element: React.ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
