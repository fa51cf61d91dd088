const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = keyof typeof LEVELS;

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info")) as Level;
  return LEVELS[configured] ?? LEVELS.info;
}

function write(level: Exclude<Level, "silent">, message: string, detail?: unknown) {
  if (LEVELS[level] < threshold()) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}`;
  const stream = level === "error" || level === "warn" ? console.error : console.log;
  if (detail === undefined) stream(line);
  else stream(line, detail instanceof Error ? (detail.stack ?? detail.message) : detail);
}

export const log = {
  debug: (message: string, detail?: unknown) => write("debug", message, detail),
  info: (message: string, detail?: unknown) => write("info", message, detail),
  warn: (message: string, detail?: unknown) => write("warn", message, detail),
  error: (message: string, detail?: unknown) => write("error", message, detail),
};
