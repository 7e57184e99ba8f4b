/**
 * Small pages written as plain HTML by route handlers (the review links' /r/<id>, the portal's
 * sign-in confirmation): no script, nothing to load, every text escaped. Not stored, not
 * indexed, no referrer (their addresses carry keys).
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** Headers of every plain page: never stored, never indexed, no referrer. */
export const PLAIN_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

/**
 * A page with a heading, paragraphs and, optionally, a form of one button posting to the
 * page's own address.
 */
export function plainPage({
  status = 200,
  title,
  paragraphs,
  button,
}: {
  status?: number;
  title: string;
  paragraphs: string[];
  button?: string;
}) {
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    button ? `<form method="post"><button type="submit">${escapeHtml(button)}</button></form>` : "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:Helvetica,Arial,sans-serif;background:#f3f4f6;color:#1f2937;margin:0;padding:48px 16px}
main{max-width:480px;margin:0 auto;background:#fff;padding:28px;border-radius:8px}
h1{font-size:20px;margin:0 0 12px}
p{font-size:15px;line-height:22px}
button{background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:15px;cursor:pointer}
</style>
</head>
<body><main>
${body}
</main></body>
</html>`;
  return new Response(html, {
    status,
    headers: { ...PLAIN_PAGE_HEADERS, "Content-Type": "text/html; charset=utf-8" },
  });
}
