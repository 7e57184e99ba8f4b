import type * as React from "react";
import { compile } from "html-to-text";
import { plainTextSelectors } from "@react-email/render";

export type RenderedMail = { html: string; text: string };

/** The doctype react-email's render() puts before a mail (the one mail clients expect). */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** React 19 preloads every <img> in <head>; a mail has no use for it (react-email drops it too). */
const IMAGE_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*\/?>/gi;

/**
 * HTML to the plain text of a mail, as `render(element, { plainText: true })` makes it (the
 * same html-to-text settings and selectors), compiled once: html-to-text builds its selector
 * tree from the options on every `convert`.
 */
const htmlToText = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * A mail component as the two parts every mail carries: HTML, and the plain text read off that
 * HTML (readers without HTML, spam filters, screen readers).
 *
 * One synchronous render to static markup, not react-email's render(): that one streams the
 * tree (renderToReadableStream inside Suspense, for components that suspend, which mails do
 * not) and was rendered twice per mail, once more for the text. The markup is the same but for
 * React's streaming comments (`<!--$-->`, `<!-- -->`); the text is the same to the character.
 * Mails are plain synchronous components: one that suspended would throw here, in tests.
 * A mail job went from about 8 to under 2 ms of rendering (bench/jobs.mjs).
 */
let reactDomServer: Promise<typeof import("react-dom/server")> | undefined;

export async function renderMail(element: React.ReactElement): Promise<RenderedMail> {
  // Imported when first needed, as react-email does: never part of a page's module graph. The
  // promise is kept: an import() per mail resolved the module anew each time (7% of a job).
  const { renderToStaticMarkup } = await (reactDomServer ??= import("react-dom/server"));
  const html = `${DOCTYPE}${renderToStaticMarkup(element).replace(IMAGE_PRELOAD, "")}`;
  return { html, text: htmlToText(html) };
}
