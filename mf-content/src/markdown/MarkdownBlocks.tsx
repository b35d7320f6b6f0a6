import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { parseShopPath } from '@shop/shared';
import { parseBlock, parseInline } from './blocks';

/**
 * Content text as React elements, never as HTML: a link is a router link when it is a path on the
 * shop, a plain link for an https address, a phone number (`tel:`) or an e-mail address
 * (`mailto:`), and its text alone for anything else.
 */
function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((run, index) => {
        switch (run.type) {
          case 'strong':
            return <strong key={index}>{run.text}</strong>;
          case 'link':
            if (run.href.startsWith('https://')) {
              return (
                <a key={index} href={run.href} rel="noopener noreferrer">
                  {run.text}
                </a>
              );
            }
            // A phone number or an e-mail address the shopper can tap to call or write.
            if (/^tel:\+?\d+$/.test(run.href) || /^mailto:[^\s@/]+@[^\s@/]+$/.test(run.href)) {
              return (
                <a key={index} href={run.href}>
                  {run.text}
                </a>
              );
            }
            if (parseShopPath(run.href) !== null) {
              return (
                <Link key={index} to={run.href}>
                  {run.text}
                </Link>
              );
            }
            return <Fragment key={index}>{run.text}</Fragment>;
          case 'text':
            return <Fragment key={index}>{run.text}</Fragment>;
        }
      })}
    </>
  );
}

/** The blocks of a content page or an article, in reading order. */
export function MarkdownBlocks({ blocks }: { blocks: readonly string[] }) {
  return (
    <>
      {blocks.map((source, index) => {
        // A fixed list that never reorders; two blocks may read the same.
        const block = parseBlock(source);
        switch (block.type) {
          case 'heading': {
            const Heading = block.level === 2 ? 'h2' : 'h3';
            return (
              <Heading key={index}>
                <InlineText text={block.text} />
              </Heading>
            );
          }
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <InlineText text={item} />
                  </li>
                ))}
              </ul>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <InlineText text={block.text} />
              </p>
            );
        }
      })}
    </>
  );
}
