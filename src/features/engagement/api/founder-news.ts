// What a founder hears in What's new: what the admin did to their projects (the audit
// entries about them, which the rules let a creator list) and a daily summary of new investments in
// them (the investments stamped with their uid). Computed when they open it: nothing is written.
import { formatDate, formatUsd } from '@/utils/format';
import { auditSentence } from '@/features/audit/api/audit-sentence';
import type { AuditEntry } from '@/features/audit/api/audit-model';
import type { Investment } from '@/features/investments/api/investment-read';
import type { Question } from './engagement-read';

/** One line of a founder's What's new about one of their projects: an admin action, or a question asked. */
type ProjectNews = { projectId: string; projectTitle: string; id: string; title: string; at: Date | null };
export type AdminNews = ProjectNews;
export type InvestmentDay = { projectId: string; projectTitle: string; day: string; investors: number; amount: number; at: Date };
export type QuestionNews = ProjectNews;
/** Backers' requests for an update the founder has not answered yet (update-requests/). */
export type RequestNews = ProjectNews;
export type FounderNews = {
  adminNews: AdminNews[];
  investmentDays: InvestmentDay[];
  questionNews: QuestionNews[];
  requestNews: RequestNews[];
};
export const NO_FOUNDER_NEWS: FounderNews = { adminNews: [], investmentDays: [], questionNews: [], requestNews: [] };

/** Each question asked on the founder's projects, by the asker's shown name; not one the founder posted themselves. */
export function questionNewsOf(questions: Question[]): QuestionNews[] {
  return questions
    .filter((question) => question.askerRole !== 'founder')
    .map((question) => ({
      projectId: question.projectId,
      projectTitle: question.projectTitle,
      id: question.id,
      title: `${question.askerName} asked: ${question.text}`,
      at: question.createdAt,
    }));
}

/** Each admin action about the founder's projects, as its one sentence (a report's never names the reporter). */
export function adminNewsOf(entries: AuditEntry[]): AdminNews[] {
  return entries.map((entry) => ({
    projectId: entry.projectId,
    projectTitle: entry.projectTitle,
    id: entry.id,
    title: `${auditSentence(entry)}.`,
    at: entry.at,
  }));
}

/** A local calendar day, as a key. */
const dayKey = (at: Date) => `${at.getFullYear()}-${at.getMonth() + 1}-${at.getDate()}`;

/**
 * The active investments of each project, one entry per project and local day: how many people (an
 * investor who invested twice that day counts once) and how much. `at` is the day's latest investment.
 */
export function investmentDays(investments: Investment[]): InvestmentDay[] {
  const days = new Map<string, InvestmentDay & { people: Set<string> }>();
  for (const investment of investments) {
    if (investment.status !== 'active' || !investment.createdAt) continue;
    const key = `${investment.projectId} ${dayKey(investment.createdAt)}`;
    const day = days.get(key) ?? {
      projectId: investment.projectId,
      projectTitle: investment.projectTitle,
      day: dayKey(investment.createdAt),
      investors: 0,
      amount: 0,
      at: investment.createdAt,
      people: new Set<string>(),
    };
    day.people.add(investment.investorId);
    day.investors = day.people.size;
    day.amount += investment.amount;
    if (investment.createdAt > day.at) day.at = investment.createdAt;
    days.set(key, day);
  }
  return [...days.values()].map(({ people: _people, ...day }) => day);
}

/** "3 new investors, $1,250 yesterday": the day said as today, yesterday or its date. */
export function investmentDayText(day: Pick<InvestmentDay, 'investors' | 'amount' | 'at'>, now: Date): string {
  const people = `${day.investors} new ${day.investors === 1 ? 'investor' : 'investors'}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  const when = dayKey(day.at) === dayKey(now) ? 'today' : dayKey(day.at) === dayKey(yesterday) ? 'yesterday' : `on ${formatDate(day.at)}`;
  return `${people}, ${formatUsd(day.amount)} ${when}`;
}
