/** "Nov 23, 2026" for a YYYY-MM-DD day (noon local, so no time zone moves it); "—" for none. */
export const shortDay = (day: string | null | undefined) =>
  day
    ? new Date(day.length === 10 ? `${day}T12:00:00` : day).toLocaleDateString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
      })
    : "—";
