import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import './toast.css';

export type ToastTone = 'success' | 'error';

/** Spec dashboard §8 "Toasts": success titled 'Success' for 3 s, error titled 'Error' for 5 s. */
const TITLES: Record<ToastTone, string> = { success: 'Success', error: 'Error' };
export const TOAST_DURATION_MS: Record<ToastTone, number> = { success: 3000, error: 5000 };
/** An error toast's message when the error has none of its own (spec dashboard §8). */
export const TOAST_FALLBACK_MESSAGE = 'An error occurred';

export interface Toasts {
  success(message: string): void;
  /** The error's message (an Error's, or a string), else TOAST_FALLBACK_MESSAGE. */
  error(reason?: unknown): void;
}

interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

function messageOf(reason: unknown): string {
  if (reason instanceof Error && reason.message) return reason.message;
  if (typeof reason === 'string' && reason) return reason;
  return TOAST_FALLBACK_MESSAGE;
}

/**
 * Without a provider (a screen rendered alone in a test) a toast has nowhere to show: it is
 * left in the console rather than throwing in the middle of the owner's work.
 */
const ToastContext = createContext<Toasts>({
  success: (message) => console.info(`Toast (no ToastProvider): ${message}`),
  error: (reason) => console.info(`Toast (no ToastProvider): ${messageOf(reason)}`),
});

/** Shows toasts from anywhere under a ToastProvider. */
export function useToast(): Toasts {
  return use(ToastContext);
}

interface ToastViewProps {
  toast: ToastItem;
  onDismiss: (id: number) => void;
}

/** One toast: it goes after its time, except while the pointer or the focus is on it. */
function ToastView({ toast, onDismiss }: ToastViewProps) {
  const [held, setHeld] = useState({ hover: false, focus: false });
  const paused = held.hover || held.focus;
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS[toast.tone]);
    return () => clearTimeout(timer);
  }, [paused, toast, onDismiss]);
  return (
    <li
      className={`ch-toast ch-toast--${toast.tone}`}
      onPointerEnter={() => setHeld((current) => ({ ...current, hover: true }))}
      onPointerLeave={() => setHeld((current) => ({ ...current, hover: false }))}
      onFocus={() => setHeld((current) => ({ ...current, focus: true }))}
      onBlur={() => setHeld((current) => ({ ...current, focus: false }))}
    >
      <div className="ch-toast__text">
        <p className="ch-toast__title">{TITLES[toast.tone]}</p>
        <p className="ch-toast__message">{toast.message}</p>
      </div>
      <button
        type="button"
        className="ch-toast__dismiss"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * The app's toasts (spec dashboard §8), bottom centre. The list is a polite live region that is
 * always in the page, so each new toast is read once it appears; it is marked as a top layer so
 * it stays readable and usable while a modal dialog hides the rest of the page.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const add = useCallback((tone: ToastTone, message: string) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, tone, message }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const api = useMemo<Toasts>(
    () => ({
      success: (message) => add('success', message),
      error: (reason) => add('error', messageOf(reason)),
    }),
    [add],
  );
  return (
    <ToastContext value={api}>
      {children}
      {createPortal(
        <section className="ch-toasts" aria-label="Notifications" data-react-aria-top-layer="">
          <ol className="ch-toasts__list" aria-live="polite" aria-relevant="additions">
            {toasts.map((toast) => (
              <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
          </ol>
        </section>,
        document.body,
      )}
    </ToastContext>
  );
}
