import { withAuth } from "next-auth/middleware";

// Signed-out visits to /dashboard go to /login?callbackUrl=<where they were going>.
// Middleware is a convenience, never the only gate: pages and handlers check the session too.
export default withAuth({ pages: { signIn: "/login" } });

export const config = { matcher: ["/dashboard", "/dashboard/:path*"] };
