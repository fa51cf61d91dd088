import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "../link";

export type ToastType = "success" | "error" | "info";

interface Toast {
  id: number;
  type: ToastType;
  text: string;
  link?: { to: string; label: string };
  leaving: boolean;
}

interface ToastApi {
  show(type: ToastType, text: string, options?: { duration?: number; link?: Toast["link"] }): void;
}

// Spec section 9: toasts fade after 3000 ms and are removed 300 ms later;
// the cart notification shows 3000 ms and is removed at 3500 ms.
const TOAST_MS = 3000;
const REMOVE_AFTER_MS = 300;

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <Toaster>");
  return api;
}

export function Toaster({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback<ToastApi["show"]>((type, text, options = {}) => {
    const id = nextId.current++;
    const duration = options.duration ?? TOAST_MS;
    setToasts((list) => [...list.slice(-3), { id, type, text, link: options.link, leaving: false }]);
    setTimeout(
      () => setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t))),
      duration,
    );
    setTimeout(
      () => setToasts((list) => list.filter((t) => t.id !== id)),
      duration + (options.link ? 500 : REMOVE_AFTER_MS),
    );
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-lg px-4 py-3 text-sm shadow-lg transition-opacity duration-300 ${
              t.leaving ? "opacity-0" : "opacity-100"
            } ${t.type === "error" ? "bg-red-700 text-white" : t.type === "success" ? "bg-emerald-700 text-white" : "bg-stone-800 text-white"}`}
          >
            <span>{t.text}</span>
            {t.link && (
              <Link to={t.link.to} className="font-semibold underline">
                {t.link.label}
              </Link>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a server-side flash message (a form posted without JavaScript) once the page is interactive. */
export function FlashToast({ message }: { message: { type: ToastType; text: string } | null }) {
  const { show } = useToast();
  useEffect(() => {
    if (message) show(message.type, message.text);
  }, [message, show]);
  return null;
}
