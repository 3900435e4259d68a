// The investment types and limits come from investment-schema.ts.
export { MAX_INVESTMENT, type Backer, type Investment, type InvestmentStatus } from './investment-schema';

export { ANONYMOUS_INVESTOR, receiptName } from './investment-schema';

export const RECENT_INVESTORS = 5;
