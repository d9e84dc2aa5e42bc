// Products index: six category cards, two per row on wide screens, and the expert-advice banner.
import type { ProductCategory, ProductsIndexCopy } from '../content/schema';
import { LinkButton } from '../components/CallButton';
import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { CARD_FRAME, CARD_LINK } from '../components/card-link';
import { IconBadge } from '../components/IconBadge';
import { FirstScreenEnd } from '../components/FirstScreenEnd';
import { productPath } from '../lib/paths';

export interface ProductsPageProps {
  copy: ProductsIndexCopy;
  categories: Pick<ProductCategory, 'slug' | 'title' | 'icon' | 'description' | 'listing'>[];
}

/** Index cards show the first five lines of each category's listing (docs/site.md#display-limits). */
const CARD_ITEMS = 5;

export function ProductsPage({ copy, categories }: ProductsPageProps) {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 lg:grid-cols-2">
        {categories.map((c) => (
          <div key={c.slug} className={`${CARD_FRAME} flex flex-col p-6`}>
            <div className="flex items-center gap-3">
              <IconBadge name={c.icon} />
              <h2 className="text-xl font-semibold text-slate-900">
                <a href={productPath(c.slug)} className={CARD_LINK}>
                  {c.title}
                </a>
              </h2>
            </div>
            <p className="mt-3 text-slate-600">{c.description}</p>
            <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-slate-700">
              {c.listing.slice(0, CARD_ITEMS).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <span className="mt-5 font-semibold text-amber-800" aria-hidden="true">
              {copy.viewDetails} →
            </span>
          </div>
        ))}
      </div>
      <FirstScreenEnd />
      <CallToAction heading={copy.banner.heading} text={copy.banner.text}>
        <LinkButton href={copy.banner.quote.href} label={copy.banner.quote.label} variant="dark" />
      </CallToAction>
    </>
  );
}
