/** One block of content text (see `Article.body`): a heading, a list or a paragraph. */
export type Block =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'paragraph'; text: string };

/** A block of the small Markdown subset the content is written in, as what it is. */
export function parseBlock(source: string): Block {
  const text = source.trim();
  if (text.startsWith('### ')) return { type: 'heading', level: 3, text: text.slice(4).trim() };
  if (text.startsWith('## ')) return { type: 'heading', level: 2, text: text.slice(3).trim() };
  const lines = text.split('\n').map((line) => line.trim());
  if (lines.every((line) => line.startsWith('- '))) {
    return { type: 'list', items: lines.map((line) => line.slice(2).trim()) };
  }
  return { type: 'paragraph', text: lines.join(' ') };
}

/** A run of a line of text: plain, strong (`**…**`) or a link (`[label](href)`). */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The runs of `text`, in order; anything that is not `**strong**` or a link stays plain text. */
export function parseInline(text: string): Inline[] {
  const runs: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) runs.push({ type: 'text', text: text.slice(last, index) });
    const [, strong, label, href] = match;
    if (strong !== undefined) runs.push({ type: 'strong', text: strong });
    else if (label !== undefined && href !== undefined)
      runs.push({ type: 'link', text: label, href });
    last = index + match[0].length;
  }
  if (last < text.length) runs.push({ type: 'text', text: text.slice(last) });
  return runs;
}
