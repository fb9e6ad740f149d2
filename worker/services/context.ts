import { type CopyEngine, copyEngineFor } from "../copywriting/engine";
import { createDb, type Db } from "../db/client";
import { type MailProvider, mailProviderFor } from "../mail";
import type { FontSource } from "../packaging/pdf-fonts";
import { fontSource } from "./assets/fonts";
import { lexiconSource, type LexiconSource } from "./assets/lexicon";

/** The account and the secret key a request comes with, as the Hono environment names them (routes never import db/). */
export type { ApiKeyRow, UserRow } from "../db/schema";

/**
 * What every service verb works with, made once per request (or per queue batch or cron run): the database, the media
 * bucket, the configured copy engine, the PDF fonts, the category lexicon, the configured mail provider and the
 * configuration. Services never construct clients themselves. The copy engine, fonts, lexicon and mail provider are
 * made on first use (decision 041): a page or a list never builds them. A context is widened with `extend`, never a
 * spread, which would read every getter.
 */
export interface AppContext {
  /** The request's database: a D1 session (replicas allowed, decision 037), or the primary outside requests. */
  db: Db;
  /** Reads that must be current (entitlements, key budgets): a session started on the primary. */
  primary: Db;
  /** Where `db` starts reading: the nearest replica (`session`), the primary, or the plain binding (`binding`). */
  reads: "session" | "primary" | "binding";
  /** The newest bookmark of this context's sessions, for the client to send back; null when it has none. */
  bookmark: () => string | null;
  media: R2Bucket;
  copy: CopyEngine;
  fonts: FontSource;
  /** The category lexicon's files (decision 027). */
  lexicon: LexiconSource;
  mail: MailProvider;
  env: Env;
}

/** How a request's context reads D1 (decision 037). */
export interface ReadOptions {
  /** The bookmark the client sent back (already checked for shape), or null for "first-unconstrained". */
  bookmark?: string | null;
  /** Start on the primary ("first-primary"): payments, plan changes, sign-in, admin. */
  primary?: boolean;
}

/**
 * Without options (queue consumers, cron, tests) the context uses the binding itself, so every query goes to the
 * primary. With options (a request) it opens a D1 session: on the primary, or after the client's bookmark, or on the
 * nearest replica.
 */
export function createContext(env: Env, options?: ReadOptions, parts: ContextParts = contextParts): AppContext {
  if (!options) {
    const db = createDb(env.DB);
    return withParts(env, parts, { db, primary: () => db, reads: "binding", bookmark: () => null });
  }
  const session = env.DB.withSession(options.primary ? "first-primary" : (options.bookmark ?? "first-unconstrained"));
  const db = createDb(session);
  if (options.primary)
    return withParts(env, parts, { db, primary: () => db, reads: "primary", bookmark: () => session.getBookmark() });
  // Most requests never read the primary: its session and client are made on first use.
  let primarySession: D1DatabaseSession | undefined;
  let primaryDb: Db | undefined;
  return withParts(env, parts, {
    db,
    primary: () => {
      primarySession ??= env.DB.withSession("first-primary");
      primaryDb ??= createDb(primarySession);
      return primaryDb;
    },
    reads: "session",
    bookmark: () => newest(session.getBookmark(), primarySession?.getBookmark() ?? null),
  });
}

/** How the context makes its parts: the configured ones, or a test's doubles (decision 041). */
export interface ContextParts {
  copy(env: Env): CopyEngine;
  fonts(env: Env): FontSource;
  lexicon(env: Env): LexiconSource;
  mail(env: Env): MailProvider;
}

export const contextParts: ContextParts = {
  copy: copyEngineFor,
  fonts: fontSource,
  lexicon: lexiconSource,
  mail: mailProviderFor,
};

type Reads = Pick<AppContext, "db" | "reads" | "bookmark"> & { primary: () => Db };

/** The context with its parts behind getters that make each once, on first use. */
function withParts(env: Env, parts: ContextParts, reads: Reads): AppContext {
  let copy: CopyEngine | undefined;
  let fonts: FontSource | undefined;
  let lexicon: LexiconSource | undefined;
  let mail: MailProvider | undefined;
  return {
    db: reads.db,
    reads: reads.reads,
    bookmark: reads.bookmark,
    get primary() {
      return reads.primary();
    },
    media: env.MEDIA,
    env,
    get copy() {
      copy ??= parts.copy(env);
      return copy;
    },
    get fonts() {
      fonts ??= parts.fonts(env);
      return fonts;
    },
    get lexicon() {
      lexicon ??= parts.lexicon(env);
      return lexicon;
    },
    get mail() {
      mail ??= parts.mail(env);
      return mail;
    },
  };
}

/**
 * The context with more (or other) members, its parts still made on first use: a spread (`{ ...ctx, upload }`) would
 * read every getter and make every part.
 */
export function extend<C extends object, X extends object>(ctx: C, extra: X): Omit<C, keyof X> & X {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(ctx), ...Object.getOwnPropertyDescriptors(extra) },
  ) as Omit<C, keyof X> & X;
}

/** Bookmarks sort as strings, oldest first. */
const newest = (a: string | null, b: string | null): string | null => (a && b ? (a > b ? a : b) : (a ?? b));
