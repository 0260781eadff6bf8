/** When something happened, to the minute, in the staff member's own time zone: '11/25/2026, 3:04 PM'. */
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

export function formatMoment(iso: string): string {
  return MOMENT.format(new Date(iso));
}
