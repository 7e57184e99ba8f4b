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
