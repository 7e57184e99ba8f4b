/** A reminder day (an offset from the due date) in words: "3 days before the due date". */
export function reminderDayLabel(day: number) {
  if (day === 0) return "On the due date";
  const days = Math.abs(day) === 1 ? "1 day" : `${Math.abs(day)} days`;
  return day < 0 ? `${days} before the due date` : `${days} after the due date`;
}
