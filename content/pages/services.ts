// Copy of the services index (docs/site.md#services) and the shared labels of each service page.
import type { ServicePageCopy, ServicesIndexCopy } from '../schema';

export const servicesIndex = {
  seo: {
    title: 'Locksmith Services in London, 24/7',
    description:
      'Residential, commercial and auto locksmiths, emergency lockouts, lock fitting, repairs, key cutting and security across London, 24/7 with fixed prices.',
    keywords: [
      'locksmith services London',
      'residential locksmith',
      'commercial locksmith',
      'auto locksmith',
      'lock repair',
    ],
  },
  hero: {
    title: 'Our Locksmith Services',
    subtitle:
      'Homes, businesses and vehicles across London: emergency help around the clock and planned work at a time that suits you.',
  },
  mainHeading: 'Main Services',
  mainSlugs: ['residential-locksmith', 'commercial-locksmith', 'auto-locksmith', 'security-management'],
  additionalHeading: 'More Ways We Can Help',
  additionalSlugs: ['emergency-lockout', 'lock-installation', 'lock-repair', 'key-services'],
  more: 'Learn more',
  fast: {
    heading: 'Fast Locksmith London',
    text: 'Wherever you are in Greater London, we aim to reach you within 30 minutes (20–30 minutes on average), day or night, with a fixed price agreed before we start.',
    button: 'Call Now for Immediate Service',
  },
} satisfies ServicesIndexCopy;

export const servicePage = {
  callNow: 'Call Now 24/7',
  quote: { label: 'Get a Quote', href: '/contact/' },
  offer: 'What We Offer',
  why: 'Why Choose Us',
  how: 'How It Works',
  faq: 'Frequently Asked Questions',
  related: 'Related Services',
  ctaText: 'Call any time for a fixed price. We aim to reach you within 30 minutes, day or night.',
} satisfies ServicePageCopy;
