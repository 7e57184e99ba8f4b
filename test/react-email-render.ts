/**
 * @react-email/render for jest: the package loads react-dom/server with a dynamic import(),
 * which jest's CommonJS runtime runs only under --experimental-vm-modules (not in the unit
 * project). The same steps with a plain require: React's static markup, the same XHTML
 * doctype, and the package's own plain-text conversion (html-to-text with its selectors).
 */
import path from "node:path";
import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const real = require(
  path.join(process.cwd(), "node_modules/@react-email/render/dist/node/index.cjs"),
) as {
  toPlainText: (html: string, options?: unknown) => string;
  plainTextSelectors: unknown[];
};

export const toPlainText = real.toPlainText;
export const plainTextSelectors = real.plainTextSelectors;

export async function render(
  node: React.ReactNode,
  options?: { plainText?: boolean; htmlToTextOptions?: unknown },
) {
  const html = renderToStaticMarkup(node);
  if (options?.plainText) return real.toPlainText(html, options.htmlToTextOptions);
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">${html}`;
}
