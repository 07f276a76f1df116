/** GET /api/reports/workload: open cases per handler (and unassigned) by status and turnaround state. */
import type { components } from '@/types/schema';

type Schemas = components['schemas'];

export type Workload = Schemas['Workload'];

export type WorkloadHandler = Schemas['WorkloadHandler'];

/** A row's counts: the unassigned row has no id or name. */
export type WorkloadCounts = Schemas['WorkloadCounts'];
