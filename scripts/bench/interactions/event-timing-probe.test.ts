import { EVENT_TIMING_THRESHOLD_MS, interactionLatency } from './event-timing-probe';

describe('interactionLatency', () => {
  it('takes the longest input-to-next-paint of the interactions since the mark', () => {
    const entries = [
      { name: 'click', startTime: 100, duration: 180 },
      { name: 'pointerdown', startTime: 1000, duration: 40 },
      { name: 'click', startTime: 1002, duration: 72 },
    ];
    expect(interactionLatency(entries, 900)).toBe(72);
  });

  it('counts an interaction too quick for Event Timing to report as its threshold', () => {
    expect(interactionLatency([], 0)).toBe(EVENT_TIMING_THRESHOLD_MS);
  });
});
