/**
 * Fonts come from the Worker's static assets, not its bundle: each script's file is fetched from the ASSETS binding the
 * first time a language needs it and kept for the life of the isolate (the way the product should load them).
 */
export type Script = "latin" | "arabic" | "hebrew" | "devanagari" | "jp" | "kr" | "sc";

export const fontFiles: Record<Script, { family: string; file: string }> = {
  latin: { family: "Noto Sans", file: "latin.ttf" },
  arabic: { family: "Noto Naskh Arabic", file: "arabic.ttf" },
  hebrew: { family: "Noto Sans Hebrew", file: "hebrew.ttf" },
  devanagari: { family: "Noto Sans Devanagari", file: "devanagari.ttf" },
  jp: { family: "Noto Sans JP", file: "jp.otf" },
  kr: { family: "Noto Sans KR", file: "kr.otf" },
  sc: { family: "Noto Sans SC", file: "sc.otf" },
};

const scriptOf: Record<string, Script> = { ar: "arabic", he: "hebrew", hi: "devanagari", ja: "jp", ko: "kr", zh: "sc" };

/** The scripts a language's text needs, in fallback order (every headline can carry a Latin brand name). */
export function scriptsFor(language: string): Script[] {
  const own = scriptOf[language];
  return own ? [own, "latin"] : ["latin"];
}

export interface Assets {
  fetch(request: Request | string): Promise<Response>;
}

const cache = new Map<string, Promise<ArrayBuffer>>();

/** A static asset's bytes, read once per isolate. */
export function asset(assets: Assets, file: string): Promise<ArrayBuffer> {
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = assets.fetch(`http://assets/${file}`).then((r) => {
      if (!r.ok) throw new Error(`asset ${file}: ${r.status}`);
      return r.arrayBuffer();
    });
    cache.set(file, bytes);
  }
  return bytes;
}

export interface LoadedFont {
  script: Script;
  family: string;
  data: ArrayBuffer;
}

export async function fontsFor(assets: Assets, language: string): Promise<LoadedFont[]> {
  return Promise.all(
    scriptsFor(language).map(async (script) => ({
      script,
      family: fontFiles[script].family,
      data: await asset(assets, `fonts/${fontFiles[script].file}`),
    })),
  );
}
