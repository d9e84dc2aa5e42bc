// Social preview cards (Open Graph and Twitter images, 1200×630): the words drawn on each page kind's card.
// Articles get a card of their own, showing their category and title, and each blog category one with its name.
// `{title}` in imageAlt is the card's title.
import type { SocialCopy } from './schema';
import { site } from './site';

export const social = {
  tagline: '24/7 emergency locksmith · 32 London boroughs and the City · Fixed upfront prices',
  imageAlt: '{title}: Locksmith London, 24/7 emergency locksmiths across London',
  cards: {
    home: {
      eyebrow: '24/7 Emergency Locksmith',
      title: 'Locked out in London? We aim to reach you within 30 minutes',
    },
    about: { eyebrow: 'About Us', title: `London locksmiths since ${site.foundingYear}, working to BS3621 and TS007` },
    contact: { eyebrow: 'Contact', title: 'Talk to a London locksmith, day or night' },
    services: { eyebrow: 'Our Services', title: 'Emergency, residential, commercial and auto locksmiths' },
    service: { eyebrow: 'Locksmith Services', title: 'Certified, insured locksmiths with fixed upfront prices' },
    products: { eyebrow: 'Security Products', title: 'Locks, safes, CCTV and access control, supplied and fitted' },
    product: { eyebrow: 'Security Products', title: 'Quality security products, fitted by certified locksmiths' },
    areas: { eyebrow: 'London Areas', title: 'Locksmiths in every London borough' },
    area: { eyebrow: 'London Areas', title: 'Your local 24/7 locksmith, wherever you are in London' },
    blog: { eyebrow: 'Blog & Advice', title: 'Locksmith advice for London homes and businesses' },
    blogCategory: { eyebrow: 'Blog & Advice', title: 'London locksmith advice on {category}' },
    notFound: { eyebrow: 'Locksmith London', title: '24/7 emergency locksmiths across London' },
  },
} satisfies SocialCopy;
