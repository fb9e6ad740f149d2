// The text on a creative is read back with OCR (Debian's tesseract with its ara, jpn, hin and heb data; .ci/run installs
// them) and matches the concept's headline in English, Arabic, Japanese and Hindi. Each headline is read from its own
// box (the X-Creative header says where it landed), enlarged, so the check is about the text, not the photo.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_PASSWORD } from "./support";

const OUT = "test-results/e2e/creatives";

/** How much of `expected` is read, in order: longest common subsequence over its length (spaces ignored). */
function inOrder(expected: string, read: string): number {
  const a = [...expected.replace(/\s+/g, "")];
  const b = [...read.replace(/\s+/g, "")];
  const row = new Array(b.length + 1).fill(0);
  for (const ch of a) {
    let prev = 0;
    for (let j = 1; j <= b.length; j++) {
      const keep = row[j];
      row[j] = ch === b[j - 1] ? prev + 1 : Math.max(row[j], row[j - 1]);
      prev = keep;
    }
  }
  return row[b.length] / Math.max(1, a.length);
}

/**
 * How much of the headline is read, run by run: a line that mixes directions ("لقطة اليوم: Early Harvest") comes back
 * from tesseract with its runs in visual order, so each run of Latin and of the other script is found on its own, and
 * the shares are weighted by the runs' lengths.
 */
function readShare(expected: string, read: string): number {
  const runs = expected.match(/[\p{Script=Latin}\d][\p{Script=Latin}\d\s&'.-]*|[^\p{Script=Latin}\d]+/gu) ?? [];
  const weighed = runs.map((r) => ({ len: r.replace(/\s+/g, "").length, share: inOrder(r, read) }));
  const total = weighed.reduce((n, r) => n + r.len, 0);
  return weighed.reduce((n, r) => n + r.len * r.share, 0) / Math.max(1, total);
}

const tessLang: Record<string, string> = { en: "eng", ar: "ara+eng", ja: "jpn+eng", hi: "hin+eng", he: "heb+eng" };

test("each creative's headline reads back by OCR in English, Arabic, Japanese, Hindi and Hebrew", async ({
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  const login = await request.post("/api/auth/login", {
    data: { email: "pro@reachgen.local", password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const auth = { Authorization: `Bearer ${(await login.json()).sessionId}` };

  // A product on a table: a bottle on a warm ground, drawn as a photo would show it.
  const photo = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: "#c8ae8c" } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="1200" height="1500"><rect x="470" y="330" width="260" height="820" rx="70" fill="#2f5d50"/><rect x="540" y="220" width="120" height="140" rx="20" fill="#1e3b33"/><rect x="500" y="620" width="200" height="220" fill="#f3ead8"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  const made = await request.post("/api/ai/generate-copy", {
    headers: auth,
    multipart: {
      businessType: "Restaurant/Food Service",
      targetAudience: "home cooks",
      tone: "Friendly & Casual",
      productDescription: "Cold-pressed olive oil from a family grove",
      brandName: "Olivia Grove",
      productName: "Early Harvest",
      platforms: JSON.stringify(["instagram", "facebook"]),
      languages: JSON.stringify(["en", "ar", "ja", "hi", "he"]),
      image: { name: "bottle.jpg", mimeType: "image/jpeg", buffer: photo },
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { concept } = await made.json();
  // Fixed headlines, set through the editor's API (issue 28): the renderer's legibility in each script is what is
  // checked, and a generated headline varies by seed, some of them beyond tesseract's Arabic model in a bold face
  // ("تحية طيبة" it does not read at all), which made the check depend on chance. The creatives follow the edit.
  const headlines: Record<string, string> = {
    en: "Early Harvest, pressed cold",
    ar: "لقطة اليوم: Early Harvest",
    ja: "朝摘みのオリーブオイル",
    hi: "Olivia Grove का जैतून तेल",
    he: "שמן זית של Olivia Grove",
  };
  for (const [language, title] of Object.entries(headlines))
    for (const platform of ["instagram", "facebook"]) {
      const edit = await request.patch(`/api/concepts/${concept.id}/copy/${platform}/${language}`, {
        headers: auth,
        data: { title },
      });
      expect(edit.status(), await edit.text()).toBe(200);
      concept.aiGeneratedCopy[language][platform].title = title;
    }

  for (const [sizeKey, platform] of [
    ["instagram_story", "instagram"],
    ["facebook_feed", "facebook"],
  ] as const) {
    for (const language of ["en", "ar", "ja", "hi", "he"]) {
      const res = await request.get(`/api/concepts/${concept.id}/creatives/${sizeKey}?language=${language}`, {
        headers: auth,
      });
      expect(res.status()).toBe(200);
      const { boxes } = JSON.parse(res.headers()["x-creative"] ?? "null");
      const bytes = await res.body();
      const file = join(OUT, `${sizeKey}-${language}`);
      writeFileSync(`${file}.jpg`, bytes);
      const h = boxes.headline;
      // The headline's box with a margin, enlarged, in grey, dark text on light: what tesseract reads best.
      const headline: string = concept.aiGeneratedCopy[language][platform].title;
      // Tesseract's reading of a line varies with scale and page mode (its Arabic model drops words of a bold line at
      // one scale and reads them at another): the best of a few readings counts, each of the same pixels.
      let share = 0;
      let read = "";
      for (const scale of [2, 1, 3])
        for (const psm of ["6", "4"]) {
          if (share >= 0.8) break;
          const crop = sharp(bytes)
            .extract({
              left: Math.max(0, Math.floor(h.x - 12)),
              top: Math.max(0, Math.floor(h.y - 12)),
              width: Math.ceil(h.width + 24),
              height: Math.ceil(h.height + 24),
            })
            .resize({ width: Math.ceil((h.width + 24) * scale) })
            .greyscale();
          const { channels } = await crop.clone().stats();
          await (channels[0]!.mean < 128 ? crop.negate({ alpha: false }) : crop).png().toFile(`${file}-headline.png`);
          const text = execFileSync(
            "tesseract",
            [`${file}-headline.png`, "-", "-l", tessLang[language]!, "--psm", psm],
            {
              encoding: "utf8",
              stdio: ["ignore", "pipe", "ignore"],
            },
          );
          const got = readShare(headline.normalize("NFC"), text.normalize("NFC"));
          if (got > share) [share, read] = [got, text];
        }
      expect(share, `${sizeKey} ${language}: "${headline}" read as "${read.trim()}"`).toBeGreaterThanOrEqual(0.8);
    }
  }
});
