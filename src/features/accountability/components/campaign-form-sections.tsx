// The use of funds and milestones as sections of the project form (src/app/campaign-form.tsx composes them).
import { useState } from 'react';
import type { ProjectFormSection } from '@/features/campaigns/api/project-form/project-form-values';
import type { PlanChange, PlanLine } from '@/features/accountability/api/use-of-funds/plan-model';
import { toPlanRows, validatePlanRows } from '@/features/accountability/api/use-of-funds/plan-form';
import { toMilestoneRows, type MilestoneChange } from '@/features/accountability/api/milestones/milestone-model';
import type { Milestone } from '@/features/accountability/api/milestones/milestone-read';
import { validateMilestoneRows } from '@/features/accountability/api/milestones/milestone-form';
import { UseOfFundsField } from './use-of-funds-field';
import { MilestonesField } from './milestones-field';

/** The plan's rows, sent as `useOfFunds`: left out while locked, null to remove one the project had. */
export function usePlanSection(initial: PlanLine[], locked: boolean, storedGoal: number): ProjectFormSection<PlanChange> {
  const [rows, setRows] = useState(() => toPlanRows(initial));
  return {
    name: 'useOfFunds',
    label: 'Use of funds',
    render: ({ goal, error, disabled, onEdit }) => (
      <UseOfFundsField
        rows={rows}
        onChange={(next) => {
          setRows(next);
          onEdit();
        }}
        goal={goal}
        error={error}
        locked={locked ? { lines: initial, goal: storedGoal } : undefined}
        disabled={disabled}
      />
    ),
    check: (goal) => {
      if (locked) return {};
      const plan = validatePlanRows(rows, goal);
      if (plan.error) return { error: plan.error };
      // None now and none before: nothing to send.
      return plan.lines || initial.length > 0 ? { sends: { useOfFunds: plan.lines ?? null } } : {};
    },
  };
}

/** The milestones' rows, sent as `milestones`: left out while locked, or when there are none now and none before. */
export function useMilestonesSection(initial: Milestone[], locked: boolean): ProjectFormSection<MilestoneChange> {
  const [rows, setRows] = useState(() => toMilestoneRows(initial));
  return {
    name: 'milestones',
    label: 'Milestones',
    render: ({ error, disabled, onEdit }) => (
      <MilestonesField
        rows={rows}
        onChange={(next) => {
          setRows(next);
          onEdit();
        }}
        error={error}
        locked={locked ? initial : undefined}
        disabled={disabled}
      />
    ),
    check: () => {
      if (locked) return {};
      const milestones = validateMilestoneRows(rows, initial);
      if (milestones.error) return { error: milestones.error };
      return milestones.milestones && (rows.length > 0 || initial.length > 0) ? { sends: { milestones: milestones.milestones } } : {};
    },
  };
}
