// About page: hero, intro, four value cards, the "Why Choose" checklist (docs/site.md#about), the terms of the
// workmanship guarantee (#guarantee), the one place they are stated (copy that says "guaranteed" links there), and
// who runs the business (#who-we-are).
import type { AboutCopy } from '../content/schema';
import { CardGrid } from '../components/CardGrid';
import { Icon } from '../components/Icon';
import { IconCard } from '../components/IconCard';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { Prose } from '../components/Prose';
import { FirstScreenEnd } from '../components/FirstScreenEnd';
import { MarkdownParagraph } from '../components/MarkdownParagraph';
import { TraderDetails } from '../components/TraderDetails';

export interface AboutPageProps {
  copy: AboutCopy;
}

export function AboutPage({ copy }: AboutPageProps) {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <Section heading={copy.intro.heading}>
        <Prose>
          {copy.intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
        <div className="mt-12">
          <CardGrid columns={4}>
            {copy.values.map((value) => (
              <IconCard key={value.title} card={value} />
            ))}
          </CardGrid>
        </div>
      </Section>
      <FirstScreenEnd />
      <Section heading={copy.whyChoose.heading} tone="grey">
        <ul className="mx-auto max-w-3xl space-y-4">
          {copy.whyChoose.items.map((item) => (
            <li key={item} className="flex items-start gap-3 rounded-lg bg-white p-4 text-lg text-slate-800 shadow-sm">
              <Icon name="check" className="mt-0.5 size-6 shrink-0 text-green-700" />
              {item}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="guarantee" heading={copy.guarantee.heading}>
        <Prose>
          {copy.guarantee.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
      </Section>
      <Section id="who-we-are" heading={copy.whoWeAre.heading} tone="grey">
        <Prose>
          {copy.whoWeAre.paragraphs.map((html) => (
            <MarkdownParagraph key={html} html={html} />
          ))}
          <TraderDetails tone="light" phone />
        </Prose>
      </Section>
    </>
  );
}
