/**
 * A browser and its system, named from a user agent as the profile's device list shows them ("Chrome on
 * Android"). Read simply, by the tokens browsers are known to send, the most specific first (Edge and Samsung
 * Internet say "Chrome" too, Chrome says "Safari"); a user agent that names nothing known is null, and the page
 * says so in its language.
 */
export interface DeviceName {
  browser: string | null;
  system: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\//, 'Chrome'],
  [/\b(HeadlessChrome|Chromium)\//, 'Chromium'],
  [/\bChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function first(table: [RegExp, string][], userAgent: string): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

export function deviceName(userAgent: string): DeviceName {
  const text = userAgent.slice(0, 400);
  return { browser: first(BROWSERS, text), system: first(SYSTEMS, text) };
}
