import { accountsText } from "~/content/admin/accounts";

/**
 * The browsers and systems a staff member would recognise, by what their User-Agent says: a table of our
 * own rather than a parser library (bowser was tried: it names « Samsung Internet for Android sur Android »
 * and « Chrome sur Chrome OS », and would still need this much mapping to read as staff say it).
 * Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b|\biPod\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/**
 * A device as a person recognises it in « Mes sessions » and their passkeys: « Chrome sur Android »,
 * « Safari sur iPhone ». Undefined when neither the browser nor the system is known.
 */
export function deviceLabel(userAgent: string | null | undefined): string | undefined {
  const agent = userAgent ?? "";
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return accountsText.account.sessions.device(browser, system);
  return browser ?? system;
}
