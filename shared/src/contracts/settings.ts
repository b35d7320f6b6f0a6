/** A link shown with one top-bar message; aligned by index with `globalMessages`. */
export interface GlobalMessageLink {
  label: string;
  url: string;
}

/** Global settings, as answered by `GET /api/settings?lang=` (spec §3). */
export interface GlobalSettings {
  globalMessages: string[];
  globalMessagesBackground: string;
  globalMessagesColor: string;
  /** One entry per message; `null` where a message has no link. */
  globalMessagesLink: (GlobalMessageLink | null)[];
}
