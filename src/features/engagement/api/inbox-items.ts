// What's new's list, made of what inbox-items-api.ts read when the panel opened: loaded with it
// (use-inbox.ts), so a page view's bell carries none of this.
import { formatUsd } from '@/utils/format';
import { INVESTMENT_STATE_TEXT } from '@/features/investments/api/investment-state';
import type { SpendingEntry } from '@/features/accountability/api/spending/spending-read';
import type { CampaignUpdate, Question } from './engagement-read';
import type { HandledReport, InboxItem, InboxOutcome } from './engagement-model';
import { investmentDayText, NO_FOUNDER_NEWS, type FounderNews } from './founder-news';
import type { fetchInboxItems } from './inbox-items-api';

export const handledReportText = (status: HandledReport['status']) =>
  status === 'dismissed' ? 'The admin reviewed your report and took no action.' : 'The admin acted on your report.';

/** What What's new says of an entry of spending: "Spending recorded: $1,200 for …", or that it corrects an earlier entry. */
export const spendingNewsText = (entry: Pick<SpendingEntry, 'amount' | 'paidFor' | 'corrects'>) =>
  entry.corrects
    ? `Spending corrected: ${formatUsd(entry.amount)} on an earlier entry (${entry.paidFor})`
    : `Spending recorded: ${formatUsd(entry.amount)} for ${entry.paidFor}`;

/**
 * Updates, answers, handled reports, what became of the reader's investments, for a founder, the
 * admin's actions and new investments by day, and spending on followed projects, newest first.
 */
export function mergeInbox(
  updates: CampaignUpdate[],
  answers: Question[],
  reports: HandledReport[] = [],
  outcomes: InboxOutcome[] = [],
  founderNews: FounderNews = NO_FOUNDER_NEWS,
  spending: SpendingEntry[] = [],
  now = new Date(),
) {
  const items: InboxItem[] = [
    ...spending.map((entry) => ({
      kind: 'spending' as const,
      id: `s-${entry.projectId}-${entry.id}`,
      projectId: entry.projectId,
      projectTitle: entry.projectTitle,
      title: spendingNewsText(entry),
      at: entry.createdAt,
    })),
    ...updates.map((u) => ({
      kind: 'update' as const,
      id: `u-${u.projectId}-${u.id}`,
      projectId: u.projectId,
      projectTitle: u.projectTitle,
      title: u.title,
      at: u.createdAt,
    })),
    ...answers.map((q) => ({
      kind: 'answer' as const,
      id: `a-${q.projectId}-${q.id}`,
      projectId: q.projectId,
      projectTitle: q.projectTitle,
      title: q.text,
      at: q.answeredAt,
    })),
    ...reports.map((r) => ({
      kind: 'report' as const,
      id: `r-${r.projectId}`,
      projectId: r.projectId,
      projectTitle: r.projectTitle,
      title: handledReportText(r.status),
      at: r.handledAt,
    })),
    ...outcomes.map((o) => ({
      kind: 'outcome' as const,
      id: `o-${o.projectId}`,
      projectId: o.projectId,
      projectTitle: o.projectTitle,
      title: o.note,
      at: o.endedAt,
      state: o.state,
    })),
    ...founderNews.adminNews.map((news) => ({ kind: 'admin' as const, ...news, id: `ad-${news.id}` })),
    ...founderNews.questionNews.map((news) => ({ kind: 'question' as const, ...news, id: `q-${news.projectId}-${news.id}` })),
    ...founderNews.requestNews.map((news) => ({ kind: 'requests' as const, ...news, id: `ur-${news.projectId}` })),
    ...founderNews.investmentDays.map((day) => ({
      kind: 'investments' as const,
      id: `i-${day.projectId}-${day.day}`,
      projectId: day.projectId,
      projectTitle: day.projectTitle,
      title: investmentDayText(day, now),
      at: day.at,
    })),
  ].sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
  return { items };
}

/** The line above an item's title: what kind of news it is, and about which project. */
const headingOf = (item: InboxItem): string => {
  if (item.kind === 'update') return `New update on ${item.projectTitle}`;
  if (item.kind === 'spending') return `Spending on ${item.projectTitle}`;
  if (item.kind === 'report') return `Your report on ${item.projectTitle} was handled`;
  if (item.kind === 'outcome') return `Your investment in ${item.projectTitle} was ${INVESTMENT_STATE_TEXT[item.state]}`;
  if (item.kind === 'admin') return `Your project ${item.projectTitle}`;
  if (item.kind === 'investments') return `New investments in ${item.projectTitle}`;
  if (item.kind === 'question') return `New question on ${item.projectTitle}`;
  if (item.kind === 'cancel-reminder') return `Last day to cancel your investment in ${item.projectTitle}`;
  if (item.kind === 'ending-reminder') return `${item.projectTitle} ends in 48 hours`;
  if (item.kind === 'milestone-due') return `A milestone of ${item.projectTitle} is due soon`;
  if (item.kind === 'milestone-late') return `A milestone of ${item.projectTitle} is late`;
  if (item.kind === 'requests') return `Backers asked for an update on ${item.projectTitle}`;
  return `${item.projectTitle} answered your question`;
};

/** An item as the panel shows it. */
export type InboxEntry = InboxItem & { heading: string };

/** The panel's items: reminders first, the soonest first; then the rest, newest first. */
export function inboxItemsOf(read: Awaited<ReturnType<typeof fetchInboxItems>>): InboxEntry[] {
  return [
    ...(read.reminders ?? []),
    ...mergeInbox(read.updates, read.answers, read.reports, read.outcomes, read.founderNews, read.spending).items,
  ].map((item) => ({ ...item, heading: headingOf(item) }));
}
