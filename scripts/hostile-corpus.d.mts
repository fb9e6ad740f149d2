/** One file of the hostile corpus (scripts/hostile-corpus.mjs). */
export interface HostileEntry {
  name: string;
  /** What the upload routes must answer: 200 when processed, else the 4xx of the rule it breaks. */
  status: 200 | 400 | 413 | 415 | 422;
  why: string;
  bytes: Uint8Array;
}
export function hostileCorpus(): Promise<HostileEntry[]>;
