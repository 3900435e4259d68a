// Reading projects/{id}/useOfFunds/plan by planSchema's fields, without the schema library.
import { readDoc, type ReadKinds } from '@/lib/read-doc';
import { readPlan, type PlanLine } from './plan-model';
import type { StoredPlan } from './plan-schema';

export const planKinds = { lines: 'records', total: 'number', updatedAt: 'timestamp' } as const satisfies ReadKinds<StoredPlan>;

/** A stored plan's lines (those with a label and an amount). */
export const readPlanDoc = (data: Record<string, unknown>): PlanLine[] => readPlan(readDoc<StoredPlan>(planKinds, data).lines);
