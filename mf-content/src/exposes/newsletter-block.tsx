import type { RemoteFragments } from '@shop/shared';
import { registerContentTexts } from '../i18n';
import { NewsletterBlock } from '../newsletter/NewsletterBlock';

registerContentTexts();

export type NewsletterBlockFragmentProps = RemoteFragments['mf_content']['./newsletter-block'];

/** The `./newsletter-block` fragment: the signup block other teams place (the shell's footer). */
export default function NewsletterBlockFragment({ locale }: NewsletterBlockFragmentProps) {
  return <NewsletterBlock locale={locale} />;
}
