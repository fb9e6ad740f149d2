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
  db: Db;
  media: R2Bucket;
  copy: CopyEngine;
  fonts: FontSource;
  /** The category lexicon's files (decision 027). */
  lexicon: LexiconSource;
  mail: MailProvider;
  env: Env;
}

export function createContext(env: Env): AppContext {
  return {
    db: createDb(env.DB),
    media: env.MEDIA,
    copy: copyEngineFor(env),
    fonts: fontSource(env),
    lexicon: lexiconSource(env),
    mail: mailProviderFor(env),
    env,
  };
}
