import { useCallback, useEffect, useRef, useState } from "react";

/** Spec sections 4 and 9: the bar rises by 10 every 500 ms up to 90 while the details are generated. */
const STEP = 10;
const EVERY_MS = 500;
const CEILING = 90;

/** The AI generation's progress: start() while waiting, then finish(true) for 100 or finish(false) for 0. */
export function useAiProgress() {
  const [progress, setProgress] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  const stop = () => window.clearInterval(timer.current);
  useEffect(() => stop, []);
  const start = useCallback(() => {
    stop();
    setProgress(0);
    timer.current = window.setInterval(() => setProgress((p) => Math.min(CEILING, p + STEP)), EVERY_MS);
  }, []);
  const finish = useCallback((succeeded: boolean) => {
    stop();
    setProgress(succeeded ? 100 : 0);
  }, []);
  return { progress, start, finish };
}
