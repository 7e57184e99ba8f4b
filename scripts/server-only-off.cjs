/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload for node --require */
// Preloaded (`node --require ./scripts/server-only-off.cjs --import tsx …`) by the scripts that
// run server code outside Next: `import "server-only"` is then a no-op, as it is inside Next's
// server bundles. This replaces `--conditions=react-server`, under which react-dom/server (the
// mails, lib/mail/render.ts) refuses to load.
const resolved = require.resolve("server-only");
require.cache[resolved] = {
  id: resolved,
  filename: resolved,
  loaded: true,
  exports: {},
  children: [],
  paths: [],
};

// @react-pdf/hyphenate exports its language files for `import` only; tsx runs our CommonJS
// TypeScript and turns react-pdf's `import`s into `require`s, which then find no export.
// Resolve those subpaths to their files directly (Next and jest bundle them on their own).
const Module = require("node:module");
const path = require("node:path");
const hyphenateDir = path.join(
  path.dirname(require.resolve("@react-pdf/renderer/package.json")),
  "..",
  "hyphenate",
);
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const match = /^@react-pdf\/hyphenate\/([\w-]+)$/.exec(request);
  if (match) return path.join(hyphenateDir, "lib", `${match[1]}.js`);
  return resolveFilename.call(this, request, ...rest);
};
