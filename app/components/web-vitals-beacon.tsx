import { useEffect } from "react";
import {
  MAX_SAMPLES_PER_REQUEST,
  WEB_VITALS_ENDPOINT,
  type WebVitalBeaconSample,
} from "../../lib/web-vitals";

let started = false;

function send(samples: WebVitalBeaconSample[]) {
  const body = JSON.stringify(samples);
  // A string goes as text/plain, which sendBeacon may send without a preflight; the API reads it as JSON.
  if (navigator.sendBeacon?.(WEB_VITALS_ENDPOINT, body)) return;
  fetch(WEB_VITALS_ENDPOINT, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "content-type": "application/json" },
  }).catch(() => undefined);
}

/**
 * Reports the page's Core Web Vitals (LCP, INP, CLS, FCP, TTFB) to the shop once it is hidden or left.
 * web-vitals loads after hydration, outside the initial bundle. Renders nothing.
 */
export function WebVitalsBeacon() {
  useEffect(() => {
    if (started) return;
    started = true;
    // Metrics describe the page that was loaded, even after client-side navigation.
    const url = window.location.pathname;
    const queue: WebVitalBeaconSample[] = [];
    const flush = () => {
      while (queue.length > 0) send(queue.splice(0, MAX_SAMPLES_PER_REQUEST));
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") flush();
    };
    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("pagehide", flush);
    import("web-vitals")
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const report = ({ name, value }: { name: WebVitalBeaconSample["metric"]; value: number }) => {
          queue.push({ metric: name, value: Math.max(0, value), timestamp: Date.now(), url });
        };
        for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
      })
      .catch(() => undefined);
  }, []);
  return null;
}
