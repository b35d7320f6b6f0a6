import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves after the tasks already queued, not in the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['queued task', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
