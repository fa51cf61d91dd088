import { useCallback, useEffect, useRef, useState } from "react";

/** Spec sections 4 and 9: the bar rises by 10 every 500 ms up to 90 while the details are generated. */
export const PROGRESS_STEP = 10;
export const PROGRESS_EVERY_MS = 500;
export const PROGRESS_CEILING = 90;

/**
 * The generation's progress, told to `onChange`: start() from 0 rising while waiting, then finish(true)
 * for 100 or finish(false) for 0.
 */
export function progressTicker(onChange: (progress: number) => void) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let progress = 0;
  const set = (value: number) => {
    progress = value;
    onChange(value);
  };
  const stop = () => clearInterval(timer);
  return {
    start() {
      stop();
      set(0);
      timer = setInterval(() => set(Math.min(PROGRESS_CEILING, progress + PROGRESS_STEP)), PROGRESS_EVERY_MS);
    },
    finish(succeeded: boolean) {
      stop();
      set(succeeded ? 100 : 0);
    },
    stop,
  };
}

/** The AI generation's progress for the panel. */
export function useAiProgress() {
  const [progress, setProgress] = useState(0);
  const ticker = useRef<ReturnType<typeof progressTicker> | null>(null);
  ticker.current ??= progressTicker(setProgress);
  useEffect(() => () => ticker.current?.stop(), []);
  const start = useCallback(() => ticker.current?.start(), []);
  const finish = useCallback((succeeded: boolean) => ticker.current?.finish(succeeded), []);
  return { progress, start, finish };
}
