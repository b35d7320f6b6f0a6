import { useEffect, useRef, useState } from 'react';
import type { BusPayload, CartNotification } from '../contracts/events';
import { newCommandId } from './unique-id';
import { useBusListener } from './use-bus-listener';
import { useEventBus } from './event-bus-context';

/** The cart's commands that answer on `checkout:cart-notification`. */
export type CartCommandTopic = 'checkout:add-to-cart' | 'checkout:reorder';

/**
 * How long a sender waits for its answer before it may send again. The cart's owner answers every
 * command it receives, and the shell answers for it when it cannot start; this only frees a button
 * whose answer was lost (an owner released before commands carried ids never echoes one).
 */
export const CART_COMMAND_TIMEOUT_MS = 20_000;

export interface CartCommand<T extends CartCommandTopic> {
  /** Sends the command unless one is still waiting for its answer; returns whether it sent. */
  send: (command: Omit<BusPayload<T>, 'commandId'>) => boolean;
  /** True from sending until the cart's owner answers this command. */
  pending: boolean;
  /** The owner's answer to the last command sent, or null before it (or while one is pending). */
  outcome: CartNotification | null;
}

/**
 * Sends one of the cart's commands with its own id and follows its outcome: the notification that
 * carries the id back. Other notifications (another button's, another change's) leave it alone,
 * and a second press while one is pending sends nothing, so a double tap adds once.
 */
export function useCartCommand<T extends CartCommandTopic>(topic: T): CartCommand<T> {
  const bus = useEventBus();
  const waitingFor = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<CartNotification | null>(null);

  const settle = (answer: CartNotification | null) => {
    clearTimeout(timer.current);
    waitingFor.current = null;
    setPending(false);
    setOutcome(answer);
  };

  useBusListener('checkout:cart-notification', (notification) => {
    if (waitingFor.current === null || notification.commandId !== waitingFor.current) return;
    settle(notification);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (command: Omit<BusPayload<T>, 'commandId'>) => {
    if (waitingFor.current !== null) return false;
    const commandId = newCommandId();
    waitingFor.current = commandId;
    setPending(true);
    setOutcome(null);
    timer.current = setTimeout(() => settle(null), CART_COMMAND_TIMEOUT_MS);
    bus.publish(topic, { ...command, commandId } as BusPayload<T>);
    return true;
  };

  return { send, pending, outcome };
}
