import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the tasks already queued, not in the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['queued task', 'after nextTask']);
  });
});
