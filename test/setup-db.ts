// Database tests start an embedded PostgreSQL (or a fresh database) in beforeAll: on a loaded
// 2-core machine that outlasts jest's 5 s default for hooks. A bound on waiting, not a
// measurement; speed targets live in `npm run bench`.
jest.setTimeout(120_000);
