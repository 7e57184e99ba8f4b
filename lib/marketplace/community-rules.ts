/**
 * The constants of community templates (docs/marketplace.md, "Community templates"), apart
 * from the server code so that the operator's review script and tests read the same numbers.
 */

/** Reports from this many distinct companies hide a community template until reviewed. */
export const COMMUNITY_REPORT_THRESHOLD = 3;
/** The Community list shows at most this many templates, newest first. */
export const COMMUNITY_LIST_LIMIT = 200;
/** A custom template cannot change after it was saved: every apply records version 1. */
export const COMMUNITY_TEMPLATE_VERSION = 1;
