import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEscapeKey } from './use-escape-key';

function Layer({
  name,
  onEscape,
  enabled,
}: {
  name: string;
  onEscape: () => void;
  enabled?: boolean;
}) {
  useEscapeKey(onEscape, enabled);
  return <p>{name}</p>;
}

describe('useEscapeKey', () => {
  it('closes only the layer opened last, then the one below', async () => {
    const user = userEvent.setup();
    const popup = jest.fn();
    const modal = jest.fn();
    const { rerender } = render(
      <>
        <Layer name="popup" onEscape={popup} />
        <Layer name="modal" onEscape={modal} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(modal).toHaveBeenCalledTimes(1);
    expect(popup).not.toHaveBeenCalled();

    rerender(<Layer name="popup" onEscape={popup} />);
    await user.keyboard('{Escape}');
    expect(popup).toHaveBeenCalledTimes(1);
    expect(modal).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys, disabled layers and an Escape already handled by a control', async () => {
    const user = userEvent.setup();
    const onEscape = jest.fn();
    const { rerender } = render(<Layer name="popup" onEscape={onEscape} enabled={false} />);
    await user.keyboard('{Escape}');
    expect(onEscape).not.toHaveBeenCalled();

    rerender(<Layer name="popup" onEscape={onEscape} />);
    await user.keyboard('{Enter}');
    expect(onEscape).not.toHaveBeenCalled();

    const handled = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
    });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(onEscape).not.toHaveBeenCalled();
  });
});
