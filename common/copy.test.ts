import { describe, expect, it } from "vitest";
import { graphemeCount, takeGraphemes } from "./copy";

const segmented = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;

describe("graphemeCount", () => {
  it("counts what a reader sees, with or without the segmenter, in every script the copy is written in", () => {
    const texts = [
      "",
      "Book now – 15% off.",
      "Ça, c'est l'Émilie… «Réservez» ¡Olé!",
      "Zärtlich: Straße, Øl, Łódź, İstanbul, Ğ, ş",
      "Запишитесь к барберу: ёлка, Ўў",
      "네일 소소에서 만나요 · 11:00~21:00",
      "予約はこちら。カフェ、ラテ",
      "我们的面包，欢迎光临！",
      // Joining characters: combining marks, kana sound marks, Hangul jamo, Indic and Arabic marks, emoji sequences.
      "e\u0301te\u0301",
      "か\u3099",
      "\u1100\u1161\u11a8",
      "नमस्ते दुनिया",
      "مَرْحَبًا",
      "👍🏽 👨‍👩‍👧",
      "line\r\nbreak",
    ];
    for (const t of texts) expect(graphemeCount(t), t).toBe(segmented(t));
    expect(graphemeCount("e\u0301")).toBe(1);
    expect(takeGraphemes("👨‍👩‍👧abc", 2)).toBe("👨‍👩‍👧a");
  });
});
