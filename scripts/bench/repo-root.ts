import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const REPORTS_DIR = path.join(REPO_ROOT, 'reports');
