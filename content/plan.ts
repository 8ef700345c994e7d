/**
 * Plan gating (admin spec §6): features a plan may lack, and the lock tooltip each locked control shows.
 * Restricted files, the bridge letter and section customization say "Upgrade your plan to unlock this feature";
 * the integrations say "Upgrade to {plan} to …" with the plan that has them (Growth).
 */
import { message } from './messages.ts';
import type { PlanFeature } from './schemas/staff.ts';

/** The plan that includes the integrations. */
export const INTEGRATIONS_PLAN = 'Growth';

/** Which locked control a tooltip is for: integrations have one per panel. */
export type LockedControl = PlanFeature | 'bugBounty' | 'statusPage';

const UPGRADE_ACTIONS: Partial<Record<LockedControl, string>> = {
  integrations: 'connect integrations',
  bugBounty: 'connect your bug bounty program',
  statusPage: 'share your live status page',
};

/** The tooltip of a control locked by the plan. */
export function planLockTooltip(control: LockedControl): string {
  const action = UPGRADE_ACTIONS[control];
  return action ? message('planUpgradeTo', { plan: INTEGRATIONS_PLAN, action }) : message('planLocked');
}

/** Whether the plan includes a feature (the bug-bounty and status-page panels need `integrations`). */
export function planAllows(plan: { features: readonly string[] }, control: LockedControl): boolean {
  const feature = control === 'bugBounty' || control === 'statusPage' ? 'integrations' : control;
  return plan.features.includes(feature);
}
