import { REPORT_REASONS, type ReportReason } from '@marketplace/contracts';

/** The reporters' words a row carries at most; the counts cover every report. */
const MAX_DETAILS = 5;

/**
 * What a moderator reads of a reported listing, review, person or message: each reason with how many open reports
 * give it, the most frequent first, and the newest of the reporters' own words.
 */
export function tallyReports<Reason extends string = ReportReason>(
  reasons: Reason[],
  details: Array<string | null>,
  order: readonly Reason[] = REPORT_REASONS as readonly string[] as readonly Reason[],
) {
  const counts = new Map<Reason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return {
    reasons: [...counts]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || order.indexOf(a.reason) - order.indexOf(b.reason)),
    details: details.filter((text): text is string => Boolean(text)).slice(0, MAX_DETAILS),
  };
}
