/** How long a session lives (30 days); its own module so importing it reads no environment. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
