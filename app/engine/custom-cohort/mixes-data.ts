import { BUDGET_BANDS as B } from "../catalog";
import type { Weighted } from "../types";

// Budget-band mixes and a role mix that several cue rules share.

export const LOW_BUDGETS: Weighted<string>[] = [
  [B.minimal, 40],
  [B.low, 40],
  [B.moderate, 20],
];
export const HIGH_BUDGETS: Weighted<string>[] = [
  [B.moderate, 20],
  [B.comfortable, 50],
  [B.business, 30],
];
export const CONSUMER_BUDGETS: Weighted<string>[] = [
  [B.minimal, 30],
  [B.low, 34],
  [B.moderate, 24],
  [B.comfortable, 12],
];
export const SMB_BUDGETS: Weighted<string>[] = [
  [B.low, 18],
  [B.moderate, 34],
  [B.comfortable, 36],
  [B.business, 12],
];
export const ENTERPRISE_BUDGETS: Weighted<string>[] = [
  [B.business, 20],
  [B.department, 35],
  [B.enterprise, 33],
  [B.strategic, 12],
];
/** What a team at a company of 100-1,000 people can spend on a tool: more than a shop, less than a corporation. */
export const MIDSIZE_BUDGETS: Weighted<string>[] = [
  [B.comfortable, 25],
  [B.business, 45],
  [B.department, 30],
];
export const TECH_BUDGETS: Weighted<string>[] = [
  [B.low, 15],
  [B.moderate, 30],
  [B.comfortable, 38],
  [B.business, 17],
];

export const NIGHT_WORK: ReadonlyArray<readonly [string, number]> = [
  ["Night-shift Nurse", 4],
  ["Paramedic", 2],
  ["Warehouse Associate", 2],
  ["Police Officer", 1],
  ["Firefighter", 1],
  ["Truck Driver", 2],
  ["Emergency Room Nurse", 2],
  ["Bartender", 1],
];
