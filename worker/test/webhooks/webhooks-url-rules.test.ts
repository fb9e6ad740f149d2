import { describe, expect, it } from "vitest";
import {
  checkWebhookUrl,
  isPrivateAddress,
  isRefusal,
  parseIPv4,
  parseIPv6,
  resolvePublic,
} from "../../services/webhooks/url-rules";

const ruleOf = (url: string, production = true) => {
  const check = checkWebhookUrl(url, production);
  return isRefusal(check) ? check.rule : null;
};

describe("webhook URL rules (pure)", () => {
  it("reads IPv4 in dotted, decimal, octal and hex forms", () => {
    expect(parseIPv4("127.0.0.1")).toBe(0x7f000001);
    expect(parseIPv4("2130706433")).toBe(0x7f000001);
    expect(parseIPv4("0x7f.1")).toBe(0x7f000001);
    expect(parseIPv4("0177.0.0.01")).toBe(0x7f000001);
    expect(parseIPv4("10.1")).toBe(0x0a000001);
    expect(parseIPv4("256.0.0.1")).toBeNull();
    expect(parseIPv4("example.com")).toBeNull();
  });

  it("reads IPv6, compressed, with an IPv4 tail and in brackets", () => {
    expect(parseIPv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("[fe80::1%eth0]")).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("::ffff:10.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0a00, 1]);
    expect(parseIPv6("1:2:3:4:5:6:7:8:9")).toBeNull();
    expect(parseIPv6("10.0.0.1")).toBeNull();
  });

  it("knows the private, loopback, link-local, unique-local, CGNAT, multicast and reserved ranges", () => {
    for (const a of [
      "0.0.0.0",
      "10.2.3.4",
      "100.64.0.1",
      "100.127.255.255",
      "127.0.0.1",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "192.0.0.8",
      "198.18.0.1",
      "224.0.0.1",
      "239.1.2.3",
      "255.255.255.255",
      "::",
      "::1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "64:ff9b::a00:1",
      "2001:db8::1",
      "2002:c0a8:101::1",
      "[::1]",
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of [
      "8.8.8.8",
      "93.184.216.34",
      "100.63.255.255",
      "100.128.0.0",
      "172.32.0.1",
      "192.169.0.1",
      "2606:4700::1111",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
      "example.com",
    ])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it("production: https, no credentials, a normal port, no private literal, no local names", () => {
    expect(ruleOf("https://hooks.example.com/x")).toBeNull();
    expect(ruleOf("https://hooks.example.com:8443/x")).toBeNull();
    expect(ruleOf("https://8.8.8.8/x")).toBeNull();
    expect(ruleOf("http://hooks.example.com/x")).toBe("https");
    expect(ruleOf("https://u:p@hooks.example.com/x")).toBe("credentials");
    expect(ruleOf("https://hooks.example.com:25/x")).toBe("port");
    expect(ruleOf("https://2130706433/x")).toBe("private-address");
    expect(ruleOf("https://0x0a.0.0.1/x")).toBe("private-address");
    expect(ruleOf("https://[::ffff:10.0.0.1]/x")).toBe("private-address");
    expect(ruleOf("https://[fd00::5]/x")).toBe("private-address");
    expect(ruleOf("https://localhost/x")).toBe("local-name");
    expect(ruleOf("https://LOCALHOST./x")).toBe("local-name");
    expect(ruleOf("https://a.b.localhost/x")).toBe("local-name");
    expect(ruleOf("https://nas.local/x")).toBe("local-name");
    expect(ruleOf("https://metadata.google.internal/x")).toBe("local-name");
    expect(ruleOf("https://intranet/x")).toBe("local-name");
    expect(ruleOf("not a url")).toBe("url");
    expect(ruleOf("javascript:alert(1)")).toBe("url");
    const check = checkWebhookUrl("https://hooks.example.com/x", true);
    expect(!isRefusal(check) && check.resolve).toBe("hooks.example.com");
  });

  it("development: local receivers over http are allowed, credentials still are not", () => {
    expect(ruleOf("http://127.0.0.1:8788/hook", false)).toBeNull();
    expect(ruleOf("http://localhost:3000/hook", false)).toBeNull();
    expect(ruleOf("http://u:p@127.0.0.1/hook", false)).toBe("credentials");
    expect(ruleOf("file:///etc/passwd", false)).toBe("url");
  });

  it("resolution refuses a name with any private answer, none at all, or an unreachable resolver", async () => {
    const doh = (answers: Record<string, { type: number; data: string }[]>) =>
      (async (input: RequestInfo | URL) => {
        const type = new URL(String(input)).searchParams.get("type")!;
        return Response.json({ Status: 0, Answer: answers[type] ?? [] });
      }) as typeof fetch;
    expect(
      await resolvePublic("a.example", "https://doh.test/q", doh({ A: [{ type: 1, data: "93.184.216.34" }] })),
    ).toBeNull();
    expect(
      (
        await resolvePublic(
          "a.example",
          "https://doh.test/q",
          doh({ A: [{ type: 1, data: "93.184.216.34" }], AAAA: [{ type: 28, data: "::1" }] }),
        )
      )?.rule,
    ).toBe("private-address");
    // A CNAME in the answer is skipped; the addresses it leads to are checked.
    expect(
      (
        await resolvePublic(
          "a.example",
          "https://doh.test/q",
          doh({
            A: [
              { type: 5, data: "b.example." },
              { type: 1, data: "10.0.0.1" },
            ],
          }),
        )
      )?.rule,
    ).toBe("private-address");
    expect((await resolvePublic("a.example", "https://doh.test/q", doh({})))?.rule).toBe("dns");
    const down = (async () => new Response("no", { status: 502 })) as typeof fetch;
    expect(await resolvePublic("a.example", "https://doh.test/q", down)).toMatchObject({
      rule: "dns",
      unavailable: true,
    });
  });
});
