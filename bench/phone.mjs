// The phone the start benches load the page on (bench/startup.mjs, bench/start-trace.mjs):
// headless Chromium in a fresh persistent profile, 390×844 at device pixel ratio 3, touch,
// and none of the browser's own background traffic.
import { chromium } from 'playwright-core';

/** Opens a browser context on the profile folder `profile`. */
export function launchPhone(profile) {
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
}
