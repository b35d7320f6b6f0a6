import { act, lazy, Suspense, useState, type FormEvent, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DOCUMENT_HYDRATED_ATTRIBUTE, EARLY_INPUT_GLOBAL, ROOT_ELEMENT_ID } from '@shop/shared';
import { replayEarlyInput } from './replay-early-input';
import { startEarlyInputReplay } from './start-early-input-replay';
import { EARLY_INPUT_RECORDER } from '@shop/shared/contracts/early-input-recorder';

interface Subscription {
  email: string;
  size: string;
  agreed: boolean;
}

/** A form as the remotes write them: every field held in the component's state. */
function SubscribeForm({ onSubscribe }: { onSubscribe: (subscription: Subscription) => void }) {
  const [email, setEmail] = useState('');
  const [size, setSize] = useState('M');
  const [agreed, setAgreed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubscribe({ email, size, agreed });
  };
  return (
    // As Formik writes its forms: an action of "#", which works only with the script.
    <form action="#" onSubmit={submit}>
      <input aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <select aria-label="Size" value={size} onChange={(event) => setSize(event.target.value)}>
        <option>S</option>
        <option>M</option>
        <option>L</option>
      </select>
      <label>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        I agree
      </label>
      <button type="submit">Subscribe</button>
      <a href="#terms">Terms</a>
    </form>
  );
}

/** A disclosure whose open state is the component's, as the listing's filters are. */
function Disclosure({ onToggle }: { onToggle: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <details open={open}>
      <summary
        onClick={(event) => {
          event.preventDefault();
          onToggle();
          setOpen(!open);
        }}
      >
        Sizes
      </summary>
      <p>S M L</p>
    </details>
  );
}

let root: Root | undefined;
let container: HTMLElement;

/** The server's markup in the page's root, and the page server's recorder running, before any script. */
function serveMarkup(page: ReactElement = <SubscribeForm onSubscribe={() => undefined} />): void {
  container = document.createElement('div');
  container.id = ROOT_ELEMENT_ID;
  container.innerHTML = renderToString(page);
  document.body.append(container);
  new Function(EARLY_INPUT_RECORDER)();
}

/** What the shell's `HydratedMarker` does once it has the frame. */
const frameHydrated = () => document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, '');

/**
 * Each test's recorder stays on the document, as a page's does for its life: retired, it notes and
 * holds nothing more, so that the next test's page has one recorder, as a real page does.
 */
function retireRecorder(early = window[EARLY_INPUT_GLOBAL]): void {
  if (!early) return;
  early.events.length = 0;
  early.drain = undefined;
  Object.defineProperty(early, 'replaying', { get: () => true, set: () => undefined });
}

afterEach(() => {
  retireRecorder();
  document.documentElement.removeAttribute(DOCUMENT_HYDRATED_ATTRIBUTE);
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window[EARLY_INPUT_GLOBAL] = undefined;
});

test('what a shopper typed, chose, ticked and clicked before hydration reaches the form once React has it', async () => {
  serveMarkup();
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.it' } });
  fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'L' } });
  fireEvent.click(screen.getByLabelText('I agree'));
  const click = fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  // Held back: the form is not submitted natively, its fields in the URL.
  expect(click).toBe(false);

  const onSubscribe = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, <SubscribeForm onSubscribe={onSubscribe} />);
  });
  frameHydrated();
  await act(() => replayEarlyInput(window[EARLY_INPUT_GLOBAL]));

  await waitFor(() => expect(onSubscribe).toHaveBeenCalledTimes(1));
  expect(onSubscribe).toHaveBeenCalledWith({ email: 'anna@example.it', size: 'L', agreed: true });
  expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('anna@example.it');
  expect(screen.getByLabelText<HTMLInputElement>('I agree').checked).toBe(true);
});

test('links are never held back, nor anything React already owns', async () => {
  serveMarkup();
  expect(fireEvent.click(screen.getByRole('link', { name: 'Terms' }))).toBe(true);

  const onSubscribe = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, <SubscribeForm onSubscribe={onSubscribe} />);
  });
  frameHydrated();
  await act(() => replayEarlyInput(window[EARLY_INPUT_GLOBAL]));
  expect(onSubscribe).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(onSubscribe).toHaveBeenCalledTimes(1);
  expect(window[EARLY_INPUT_GLOBAL]?.events).toEqual([]);
});

test('what the shopper does on hydrated elements while earlier input waits for its replay reaches React after it', async () => {
  serveMarkup();
  // Ticked before hydration: noted, its replay still to come when the button is clicked.
  fireEvent.click(screen.getByLabelText('I agree'));

  const onSubscribe = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, <SubscribeForm onSubscribe={onSubscribe} />);
  });
  frameHydrated();
  // React owns the form now, but the tick has not reached it: the click and the typing wait.
  expect(fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))).toBe(false);
  expect(onSubscribe).not.toHaveBeenCalled();
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'carla@example.it' } });

  await act(() => replayEarlyInput(window[EARLY_INPUT_GLOBAL]));

  await waitFor(() => expect(onSubscribe).toHaveBeenCalledTimes(1));
  expect(onSubscribe).toHaveBeenCalledWith({ email: '', size: 'M', agreed: true });
  // Typed after the click: it reached the form after the subscription, as the shopper did it.
  expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('carla@example.it');
  expect(window[EARLY_INPUT_GLOBAL]?.events).toEqual([]);

  // Nothing waiting any more: the next click goes to React at once.
  expect(fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))).toBe(true);
  expect(onSubscribe).toHaveBeenLastCalledWith({
    email: 'carla@example.it',
    size: 'M',
    agreed: true,
  });
});

test('a click on a region whose code is still on its way is replayed once it has hydrated, not dropped', async () => {
  serveMarkup();
  container.innerHTML = `<!--$-->${container.innerHTML}<!--/$-->`;
  const onSubscribe = jest.fn();
  let arrive: () => void = () => undefined;
  const LazyForm = lazy(
    () =>
      new Promise<{ default: typeof SubscribeForm }>((resolve) => {
        arrive = () => resolve({ default: SubscribeForm });
      }),
  );
  await act(async () => {
    root = hydrateRoot(
      container,
      <Suspense fallback={null}>
        <LazyForm onSubscribe={onSubscribe} />
      </Suspense>,
    );
  });
  frameHydrated();
  // The replay's own code loads on the first event recorded from here.
  startEarlyInputReplay();

  // React listens on the root, but cannot hydrate the region before its code is there.
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'bruno@example.it' } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(onSubscribe).not.toHaveBeenCalled();

  await act(async () => arrive());
  await waitFor(() => expect(onSubscribe).toHaveBeenCalledTimes(1));
  expect(onSubscribe).toHaveBeenCalledWith({ email: 'bruno@example.it', size: 'M', agreed: false });
});

test('an element the browser rendered afresh is let go: nothing is replayed on the new one', async () => {
  serveMarkup();
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  container.innerHTML = '';

  await expect(replayEarlyInput(window[EARLY_INPUT_GLOBAL])).resolves.toBeUndefined();
});

test("a disclosure opened before hydration is opened by the component, not behind React's back", async () => {
  serveMarkup(<Disclosure onToggle={() => undefined} />);
  const details = container.querySelector('details') as HTMLDetailsElement;
  fireEvent.click(screen.getByText('Sizes'));
  // Not toggled natively: React's state would say closed while the page showed it open.
  expect(details.open).toBe(false);

  const onToggle = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, <Disclosure onToggle={onToggle} />);
  });
  frameHydrated();
  await act(() => replayEarlyInput(window[EARLY_INPUT_GLOBAL]));

  await waitFor(() => expect(details.open).toBe(true));
  expect(onToggle).toHaveBeenCalledTimes(1);
});

test('a field focused before hydration, and still focused, is reported to React once it has it', async () => {
  const Search = ({ onFocus }: { onFocus: () => void }) => (
    <input aria-label="Search" onFocus={onFocus} />
  );
  serveMarkup(<Search onFocus={() => undefined} />);
  screen.getByLabelText('Search').focus();

  const onFocus = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, <Search onFocus={onFocus} />);
  });
  frameHydrated();
  await act(() => replayEarlyInput(window[EARLY_INPUT_GLOBAL]));

  expect(onFocus).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(screen.getByLabelText('Search'));
});

test('a file chosen before hydration reaches the form with the click that sends it', async () => {
  const Upload = ({ onSend }: { onSend: (name: string | undefined) => void }) => {
    const [file, setFile] = useState<File | undefined>();
    return (
      <form
        action="#"
        onSubmit={(event) => {
          event.preventDefault();
          onSend(file?.name);
        }}
      >
        <input aria-label="CV" type="file" onChange={(event) => setFile(event.target.files?.[0])} />
        <button type="submit">Send</button>
      </form>
    );
  };
  serveMarkup(<Upload onSend={() => undefined} />);
  const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('CV'), { target: { files: [cv] } });
  expect(fireEvent.click(screen.getByRole('button', { name: 'Send' }))).toBe(false);

  const onSend = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, <Upload onSend={onSend} />);
  });
  frameHydrated();
  await act(() => replayEarlyInput(window[EARLY_INPUT_GLOBAL]));

  await waitFor(() => expect(onSend).toHaveBeenCalledWith('cv.pdf'));
});

test('a box ticked while earlier input waits for its replay stays ticked on screen until its own', async () => {
  serveMarkup();
  // Typed before hydration: its replay re-renders the form, which owns the box's state.
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'dora@example.it' } });
  const onSubscribe = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, <SubscribeForm onSubscribe={onSubscribe} />);
  });
  frameHydrated();
  // React owns the box, but the typing has not reached it: the tick is held behind it.
  const box = screen.getByLabelText<HTMLInputElement>('I agree');
  fireEvent.click(box);
  expect(box.checked).toBe(true);

  // What the shopper sees between one task and the next while the replay runs.
  const seen: boolean[] = [];
  const sampler = setInterval(() => seen.push(box.checked), 0);
  await act(() => replayEarlyInput(window[EARLY_INPUT_GLOBAL]));
  clearInterval(sampler);

  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every(Boolean)).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(onSubscribe).toHaveBeenCalledWith({ email: 'dora@example.it', size: 'M', agreed: true });
});
