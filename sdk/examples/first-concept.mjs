#!/usr/bin/env node
// Makes a concept from a photo and prints its id.
//
//   REACHGEN_API_KEY=rgs_… node sdk/examples/first-concept.mjs photo.jpg
//
// REACHGEN_BASE_URL is where ReachGen runs (default http://localhost:8787, as `npm start` serves it).
import { readFile } from "node:fs/promises";
import { createClient, imageDataUrl, ReachGenError } from "@reachgen/sdk";

const [photoPath] = process.argv.slice(2);
const apiKey = process.env.REACHGEN_API_KEY;
if (!photoPath || !apiKey) {
  console.error("Usage: REACHGEN_API_KEY=rgs_… node sdk/examples/first-concept.mjs <photo.jpg|png|webp>");
  process.exit(2);
}

const client = createClient({ baseUrl: process.env.REACHGEN_BASE_URL ?? "http://localhost:8787", apiKey });

try {
  const concept = await client.createConcept({
    businessType: "Retail/E-commerce",
    targetAudience: "people who want their first ad made from one product photo",
    tone: "Friendly & Casual",
    productDescription: "The product in the photo, made well and ready to ship",
    platforms: ["facebook", "instagram"],
    languages: ["en", "de"],
    imageData: imageDataUrl(await readFile(photoPath)),
  });
  // A string, so no colour codes even when FORCE_COLOR is set: the id alone, ready for a script to read.
  console.log(String(concept.id));
} catch (err) {
  if (err instanceof ReachGenError) {
    console.error(`ReachGen answered ${err.status} ${err.code}: ${err.message} (request ${err.requestId})`);
    process.exit(1);
  }
  const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause : err).message : String(err);
  console.error(`Could not reach ${client.baseUrl}: ${reason}`);
  process.exit(1);
}
