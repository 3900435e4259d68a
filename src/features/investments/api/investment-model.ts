// The investment types and limits: investment-schema.ts and investment-read.ts.
export { MAX_INVESTMENT, type Backer, type Investment, type InvestmentStatus } from './investment-read';

export { ANONYMOUS_INVESTOR, receiptName } from './investment-read';

export const RECENT_INVESTORS = 5;
