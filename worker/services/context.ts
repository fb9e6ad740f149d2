import { type CopyEngine, copyEngineFor } from "../copywriting/engine";
import { createDb, type Db } from "../db/client";
import { type MailProvider, mailProviderFor } from "../mail";
import type { FontSource } from "../packaging/pdf-fonts";
import { fontSource } from "./fonts";
import { lexiconSource, type LexiconSource } from "./lexicon";

/**
 * What every service verb works with, made once per request (or per queue batch or cron run): the database, the media
 * bucket, the configured copy engine, the PDF fonts, the category lexicon, the configured mail provider and the configuration. Services never
 * construct clients themselves.
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
export function createContext(env: Env, options?: ReadOptions): AppContext {
  const services = {
    media: env.MEDIA,
    copy: copyEngineFor(env),
    fonts: fontSource(env),
    lexicon: lexiconSource(env),
    mail: mailProviderFor(env),
    env,
  };
  if (!options) {
    const db = createDb(env.DB);
    return { db, primary: db, reads: "binding", bookmark: () => null, ...services };
  }
  const session = env.DB.withSession(options.primary ? "first-primary" : (options.bookmark ?? "first-unconstrained"));
  const primarySession = options.primary ? session : env.DB.withSession("first-primary");
  const db = createDb(session);
  return {
    db,
    primary: options.primary ? db : createDb(primarySession),
    reads: options.primary ? "primary" : "session",
    bookmark: () => newest(session.getBookmark(), primarySession.getBookmark()),
    ...services,
  };
}

/** Bookmarks sort as strings, oldest first. */
const newest = (a: string | null, b: string | null): string | null => (a && b ? (a > b ? a : b) : (a ?? b));
