import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

type Entry = { isIntersecting: boolean; boundingClientRect: { top: number } };
type Callback = (entries: Entry[]) => void;
const below = { top: 10_000 };
const observed: { element: Element; callback: Callback }[] = [];

class FakeIntersectionObserver {
  constructor(private readonly callback: Callback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {}
}

function Block({ shown }: { shown: boolean }) {
  const { near, ref } = useNearViewport('100px');
  return shown ? <div ref={ref}>{near ? 'loaded' : 'waiting'}</div> : null;
}

beforeEach(() => {
  observed.length = 0;
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
});

test('waits until the element nears the viewport, then stays loaded', () => {
  render(<Block shown />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  act(() => observed[0]?.callback([{ isIntersecting: true, boundingClientRect: { top: 0 } }]));
  expect(screen.getByText('loaded')).toBeInTheDocument();
});

test('watches an element that appears later, as the footer block after the newsletter page', () => {
  const { rerender } = render(<Block shown={false} />);
  expect(observed).toHaveLength(0);
  rerender(<Block shown />);
  expect(observed).toHaveLength(1);
  act(() => observed[0]?.callback([{ isIntersecting: true, boundingClientRect: { top: 0 } }]));
  expect(screen.getByText('loaded')).toBeInTheDocument();
});

test('loads an element the shopper scrolled past in one jump, never seen intersecting', () => {
  render(<Block shown />);
  const element = screen.getByText('waiting');
  element.getBoundingClientRect = () => ({ top: -400 }) as DOMRect;

  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });

  expect(screen.getByText('loaded')).toBeInTheDocument();
});

test('does not load on a scroll that leaves the element below the margin', () => {
  render(<Block shown />);
  const element = screen.getByText('waiting');
  element.getBoundingClientRect = () => ({ top: window.innerHeight + 300 }) as DOMRect;

  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });

  expect(screen.getByText('waiting')).toBeInTheDocument();
});

test('loads an element the shopper had scrolled past before the scripts ran, as it starts watching', () => {
  render(<Block shown />);
  // The observer's first report: above the viewport, out of the margin, not intersecting.
  act(() => observed[0]?.callback([{ isIntersecting: false, boundingClientRect: { top: -900 } }]));
  expect(screen.getByText('loaded')).toBeInTheDocument();
});

test('keeps waiting when the first report finds the element below the margin', () => {
  render(<Block shown />);
  act(() => observed[0]?.callback([{ isIntersecting: false, boundingClientRect: below }]));
  expect(screen.getByText('waiting')).toBeInTheDocument();
});
