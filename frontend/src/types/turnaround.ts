/** Turnaround targets (GET/PUT /api/settings/turnaround) and the turnaround report (GET /api/reports/turnaround). */
import type { components } from '@/types/schema';

type Schemas = components['schemas'];

/** The default target and per-company targets, whole working days 1-250. */
export type TurnaroundSettings = Schemas['TurnaroundTargets'];

export type TurnaroundReport = Schemas['TurnaroundReport'];

/** One month of one company (or "All companies"): cases sent, how many on time, the medians. */
export type TurnaroundRow = Schemas['TurnaroundRow'];
