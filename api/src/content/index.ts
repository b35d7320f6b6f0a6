// The content domain's public face: what other domains of the API may use (lint enforces it).
export { findArticle, listArticles } from './article-repository';
export { findContentPage } from './content-page-repository';
export { createSettingsCache, type SettingsSource } from './settings-source';
