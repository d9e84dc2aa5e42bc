// Home "Professional Locksmith Services Across London": three paragraphs with in-text links and four feature cards.
import type { HomeCopy } from '../../../content/schema';
import { CardGrid } from '../../components/CardGrid';
import { IconCard } from '../../components/IconCard';
import { RichText } from '../../components/RichText';
import { Section } from '../../components/Section';

export function HomeAbout({ about }: { about: HomeCopy['about'] }) {
  return (
    <Section heading={about.heading}>
      <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
        {about.paragraphs.map((paragraph, i) => (
          <RichText key={i} text={paragraph} />
        ))}
      </div>
      <div className="mt-12">
        <CardGrid columns={4}>
          {about.features.map((feature) => (
            <IconCard key={feature.title} card={feature} />
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
