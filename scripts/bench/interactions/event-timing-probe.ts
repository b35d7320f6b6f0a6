/** One Event Timing entry of a discrete input (it has an interactionId). */
export interface InteractionEntry {
  name: string;
  startTime: number;
  duration: number;
}

declare global {
  interface Window {
    __benchInteractions?: InteractionEntry[];
  }
}

/**
 * Records input-to-next-paint of every interaction the way INP does: Event Timing entries with
 * an interactionId, threshold 16 ms (the smallest the API allows). Plain JavaScript in a string
 * for the same reason as the page probe.
 */
export const EVENT_TIMING_PROBE = `(() => {
  const entries = [];
  window.__benchInteractions = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/** Event Timing reports nothing under its 16 ms threshold: such an interaction counts as 16 ms. */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/** The latency of the interactions since `since`: the longest entry, as INP takes it. */
export function interactionLatency(entries: readonly InteractionEntry[], since: number): number {
  const durations = entries
    .filter((entry) => entry.startTime >= since)
    .map((entry) => entry.duration);
  return Math.max(EVENT_TIMING_THRESHOLD_MS, ...durations);
}
