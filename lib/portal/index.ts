/**
 * The customer portal (docs/invoices.md, "Customer portal"), no HTTP: sign-in links mailed to
 * a client's address, the signed session cookie, and what a signed-in client sees.
 */
export {
  consumePortalLink,
  findPortalCompany,
  PORTAL_LINK_ANSWER,
  PORTAL_LINK_MINUTES,
  PORTAL_LINKS_PER_EMAIL,
  PORTAL_LINKS_PER_IP,
  requestPortalLink,
  type ConsumedPortalLink,
  type PortalCompany,
} from "./links";
export { portalData } from "./data";
export {
  activePortalSession,
  clearedPortalCookieOptions,
  getPortalSession,
  PORTAL_COOKIE,
  PORTAL_SESSION_DAYS,
  portalCookieOptions,
  signPortalSession,
  verifyPortalSession,
  type PortalSession,
} from "./session";
export type * from "./types";
