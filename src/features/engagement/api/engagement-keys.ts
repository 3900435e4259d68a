// The data cache's keys of the engagement feature: in a file of their own, so the bell (use-inbox.ts)
// imports no hook or write of updates, questions and saved projects with them.
export const engagementKeys = {
  updates: (projectId: string) => ['engagement', 'updates', projectId] as const,
  questions: (projectId: string) => ['engagement', 'questions', projectId] as const,
  savedFlag: (uid: string, projectId: string) => ['engagement', 'saved-flag', uid, projectId] as const,
  savedList: (uid: string) => ['engagement', 'saved-list', uid] as const,
  inbox: (uid: string) => ['engagement', 'inbox', uid] as const,
};
