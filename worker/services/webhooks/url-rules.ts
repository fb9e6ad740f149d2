/**
 * Where a webhook may be sent (decision 033). Deployed (ENVIRONMENT=production) a URL must be `https`, carry no
 * credentials, use a normal port and never name a private, loopback, link-local, unique-local, CGNAT, multicast or
 * reserved address, nor `localhost`, `*.localhost`, `*.local` or `*.internal`; a name is resolved through DNS over
 * HTTPS (workerd has no resolver) and refused if any answer is private. Under development local receivers
 * (http://127.0.0.1:port) are allowed so webhooks can be tried offline. Pure, apart from the DoH fetch.
 */

export type UrlRule = "url" | "https" | "credentials" | "port" | "private-address" | "local-name" | "dns";

export interface UrlRefusal {
  rule: UrlRule;
  message: string;
}

export const urlRuleMessages = {
  url: "Enter a full URL, such as https://example.com/webhooks",
  scheme: "A webhook URL starts with http:// or https://",
  https: "A webhook URL must use https",
  credentials: "A webhook URL must not contain a user name or password",
  port: "A webhook URL must use port 443 or a port from 1024 to 65535",
  privateAddress: (host: string) =>
    `A webhook URL must not point to a private, loopback, link-local or reserved address (${host})`,
  localName: (host: string) => `A webhook URL must be a public host name, not ${host}`,
  resolvesPrivate: (host: string, address: string) =>
    `${host} resolves to ${address}, a private or reserved address; webhooks are only sent to public addresses`,
  noAddress: (host: string) => `${host} does not resolve to any address`,
  dnsUnavailable: (host: string) => `${host} could not be looked up just now; try again in a minute`,
} as const;

/** An IPv4 address as one 32-bit number, from the forms URL parsers accept: dotted, decimal, octal (0…) and hex (0x…). */
export function parseIPv4(host: string): number | null {
  const parts = host.split(".");
  if (parts.length === 0 || parts.length > 4) return null;
  const nums: number[] = [];
  for (const part of parts) {
    let n: number;
    if (/^0x[0-9a-f]*$/i.test(part)) n = part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) n = Number.parseInt(part, 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) n = Number(part);
    else return null;
    if (!Number.isFinite(n)) return null;
    nums.push(n);
  }
  const last = nums.pop() as number;
  if (nums.some((n) => n > 255) || last >= 256 ** (4 - nums.length)) return null;
  return nums.reduce((acc, n, i) => acc + n * 256 ** (3 - i), 0) + last;
}

const v4 = (a: number, b: number, c: number, d: number) => ((a * 256 + b) * 256 + c) * 256 + d;
/** [network, prefix length] of every IPv4 range a webhook must never reach. */
const PRIVATE_V4: [number, number][] = [
  [v4(0, 0, 0, 0), 8], // "this" network
  [v4(10, 0, 0, 0), 8], // private
  [v4(100, 64, 0, 0), 10], // CGNAT
  [v4(127, 0, 0, 0), 8], // loopback
  [v4(169, 254, 0, 0), 16], // link-local
  [v4(172, 16, 0, 0), 12], // private
  [v4(192, 0, 0, 0), 24], // IETF protocol assignments
  [v4(192, 0, 2, 0), 24], // documentation
  [v4(192, 88, 99, 0), 24], // 6to4 relay
  [v4(192, 168, 0, 0), 16], // private
  [v4(198, 18, 0, 0), 15], // benchmarking
  [v4(198, 51, 100, 0), 24], // documentation
  [v4(203, 0, 113, 0), 24], // documentation
  [v4(224, 0, 0, 0), 4], // multicast
  [v4(240, 0, 0, 0), 4], // reserved, broadcast
];

export function isPrivateIPv4(address: number): boolean {
  return PRIVATE_V4.some(
    ([net, bits]) => Math.floor(address / 2 ** (32 - bits)) === Math.floor(net / 2 ** (32 - bits)),
  );
}

/** An IPv6 address as eight 16-bit groups (with an embedded dotted IPv4 tail), or null. */
export function parseIPv6(host: string): number[] | null {
  let text = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(":")) return null;
  const lastColon = text.lastIndexOf(":");
  const maybeV4 = text.slice(lastColon + 1);
  if (maybeV4.includes(".")) {
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(maybeV4)) return null;
    const n = maybeV4.split(".").map(Number);
    if (n.some((x) => x > 255)) return null;
    const hex = (x: number) => x.toString(16);
    text = `${text.slice(0, lastColon + 1)}${hex(n[0]! * 256 + n[1]!)}:${hex(n[2]! * 256 + n[3]!)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const group = (s: string) => (s === "" ? [] : s.split(":"));
  const head = group(halves[0]!);
  const rest = halves.length === 2 ? group(halves[1]!) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  const known = head.length + rest.length;
  if (halves.length === 1 && known !== 8) return null;
  if (halves.length === 2 && known > 7) return null;
  const zeros = halves.length === 2 ? (Array(8 - known).fill(0) as number[]) : [];
  return [...head, ...zeros.map(String), ...rest].map((g) => Number.parseInt(g, 16));
}

export function isPrivateIPv6(g: number[]): boolean {
  const embedded = () => (g[6]! * 65536 + g[7]!) as number;
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return true; // unspecified ::
  if (zeroUpTo(7) && g[7] === 1) return true; // loopback ::1
  if (zeroUpTo(5) && g[5] === 0xffff) return isPrivateIPv4(embedded()); // v4-mapped ::ffff:a.b.c.d
  if (zeroUpTo(6)) return true; // v4-compatible (deprecated) ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPrivateIPv4(embedded()); // NAT64
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return true; // local-use NAT64
  if ((g[0]! & 0xfe00) === 0xfc00) return true; // unique-local fc00::/7
  if ((g[0]! & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((g[0]! & 0xffc0) === 0xfec0) return true; // site-local (deprecated) fec0::/10
  if ((g[0]! & 0xff00) === 0xff00) return true; // multicast ff00::/8
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  if (g[0] === 0x2002) return isPrivateIPv4(g[1]! * 65536 + g[2]!); // 6to4 wraps an IPv4 address
  if (g[0] === 0x0100 && zeroUpTo(4)) return true; // discard-only 100::/64
  return false;
}

/** Whether a host (a name or a literal address, IPv6 with or without brackets) is a literal private address. */
export function isPrivateAddress(host: string): boolean {
  const six = parseIPv6(host);
  if (six) return isPrivateIPv6(six);
  const four = parseIPv4(host);
  return four !== null && isPrivateIPv4(four);
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

export interface UrlCheck {
  url: URL;
  /** The host to resolve before sending, when it is a name (deployed only). */
  resolve: string | null;
}

/**
 * The URL rules without DNS: a refusal naming the rule, or the parsed URL (and, deployed, the name to resolve).
 * `production` is ENVIRONMENT=production; anything else is development, where local receivers are allowed.
 */
export function checkWebhookUrl(raw: string, production: boolean): UrlCheck | UrlRefusal {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { rule: "url", message: urlRuleMessages.url };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { rule: "url", message: urlRuleMessages.scheme };
  if (url.username || url.password) return { rule: "credentials", message: urlRuleMessages.credentials };
  if (!production) return { url, resolve: null };
  if (url.protocol !== "https:") return { rule: "https", message: urlRuleMessages.https };
  if (url.port && Number(url.port) !== 443 && Number(url.port) < 1024)
    return { rule: "port", message: urlRuleMessages.port };
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (isPrivateAddress(host)) return { rule: "private-address", message: urlRuleMessages.privateAddress(host) };
  if (parseIPv6(host) || parseIPv4(host) !== null) return { url, resolve: null };
  if (!host.includes(".") || LOCAL_NAMES.test(host))
    return { rule: "local-name", message: urlRuleMessages.localName(host) };
  return { url, resolve: host };
}

export const isRefusal = (check: UrlCheck | UrlRefusal): check is UrlRefusal => "rule" in check;

export const DEFAULT_DOH_URL = "https://cloudflare-dns.com/dns-query";

interface DohAnswer {
  Status?: number;
  Answer?: { type: number; data: string }[];
}

/**
 * Resolves a name's A and AAAA records through DNS over HTTPS (JSON form) and refuses it if there is no address or
 * any address is private. A DoH failure is a refusal under the `dns` rule with `unavailable` set (try again later).
 */
export async function resolvePublic(
  host: string,
  dohUrl: string = DEFAULT_DOH_URL,
  fetcher: typeof fetch = fetch,
): Promise<(UrlRefusal & { unavailable?: boolean }) | null> {
  const addresses: string[] = [];
  for (const [type, code] of [
    ["A", 1],
    ["AAAA", 28],
  ] as const) {
    let answer: DohAnswer;
    try {
      const res = await fetcher(`${dohUrl}?name=${encodeURIComponent(host)}&type=${type}`, {
        headers: { accept: "application/dns-json" },
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`DoH answered ${res.status}`);
      answer = (await res.json()) as DohAnswer;
    } catch {
      return { rule: "dns", message: urlRuleMessages.dnsUnavailable(host), unavailable: true };
    }
    for (const a of answer.Answer ?? []) if (a.type === code) addresses.push(a.data);
  }
  if (addresses.length === 0) return { rule: "dns", message: urlRuleMessages.noAddress(host) };
  const bad = addresses.find((a) => isPrivateAddress(a) || (parseIPv4(a) === null && parseIPv6(a) === null));
  return bad ? { rule: "private-address", message: urlRuleMessages.resolvesPrivate(host, bad) } : null;
}
