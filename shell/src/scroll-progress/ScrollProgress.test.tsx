import { act, render } from '@testing-library/react';
import { ScrollProgress } from './ScrollProgress';

function fill(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('.scroll-progress__fill');
  if (!element) throw new Error('no fill');
  return element;
}

describe('ScrollProgress', () => {
  let pageHeight: jest.SpyInstance<number>;

  beforeEach(() => {
    jest.useFakeTimers();
    pageHeight = jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(3000);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  });

  afterEach(() => {
    jest.useRealTimers();
    pageHeight.mockRestore();
  });

  it('starts empty without measuring the page, which is still arriving', () => {
    const { container } = render(<ScrollProgress />);
    act(() => jest.runAllTimers());
    expect(fill(container).style.transform).toBe('scaleY(0)');
    expect(pageHeight).not.toHaveBeenCalled();
  });

  it('fills as far as the shopper has scrolled, once per frame', () => {
    const { container } = render(<ScrollProgress />);
    act(() => {
      Object.assign(window, { scrollY: 1000 });
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
      jest.runAllTimers();
    });
    expect(fill(container).style.transform).toBe('scaleY(0.5)');
    expect(pageHeight).toHaveBeenCalledTimes(1);
  });

  it('is hidden from assistive technology', () => {
    const { container } = render(<ScrollProgress />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
